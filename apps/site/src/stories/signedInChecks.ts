import { AVATAR_DESTINATIONS, SIGN_UP_ROUTES, type LoggedInRole } from '@aafiyat/domain';
import { accountDestinationLabel } from '@aafiyat/ui';
import { englishWords as t } from './words';
import { expect, within } from 'storybook/test';

const signUpPaths: readonly string[] = Object.values(SIGN_UP_ROUTES);

/**
 * A page story's check that the whole page (header, page, footer) offers no sign-up: no link to a sign-up page
 * and no link or button that says "sign up".
 */
export async function expectNoSignUpOffered(page: HTMLElement): Promise<void> {
  const links = within(page).queryAllByRole('link');
  const toSignUp = links.filter((link) => {
    const path = (link.getAttribute('href') ?? '').split(/[?#]/)[0] ?? '';
    return signUpPaths.includes(path);
  });
  await expect(toSignUp.map((link) => link.textContent)).toEqual([]);
  const offers = [...links, ...within(page).queryAllByRole('button')].filter((control) =>
    /sign\s*up/i.test(control.textContent),
  );
  await expect(offers.map((control) => control.textContent)).toEqual([]);
}

/**
 * A page story's check of the header's signed-in state: no Login menu; the avatar leads to the role's page; the
 * account menu is named by the person's whole name.
 */
export async function expectHeaderSignedIn(
  page: HTMLElement,
  role: LoggedInRole,
  name: string,
): Promise<void> {
  const header = within(within(page).getByRole('banner'));
  await expect(header.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  await expect(header.getByRole('link', { name: accountDestinationLabel(t, role) })).toHaveAttribute(
    'href',
    AVATAR_DESTINATIONS[role],
  );
  await expect(header.getByRole('button', { name: `${name}: account` })).toBeVisible();
}
