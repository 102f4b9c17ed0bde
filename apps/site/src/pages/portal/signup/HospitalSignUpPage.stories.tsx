import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { parseSessionRecord, readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectHeaderSignedIn } from '../../../stories/signedInChecks';
import { SitePage } from '../../../stories/SitePage';
import { fillBusinessSignUp, reachCodeStep } from './signUpStorySteps';

const meta = {
  title: 'Pages/Portal/HospitalSignUp',
  component: SitePage,
  args: { path: '/hospital/signup' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = /Hospital name/;
const SUBMIT = 'Create hospital account';

/** Details, code, then the hospital is signed in and its home page is next. */
export const Success: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
    window.sessionStorage.clear();
    return () => {
      window.localStorage.removeItem('authToken');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await reachCodeStep(canvasElement, NAME, SUBMIT);
    await userEvent.type(canvas.getByRole('textbox', { name: '6-digit code' }), '482913');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your hospital account is active' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your hospital’s page' })).toHaveAttribute(
      'href',
      '/hospital/home',
    );
    await expect(readSession(window.localStorage)).toEqual(parseSessionRecord(sessions.hospital));
    await expectHeaderSignedIn(canvasElement.ownerDocument.body, 'hospital', sessions.hospital.name);
  },
};

/** The number is already registered: under the mobile number, which gets focus. */
export const DuplicatePhone: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { hospitalSignup: 'conflict' } }) } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this mobile number already exists.',
    );
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveFocus();
  },
};

/** No network: the plain sentence, and the form is kept. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { hospitalSignup: 'networkError' } }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach Aafiyat');
    await expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('Al-Shifa Care');
  },
};
