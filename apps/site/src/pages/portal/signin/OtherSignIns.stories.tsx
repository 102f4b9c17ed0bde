import { signInRoleLabel } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPlainLinkRow } from '../../../stories/linkRows';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';

const meta = {
  title: 'Pages/Portal/OtherSignIns',
  component: SitePage,
  args: { path: '/doctor/login' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Sign in as someone else": the other roles' sign-in pages as a row of links, with no bullets between them. */
export const Desktop: Story = {
  play: async ({ canvas, globals }) => {
    const others = await canvas.findByRole('navigation', { name: siteWords(globals)('SignIn.frame.others') });
    await expect(within(others).getAllByRole('link')).toHaveLength(5);
    await expectPlainLinkRow(within(others).getByRole('list'));
  },
};

/** On a 360 px phone the row wraps onto several lines, still with no bullets against the links. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    await expect(window.innerWidth).toBe(360);
    const others = await canvas.findByRole('navigation', { name: siteWords(globals)('SignIn.frame.others') });
    await expectPlainLinkRow(within(others).getByRole('list'));
  },
};

/**
 * Each role reads the same here as in the footer's Sign In column (and the header's Login menu, which shares its
 * list): one name per role, in sentence case, across the site.
 */
export const SameRoleNames: Story = {
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const others = await canvas.findByRole('navigation', { name: siteWords(globals)('SignIn.frame.others') });
    const footer = await canvas.findByRole('navigation', { name: ui('SiteFooter.signIn') });
    const footerNames = new Map(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    );
    const rows = within(others).getAllByRole('link');
    await expect(rows.map((link) => link.textContent)).toEqual(
      rows.map((link) => footerNames.get(link.getAttribute('href'))),
    );
    await expect(
      within(others).getByRole('link', { name: signInRoleLabel(ui, 'clinic_owner') }),
    ).toHaveAttribute('href', '/clinic-management-system/login');
  },
};
