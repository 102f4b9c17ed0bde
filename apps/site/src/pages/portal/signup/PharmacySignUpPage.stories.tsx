import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { parseSessionRecord, readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSignUpOffered } from '../../../stories/signedInChecks';
import { SitePage } from '../../../stories/SitePage';
import { storyLocale } from '../../../../../../packages/ui/src/test-support/storyLocale';
import { failureWords, siteWords, uiWords } from '../../../stories/words';
import { expectHeaderSignedInIn } from '../signin/signedInStoryChecks';
import { fillBusinessSignUp, reachCodeStep } from './signUpStorySteps';

const meta = {
  title: 'Pages/Portal/PharmacySignUp',
  component: SitePage,
  args: { path: '/pms/signup' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Readonly<Record<string, unknown>>;

/** The business name's label and the submit button's, in the story's language. */
function labels(globals: Globals) {
  const t = siteWords(globals);
  return { name: t('SignUp.pharmacy.businessName'), submit: t('SignUp.pharmacy.submit') };
}

/** Fills the form and sends it. */
async function fillAndSend(canvasElement: HTMLElement, globals: Globals) {
  const { name, submit } = labels(globals);
  await fillBusinessSignUp(canvasElement, globals, name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
}

/** The code step's box. */
async function codeBox(canvasElement: HTMLElement, globals: Globals) {
  const { name, submit } = labels(globals);
  const canvas = await reachCodeStep(canvasElement, globals, name, submit);
  return {
    canvas,
    code: canvas.getByRole('textbox', { name: uiWords(globals)('OtpCodeStep.label', { length: 6 }) }),
  };
}

/** The page as it opens: the heading, the form and the way to sign in instead; not indexed. */
export const Form: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignUp.pharmacy.heading') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('SignUp.pharmacy.intro'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels(globals).name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('SignUp.signIn') })).toHaveAttribute(
      'href',
      '/pms/login',
    );
    await waitFor(() => expect(document.title).toBe(`${t('SignUp.pharmacy.heading')} · ${t('Shell.brand')}`));
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
  play: async ({ canvasElement, globals }) => {
    const t = siteWords(globals);
    const { canvas, code } = await codeBox(canvasElement, globals);
    await expect(canvas.getByText('0345*****67')).toBeVisible();
    await userEvent.type(code, '482913');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignUp.pharmacy.active') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('SignUp.verified'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('SignUp.pharmacy.next') })).toHaveAttribute(
      'href',
      '/pms/home',
    );
    await expect(readSession(window.localStorage)).toEqual(parseSessionRecord(sessions.pharmacy));
    await expectHeaderSignedInIn(
      globals,
      canvasElement.ownerDocument.body,
      'pharmacy',
      sessions.pharmacy.name,
    );
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
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('SignUp.signedIn') })).toBeVisible();
    await expect(
      canvas.getByText(t('SignUp.signedInAs', { name: sessions.pharmacy.name }), { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: t('SignUp.pharmacy.heading') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('SignUp.pharmacy.intro'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: labels(globals).name })).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', {
        name: uiWords(globals)('Account.destination.pharmacy'),
      }),
    ).toHaveAttribute('href', '/pms/home');
    // The whole page offers no sign-up. (On the Urdu page the language switch leads to this same page in English,
    // which the shared check, knowing no language switch, would count as an offer: there, the page's own part.)
    const page = canvasElement.ownerDocument.body;
    await expectNoSignUpOffered(storyLocale(globals) === 'ur' ? canvas.getByRole('main') : page);
  },
};

/** While the sign-up is sent, the button is busy. */
export const Pending: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'slow' } }) } } },
  play: async ({ canvas, canvasElement, globals }) => {
    await fillAndSend(canvasElement, globals);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: new RegExp(labels(globals).submit) })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The email belongs to an active pharmacy: the server's words, under the email too; nothing typed is lost. */
export const DuplicateEmail: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'conflict' } }) } } },
  play: async ({ canvas, canvasElement, globals }) => {
    await fillAndSend(canvasElement, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'An account with this email address already exists.', 'Refusal.emailTaken'),
    );
    const email = canvas.getByRole('textbox', { name: uiWords(globals)('DemoRequestDialog.emailLabel') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('usman.tariq@alshifa.pk');
    await expect(canvas.getByRole('textbox', { name: labels(globals).name })).toHaveValue('Al-Shifa Care');
  },
};

/** Too many sign-ups: how long to wait, from Retry-After, in the page's words. */
export const RateLimited: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'rateLimited' } }) } },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await fillAndSend(canvasElement, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteWords(globals)('SignIn.error.waitSeconds', { seconds: 60 }),
    );
  },
};

/** The server fails: its message above the form. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { pharmacySignup: 'serverError' } }) } },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await fillAndSend(canvasElement, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'Something went wrong try again!', 'Refusal.failed'),
    );
  },
};

/** A wrong code: the server's words under the code box; the step stays. */
export const WrongCode: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyPharmacySignupOtp: 'otpInvalid' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const { code } = await codeBox(canvasElement, globals);
    await userEvent.type(code, '111111');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        failureWords(
          globals,
          'The code is incorrect. Please check the SMS and try again.',
          'Refusal.otpInvalid',
        ),
      ),
    );
    await expect(code).toHaveValue('111111');
  },
};

/** Too many wrong codes: the wait message. */
export const CodeExhausted: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyPharmacySignupOtp: 'otpExhausted' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const { code } = await codeBox(canvasElement, globals);
    await userEvent.type(code, '000000');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining(siteWords(globals)('SignIn.error.waitSeconds', { seconds: 60 })),
      ),
    );
  },
};

/** Change my details: back to the form with everything as it was typed. */
export const ChangeDetails: Story = {
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const { canvas } = await codeBox(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: ui('SignUpOtpStep.changeDetails') }));
    await expect(await canvas.findByRole('textbox', { name: labels(globals).name })).toHaveValue(
      'Al-Shifa Care',
    );
    await expect(canvas.getByRole('textbox', { name: ui('HelplineDialog.phoneLabel') })).toHaveValue(
      '03451234567',
    );
  },
};
