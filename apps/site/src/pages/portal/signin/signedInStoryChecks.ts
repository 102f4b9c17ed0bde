import { AVATAR_DESTINATIONS, type LoggedInRole } from '@aafiyat/domain';
import { accountDestinationLabel } from '@aafiyat/ui';
import { expect, within } from 'storybook/test';
import { uiWords } from '../../../stories/words';

/**
 * The header's signed-in state, in the story's language (stories/signedInChecks' `expectHeaderSignedIn`, which
 * knows the English words only): no Login menu; the avatar leads to the role's page; the account menu is named
 * by the person's whole name.
 */
export async function expectHeaderSignedInIn(
  globals: Readonly<Record<string, unknown>>,
  page: HTMLElement,
  role: LoggedInRole,
  name: string,
): Promise<void> {
  const ui = uiWords(globals);
  const header = within(within(page).getByRole('banner'));
  await expect(header.queryByRole('button', { name: ui('Account.login') })).not.toBeInTheDocument();
  await expect(header.getByRole('link', { name: accountDestinationLabel(ui, role) })).toHaveAttribute(
    'href',
    AVATAR_DESTINATIONS[role],
  );
  await expect(header.getByRole('button', { name: ui('Account.menu', { name }) })).toBeVisible();
}
