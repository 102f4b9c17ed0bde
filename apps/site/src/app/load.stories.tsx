import { ApiError } from '@aafiyat/api';
import type { LoggedInRole } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { signedInAsPatient } from '../pages/portal/patient/storySession';
import { useLoad, useLoadEach, type Load } from './load';
import { RouterAddress } from './RouterAddress';
import { failureWords } from '../stories/words';

/** One request the probe made: what it asked for, its signal, and how the story answers it. */
interface Call {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** Every request of the current story, in order; each story answers them itself. */
let calls: Call[] = [];

function fetchFromStory(key: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    calls.push({ key, signal, resolve, reject });
  });
}

const callsFor = (key: string) => calls.filter((call) => call.key === key);

const apiError = (status: number, message: string) =>
  new ApiError({ operationId: 'getPatientProfile', kind: 'http', status, body: { message } });

/** The load in words, for the status line. */
function describeLoad(load: Load<string> | undefined): string {
  if (load === undefined) return 'Not asked';
  if (load.status === 'loading') return 'Loading';
  return load.status === 'error' ? `Failed: ${load.message}` : `Loaded: ${load.data}`;
}

/** Loads one key with `useLoad`, and lets the story change the key, retry or replace the data. */
function LoadProbe({ role }: { role: LoggedInRole | undefined }) {
  const [key, setKey] = useState('profile');
  const { load, retry, setData } = useLoad(key, (signal) => fetchFromStory(key, signal), { role });
  return (
    <>
      <p role="status">{describeLoad(load)}</p>
      <button
        type="button"
        onClick={() => {
          setKey('appointments');
        }}
      >
        Load appointments
      </button>
      <button type="button" onClick={retry}>
        Retry
      </button>
      <button
        type="button"
        onClick={() => {
          setData('saved');
        }}
      >
        Save
      </button>
    </>
  );
}

/** Loads branches on demand with `useLoadEach`. */
function LoadEachProbe() {
  const { loads, request } = useLoadEach<string, string>(fetchFromStory);
  return (
    <>
      {['Gulberg', 'DHA'].map((branch) => (
        <p key={branch}>
          <button
            type="button"
            onClick={() => {
              request(branch);
            }}
          >
            {`Open ${branch}`}
          </button>{' '}
          <span data-testid={branch}>{describeLoad(loads.get(branch))}</span>
        </p>
      ))}
    </>
  );
}

/** Props of {@link LoadHarness}. */
interface LoadHarnessProps {
  /** Which hook the page uses. */
  hook: 'useLoad' | 'useLoadEach';
  /** The signed-in role whose data it loads; unset, public data. */
  role?: LoggedInRole;
}

/** A page that loads with the hook, on a router whose patient sign-in page says what it is, and a Leave button. */
function LoadHarness({ hook, role }: LoadHarnessProps) {
  const [shown, setShown] = useState(true);
  const page = hook === 'useLoad' ? <LoadProbe role={role} /> : <LoadEachProbe />;
  return (
    <MemoryRouter initialEntries={['/patient/profile']}>
      {/* As the app does: pages reach the router through the address (`useAddress`). */}
      <RouterAddress>
        <main>
          <Routes>
            <Route path="/patient/login" element={<h1>Patient sign-in</h1>} />
            <Route
              path="*"
              element={
                <>
                  <h1>Data loading</h1>
                  {shown ? page : null}
                  <button
                    type="button"
                    onClick={() => {
                      setShown(false);
                    }}
                  >
                    Leave
                  </button>
                </>
              }
            />
          </Routes>
        </main>
      </RouterAddress>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Site/Data loading',
  component: LoadHarness,
  args: { hook: 'useLoad' },
  beforeEach: () => {
    calls = [];
  },
} satisfies Meta<typeof LoadHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, then the answer; an action's answer replaces the data. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(callsFor('profile')).toHaveLength(1));
    callsFor('profile')[0]?.resolve('Ayesha Khan');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loaded: Ayesha Khan'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded: saved');
  },
};

/** A failure shows its sentence; Retry asks again, shows loading, then the new answer. */
export const FailureThenRetry: Story = {
  play: async ({ canvas, globals }) => {
    await waitFor(() => expect(callsFor('profile')).toHaveLength(1));
    callsFor('profile')[0]?.reject(apiError(500, 'Something went wrong try again!'));
    const failed = failureWords(globals, 'Something went wrong try again!', 'Refusal.failed');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Failed: ${failed}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(callsFor('profile')).toHaveLength(2));
    callsFor('profile')[1]?.resolve('Ayesha Khan');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loaded: Ayesha Khan'));
  },
};

/** Asking for something else cancels the old request, and its late answer never replaces the new one. */
export const NewKeyCancelsTheOld: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(callsFor('profile')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Load appointments' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(callsFor('appointments')).toHaveLength(1));
    await expect(callsFor('profile')[0]?.signal.aborted).toBe(true);
    callsFor('appointments')[0]?.resolve('3 appointments');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loaded: 3 appointments'));
    callsFor('profile')[0]?.resolve('Ayesha Khan');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded: 3 appointments');
  },
};

/** Leaving the page cancels its request. */
export const LeavingCancels: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(callsFor('profile')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(callsFor('profile')[0]?.signal.aborted).toBe(true);
  },
};

/** The session ended on the server (401): the stored record goes and the role's sign-in page opens. */
export const SessionExpired: Story = {
  args: { role: 'patient' },
  beforeEach: signedInAsPatient,
  play: async ({ canvas }) => {
    await waitFor(() => expect(callsFor('profile')).toHaveLength(1));
    callsFor('profile')[0]?.reject(apiError(401, 'Please sign in to continue.'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Patient sign-in' })).toBeVisible();
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

/** Public data: a 401 is a failure like any other, and nobody is signed out. */
export const PublicUnauthorized: Story = {
  beforeEach: signedInAsPatient,
  play: async ({ canvas, globals }) => {
    await waitFor(() => expect(callsFor('profile')).toHaveLength(1));
    callsFor('profile')[0]?.reject(apiError(401, 'Please sign in to continue.'));
    const failed = failureWords(globals, 'Please sign in to continue.', 'Refusal.unauthenticated');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Failed: ${failed}`));
    await expect(window.localStorage.getItem('authToken')).not.toBeNull();
  },
};

/** On demand, one load per key; each fails or loads by itself, and leaving cancels what is still running. */
export const OnDemand: Story = {
  args: { hook: 'useLoadEach' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByTestId('Gulberg')).toHaveTextContent('Not asked');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Gulberg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open DHA' }));
    await expect(canvas.getByTestId('Gulberg')).toHaveTextContent('Loading');
    callsFor('Gulberg')[0]?.reject(apiError(500, 'Something went wrong try again!'));
    const failed = failureWords(globals, 'Something went wrong try again!', 'Refusal.failed');
    await waitFor(() => expect(canvas.getByTestId('Gulberg')).toHaveTextContent(`Failed: ${failed}`));
    await expect(canvas.getByTestId('DHA')).toHaveTextContent('Loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Gulberg' }));
    await expect(canvas.getByTestId('Gulberg')).toHaveTextContent('Loading');
    callsFor('Gulberg')[1]?.resolve('Blood tests');
    await waitFor(() => expect(canvas.getByTestId('Gulberg')).toHaveTextContent('Loaded: Blood tests'));
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(callsFor('DHA')[0]?.signal.aborted).toBe(true);
  },
};
