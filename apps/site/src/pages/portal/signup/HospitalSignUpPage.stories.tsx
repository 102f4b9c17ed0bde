import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { parseSessionRecord, readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { failureWords, siteWords, uiWords } from '../../../stories/words';
import { expectHeaderSignedInIn } from '../signin/signedInStoryChecks';
import { fillBusinessSignUp, reachCodeStep } from './signUpStorySteps';

const meta = {
  title: 'Pages/Portal/HospitalSignUp',
  component: SitePage,
  args: { path: '/hospital/signup' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Details, code, then the hospital is signed in and its home page is next. */
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
    const canvas = await reachCodeStep(
      canvasElement,
      globals,
      t('SignUp.hospital.businessName'),
      t('SignUp.hospital.submit'),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiWords(globals)('OtpCodeStep.label', { length: 6 }) }),
      '482913',
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignUp.hospital.active') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('SignUp.hospital.next') })).toHaveAttribute(
      'href',
      '/hospital/home',
    );
    await expect(readSession(window.localStorage)).toEqual(parseSessionRecord(sessions.hospital));
    await expectHeaderSignedInIn(
      globals,
      canvasElement.ownerDocument.body,
      'hospital',
      sessions.hospital.name,
    );
  },
};

/** The number is already registered: under the mobile number, which gets focus. */
export const DuplicatePhone: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { hospitalSignup: 'conflict' } }) } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await fillBusinessSignUp(canvasElement, globals, t('SignUp.hospital.businessName'));
    await userEvent.click(canvas.getByRole('button', { name: t('SignUp.hospital.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'An account with this mobile number already exists.', 'Refusal.phoneTaken'),
    );
    await expect(
      canvas.getByRole('textbox', { name: uiWords(globals)('HelplineDialog.phoneLabel') }),
    ).toHaveFocus();
  },
};

/** No network: the plain sentence, and the form is kept. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { hospitalSignup: 'networkError' } }) } },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const name = t('SignUp.hospital.businessName');
    await fillBusinessSignUp(canvasElement, globals, name);
    await userEvent.click(canvas.getByRole('button', { name: t('SignUp.hospital.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'Could not reach Aafiyat', 'Refusal.network'),
    );
    await expect(canvas.getByRole('textbox', { name })).toHaveValue('Al-Shifa Care');
  },
};
