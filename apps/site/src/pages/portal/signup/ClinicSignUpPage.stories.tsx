import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
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

const NAME = /Clinic name/;
const SUBMIT = 'Create clinic account';

/** The clinic sign-up as it opens. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign up your clinic' })).toBeVisible();
    await expect(canvas.queryByText('Chosen package')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
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
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Standard')).toBeVisible();
    const code = await reachCodeStep(canvasElement, NAME, SUBMIT);
    await userEvent.type(code.getByRole('textbox', { name: '6-digit code' }), '482913');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your clinic account is active' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign up your clinic' })).toBeVisible();
    await expect(canvas.queryByText('Chosen package')).toBeNull();
  },
};

/** The SMS with the code could not be sent: the server's words above the form, every detail kept as typed. */
export const SmsFailed: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { clinicSignup: 'smsFailed' } }) } } },
  play: async ({ canvas, canvasElement }) => {
    await fillBusinessSignUp(canvasElement, NAME);
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the SMS just now. Please try again shortly.',
    );
    await expect(canvas.getByRole('textbox', { name: NAME })).toHaveValue('Al-Shifa Care');
    await expect(canvas.getByRole('textbox', { name: /Owner’s full name/ })).toHaveValue('Usman Tariq');
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('03451234567');
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'usman.tariq@alshifa.pk',
    );
    await expect(canvas.getByRole('textbox', { name: /Address/ })).toHaveValue(
      '14 Main Boulevard, Gulberg III, Lahore',
    );
    await expect(canvas.queryByRole('heading', { name: 'Verify your mobile number' })).toBeNull();
  },
};
