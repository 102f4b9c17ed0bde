import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { SitePage } from '../stories/SitePage';
import { uiWords } from '../stories/words';

/** The record the patient's browser kept from signing in, before the name changed on the server. */
const STALE_RECORD = { ...sessions.patient, name: 'Ayesha Siddiqui' };

const meta = {
  title: 'Site/Session',
  component: SitePage,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.localStorage.setItem('authToken', JSON.stringify(STALE_RECORD));
    return () => {
      window.localStorage.removeItem('authToken');
    };
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function header(canvasElement: HTMLElement) {
  return within(within(canvasElement.ownerDocument.body).getByRole('banner'));
}

/**
 * The name changed on the server since sign-in: when the page loads, `GET /api/auth/me` answers the new name, and
 * the header and the stored record follow it.
 */
export const NameChangedOnTheServer: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ session: sessions.patient }) } } },
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const banner = header(canvasElement);
    await expect(
      await banner.findByRole('button', { name: ui('Account.menu', { name: sessions.patient.name }) }),
    ).toBeVisible();
    await expect(
      banner.queryByRole('button', { name: ui('Account.menu', { name: STALE_RECORD.name }) }),
    ).not.toBeInTheDocument();
    await expect(readSession(window.localStorage)).toEqual(sessions.patient);
  },
};

/** The session ended on the server (401): the stored record goes and the header shows the Login menu. */
export const SessionEnded: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getSession: 'unauthenticated' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const banner = header(canvasElement);
    await expect(await banner.findByRole('button', { name: ui('Account.login') })).toBeVisible();
    await expect(
      banner.queryByRole('button', { name: ui('Account.menu', { name: STALE_RECORD.name }) }),
    ).not.toBeInTheDocument();
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

/** How many times the unreachable server was asked who is signed in. */
let unreachableCalls = 0;

const unreachable = http.get('*/api/auth/me', () => {
  unreachableCalls += 1;
  return HttpResponse.error();
});

/** The server cannot be reached: the stored record stays, and so does the signed-in header. */
export const ServerUnreachable: Story = {
  parameters: { msw: { handlers: { api: [unreachable, ...createHandlers()] } } },
  beforeEach: () => {
    unreachableCalls = 0;
  },
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const account = ui('Account.menu', { name: STALE_RECORD.name });
    const banner = header(canvasElement);
    await expect(await banner.findByRole('button', { name: account })).toBeVisible();
    await waitFor(() => expect(unreachableCalls).toBeGreaterThan(0));
    // The failed call has settled (a macrotask later): nothing was removed or replaced.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(readSession(window.localStorage)).toEqual(STALE_RECORD);
    await expect(banner.getByRole('button', { name: account })).toBeVisible();
    await expect(banner.queryByRole('button', { name: ui('Account.login') })).not.toBeInTheDocument();
  },
};
