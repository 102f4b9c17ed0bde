import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { parseSessionRecord, readPathMemory, readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { expectNoSignUpOffered } from '../../../stories/signedInChecks';
import { siteWords, uiWords } from '../../../stories/words';
import { expectHeaderSignedInIn } from './signedInStoryChecks';

const meta = {
  title: 'Pages/Portal/PharmacyLogin',
  component: SitePage,
  args: { path: '/pms/login' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Globals = Readonly<Record<string, unknown>>;

async function signIn(canvas: Canvas, globals: Globals) {
  const ui = uiWords(globals);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: siteWords(globals)('SignIn.emailOrPhone') }),
    '03211234567',
  );
  await userEvent.type(
    canvas.getByLabelText(ui('PasswordSignIn.password'), { selector: 'input' }),
    'Karachi#2024',
  );
  await userEvent.click(canvas.getByRole('button', { name: ui('PasswordSignIn.submit') }));
}

/**
 * Signed in: the record is stored, the header shows who is signed in, and the role's home page opens, saying what
 * their system does; nothing offers a sign-up.
 */
export const SignedIn: Story = {
  beforeEach: () => {
    // Signed out, and no page remembered: sign-in lands on the home page, not on a page an earlier story left.
    window.localStorage.removeItem('authToken');
    window.sessionStorage.clear();
    return () => {
      window.localStorage.removeItem('authToken');
    };
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.pharmacy.title') }),
    ).toBeVisible();
    await signIn(canvas, globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Business.pharmacy.title') }),
    ).toBeVisible();
    await expect(readSession(window.localStorage)).toEqual(parseSessionRecord(sessions.pharmacy));
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/pms/home'));
    const page = canvasElement.ownerDocument.body;
    await expectHeaderSignedInIn(globals, page, 'pharmacy', sessions.pharmacy.name);
    await expectNoSignUpOffered(page);
  },
};

/** Wrong credentials: one neutral message. */
export const WrongCredentials: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { pharmacyLogin: 'invalidCredentials' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await signIn(canvas, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteWords(globals)('SignIn.error.wrongCredentials'),
    );
  },
};
