import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';

const meta = {
  title: 'Pages/Portal/ClinicLogin',
  component: SitePage,
  args: { path: '/clinic-management-system/login' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => {
    window.localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function signIn(canvas: Canvas) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Email or mobile number' }),
    'owner@demo.aafiyat.pk',
  );
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'DemoClinic#2024');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** An owner of several branches picks one; the record keeps the chosen clinic. */
export const BranchChoice: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'New to Aafiyat? Sign up your clinic' }),
    ).toHaveAttribute('href', '/default/signup');
    await signIn(canvas);
    const radios = await canvas.findAllByRole('radio');
    await userEvent.click(radios[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('authToken') ?? 'null')).toMatchObject({
        role: 'clinic_owner',
      }),
    );
  },
};

/** One branch: no choice, straight in. */
export const SingleBranch: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { checkClinicBranches: 'singleBranch' } }) } },
  },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await waitFor(() => expect(window.localStorage.getItem('authToken')).not.toBeNull());
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Wrong password, or an unknown login: the same neutral message. */
export const WrongCredentials: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { checkClinicBranches: 'notFound' } }) } },
  },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That sign-in did not work. Check your login and password and try again.',
    );
  },
};

/** Forgotten password: request a code, check it, set a new password. */
export const ForgotPassword: Story = {
  args: { path: '/clinic-management-system/login?reset=password' },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email or mobile number' }),
      '03211234567',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '6-digit code' }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await userEvent.type(
      await canvas.findByLabelText('New password', { selector: 'input' }),
      'Clifton#Sea2025',
    );
    await userEvent.type(
      canvas.getByLabelText('Type the new password again', { selector: 'input' }),
      'Clifton#Sea2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByText('Your password is set')).toBeVisible();
  },
};
