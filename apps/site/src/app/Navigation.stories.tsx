import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../stories/SitePage';
import { helplineDialogTitle } from '@aafiyat/ui';
import { siteWords, uiWords } from '../stories/words';

const meta = {
  title: 'Site/Navigation',
  component: SitePage,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A link followed from the bottom of a page opens the next page at its top, and focus, which went away with the
 * old page's link, lands on the main landmark (as the skip link puts it), so the next Tab starts in the new
 * page's content rather than at the document's start or wherever the old link was.
 */
export const NextPageStartsAtTheTop: Story = {
  args: { path: '/about' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await canvas.findByRole('heading', { level: 1 });
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('The story has no window.');
    const footer = within(await canvas.findByRole('contentinfo'));
    const contact = footer.getByRole('link', { name: t('Shell.company.contact') });
    contact.scrollIntoView();
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    contact.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: t('Contact.intro.heading') });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.id).toBe('main'));
    await expect(view.scrollY).toBe(0);
  },
};

/**
 * Request a call back sits in the home page's below-the-fold part, which hydrates from its own chunk: opening the
 * helpline re-renders the page, and the part must stay the same elements, so closing the dialog gives focus back to
 * the very button that opened it.
 */
export const CallBackGivesFocusBack: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const callBack = await canvas.findByRole('button', { name: t('Home.apps.callBack') });
    await userEvent.click(callBack);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: helplineDialogTitle(ui) });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(callBack).toBeInTheDocument();
    await expect(callBack).toHaveFocus();
  },
};

/**
 * A number that already asked for a call-back today: the server answers `already_received` and stores nothing,
 * and the dialog confirms it as received (a positive confirmation with Done), never as a failure to retry.
 */
export const CallBackAlreadyReceived: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addHelplineCallback: 'alreadyReceived' } }) } },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('Home.apps.callBack') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: helplineDialogTitle(ui) });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: ui('HelplineDialog.phoneLabel') }),
      '0300 1234567',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: ui('HelplineDialog.submit') }));
    const confirmation = await within(dialog).findByRole('alert');
    await expect(confirmation).toHaveTextContent(ui('HelplineDialog.alreadyReceived'));
    await expect(confirmation).toHaveAttribute('data-tone', 'positive');
    await expect(dialog).not.toHaveTextContent(ui('HelplineDialog.failed'));
    await expect(within(dialog).getByRole('button', { name: ui('Common.done') })).toBeVisible();
  },
};
