import { createHandlers, sessions } from '@aafiyat/api/mocks';
import { parseSessionRecord, readPathMemory, readSession } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { expectNoSignUpOffered } from '../../../stories/signedInChecks';
import { siteWords, uiWords } from '../../../stories/words';
import { expectHeaderSignedInIn } from './signedInStoryChecks';

const meta = {
  title: 'Pages/Portal/HospitalLogin',
  component: SitePage,
  args: { path: '/hospital/login' },
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
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.hospital.title') }),
    ).toBeVisible();
    await signIn(canvas, globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Business.hospital.title') }),
    ).toBeVisible();
    await expect(readSession(window.localStorage)).toEqual(parseSessionRecord(sessions.hospital));
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/hospital/home'));
    const page = canvasElement.ownerDocument.body;
    await expectHeaderSignedInIn(globals, page, 'hospital', sessions.hospital.name);
    await expectNoSignUpOffered(page);
  },
};

/** Wrong credentials: one neutral message. */
export const WrongCredentials: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { hospitalLogin: 'invalidCredentials' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await signIn(canvas, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteWords(globals)('SignIn.error.wrongCredentials'),
    );
  },
};

/** Someone already signed in: told who they are, with a link to their page, and not offered a sign-up. */
export const AlreadySignedIn: Story = {
  beforeEach: () => {
    window.localStorage.setItem('authToken', JSON.stringify(sessions.hospital));
    return () => {
      window.localStorage.removeItem('authToken');
    };
  },
  parameters: { msw: { handlers: { api: createHandlers({ session: sessions.hospital }) } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText(t('SignIn.frame.signedIn'))).toBeVisible();
    await expect(
      canvas.getByText(t('SignIn.frame.signedInAs', { name: sessions.hospital.name }), { exact: false }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('link', { name: uiWords(globals)('Account.destination.hospital') }),
    ).toHaveAttribute('href', '/hospital/home');
    const page = canvasElement.ownerDocument.body;
    await expectHeaderSignedInIn(globals, page, 'hospital', sessions.hospital.name);
    await expectNoSignUpOffered(page);
  },
};

/** Signed out: the page offers a sign-up to hospitals new to Aafiyat. */
export const OffersSignUp: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('link', { name: siteWords(globals)('SignIn.frame.signUp.hospital') }),
    ).toHaveAttribute('href', '/hospital/signup');
  },
};
