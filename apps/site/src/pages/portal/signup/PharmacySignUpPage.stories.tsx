import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { parseSessionRecord, readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectHeaderSignedIn, expectNoSignUpOffered } from '../../../stories/signedInChecks';
import { SitePage } from '../../../stories/SitePage';
import { BUSINESS_KINDS } from './BusinessSignUp';
import { fillBusinessSignUp, reachCodeStep } from './signUpStorySteps';

const meta = {
  title: 'Pages/Portal/PharmacySignUp',
  component: SitePage,
  args: { path: '/pms/signup' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = /Pharmacy name/;
const SUBMIT = 'Create pharmacy account';

/** The page as it opens: the heading, the form and the way to sign in instead; not indexed. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign up your pharmacy' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: NAME })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/pms/login');
    await waitFor(() => expect(document.title).toBe('Sign up your pharmacy · Aafiyat'));
  },
};

/** The whole sign-up: details, the code from the SMS, then the account is active and signed in. */
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
    await expect(canvas.getByText('0345*****67')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '6-digit code' }), '482913');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your pharmacy account is active' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your pharmacy’s page' })).toHaveAttribute(
      'href',
      '/pms/home',
    );
    await expect(readSession(window.localStorage)).toEqual(parseSessionRecord(sessions.pharmacy));
    await expectHeaderSignedIn(canvasElement.ownerDocument.body, 'pharmacy', sessions.pharmacy.name);
  },
};

/**
 * Someone signed in is told so, with a link to their page, instead of the sign-up form; the page's heading says
 * so too rather than offering a sign-up.
 */
export const AlreadySignedIn: Story = {
  beforeEach: () => {
    window.localStorage.setItem('authToken', JSON.stringify(sessions.pharmacy));
    return () => {
      window.localStorage.removeItem('authToken');
    };
  },
  parameters: { msw: { handlers: { api: createHandlers({ session: sessions.pharmacy }) } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /sign up/i })).not.toBeInTheDocument();
    await expect(canvas.queryByText(BUSINESS_KINDS.pharmacy.intro)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: NAME })).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Pharmacy home' }),
    ).toHaveAttribute('href', '/pms/home');
    await expectNoSignUpOffered(canvasElement.ownerDocument.body);
  },
};

/** While the sign-up is sent, the button is busy. */
export const Pending: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'slow' } }) } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(SUBMIT) })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The email belongs to an active pharmacy: the server's words, under the email too; nothing typed is lost. */
export const DuplicateEmail: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'conflict' } }) } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists.',
    );
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('usman.tariq@alshifa.pk');
    await expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('Al-Shifa Care');
  },
};

/** Too many sign-ups: how long to wait, from Retry-After. */
export const RateLimited: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'rateLimited' } }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
  },
};

/** The server fails: its message above the form. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'serverError' } }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
  },
};

/** A wrong code: the server's words under the code box; the step stays. */
export const WrongCode: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyPharmacySignupOtp: 'otpInvalid' } }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await reachCodeStep(canvasElement, NAME, SUBMIT);
    const code = canvas.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '111111');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is incorrect. Please check the SMS and try again.'),
    );
    await expect(code).toHaveValue('111111');
  },
};

/** Too many wrong codes: the wait message. */
export const CodeExhausted: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyPharmacySignupOtp: 'otpExhausted' } }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await reachCodeStep(canvasElement, NAME, SUBMIT);
    const code = canvas.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '000000');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Please wait 60 seconds')),
    );
  },
};

/** Change my details: back to the form with everything as it was typed. */
export const ChangeDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reachCodeStep(canvasElement, NAME, SUBMIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Change my details' }));
    await expect(await canvas.findByRole('textbox', { name: NAME })).toHaveValue('Al-Shifa Care');
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('03451234567');
  },
};
