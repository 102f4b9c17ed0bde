import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { failureWords, siteWords, uiWords } from '../../../stories/words';
import { fillBusinessSignUp, reachCodeStep } from './signUpStorySteps';

const meta = {
  title: 'Pages/Portal/ClinicSignUp',
  component: SitePage,
  args: { path: '/default/signup' },
  parameters: { layout: 'fullscreen' },
  // The clinic's verification signs the owner in: leave no session behind for the next story.
  beforeEach: () => () => {
    window.localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The clinic sign-up as it opens. */
export const Form: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignUp.clinic.heading') }),
    ).toBeVisible();
    await expect(canvas.queryByText(uiWords(globals)('BusinessSignUpForm.chosenPackage'))).toBeNull();
    await expect(canvas.getByRole('link', { name: t('SignUp.signIn') })).toHaveAttribute(
      'href',
      '/clinic-management-system/login',
    );
  },
};

/**
 * Arrived from the Standard card (`?package=2`): the package is shown; the verification signs the owner in
 * (the record is stored) and the dashboard is next.
 */
export const WithPackageSignedIn: Story = {
  args: { path: '/default/signup?package=2' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText('Standard')).toBeVisible();
    const code = await reachCodeStep(
      canvasElement,
      globals,
      t('SignUp.clinic.businessName'),
      t('SignUp.clinic.submit'),
    );
    await userEvent.type(
      code.getByRole('textbox', { name: uiWords(globals)('OtpCodeStep.label', { length: 6 }) }),
      '482913',
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignUp.clinic.active') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('SignUp.clinic.ready'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('SignUp.clinic.next') })).toHaveAttribute(
      'href',
      '/cms/dashboard/dashboard-clinic',
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}')).toMatchObject({
        role: 'clinic_owner',
      }),
    );
  },
};

/** A package the list does not have is not shown (and not sent). */
export const UnknownPackage: Story = {
  args: { path: '/default/signup?package=999' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: siteWords(globals)('SignUp.clinic.heading') }),
    ).toBeVisible();
    await expect(canvas.queryByText(uiWords(globals)('BusinessSignUpForm.chosenPackage'))).toBeNull();
  },
};

/** The SMS with the code could not be sent: the server's words above the form, every detail kept as typed. */
export const SmsFailed: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { clinicSignup: 'smsFailed' } }) } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const name = t('SignUp.clinic.businessName');
    await fillBusinessSignUp(canvasElement, globals, name);
    await userEvent.click(canvas.getByRole('button', { name: t('SignUp.clinic.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(
        globals,
        'We could not send the SMS just now. Please try again shortly.',
        'Refusal.smsFailed',
      ),
    );
    await expect(canvas.getByRole('textbox', { name })).toHaveValue('Al-Shifa Care');
    await expect(canvas.getByRole('textbox', { name: ui('BusinessSignUpForm.ownerName') })).toHaveValue(
      'Usman Tariq',
    );
    await expect(canvas.getByRole('textbox', { name: ui('HelplineDialog.phoneLabel') })).toHaveValue(
      '03451234567',
    );
    await expect(canvas.getByRole('textbox', { name: ui('DemoRequestDialog.emailLabel') })).toHaveValue(
      'usman.tariq@alshifa.pk',
    );
    await expect(canvas.getByRole('textbox', { name: ui('BusinessSignUpForm.address') })).toHaveValue(
      '14 Main Boulevard, Gulberg III, Lahore',
    );
    await expect(canvas.queryByRole('heading', { name: t('SignUp.verifyHeading') })).toBeNull();
  },
};
