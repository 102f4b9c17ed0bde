import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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

/** Details, code, then the hospital's sign-in page is next. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reachCodeStep(canvasElement, NAME, SUBMIT);
    await userEvent.type(canvas.getByRole('textbox', { name: '6-digit code' }), '482913');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your hospital account is active' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to your hospital account' })).toHaveAttribute(
      'href',
      '/hospital/login',
    );
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
