import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';

const meta = {
  title: 'Pages/Portal/PharmacyLogin',
  component: SitePage,
  args: { path: '/pms/login' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function signIn(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email or mobile number' }), '03211234567');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Karachi#2024');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** Signed in: who is signed in and where the work continues; no record is stored. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { getSession: 'networkError' } }) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to your pharmacy' }),
    ).toBeVisible();
    await signIn(canvas);
    await expect(await canvas.findByText(/Signed in as .+ \(pharmacy account\)/)).toBeVisible();
    await expect(window.localStorage.getItem('authToken')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** Wrong credentials: one neutral message. */
export const WrongCredentials: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { pharmacyLogin: 'invalidCredentials' } }) } },
  },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That sign-in did not work. Check your login and password and try again.',
    );
  },
};
