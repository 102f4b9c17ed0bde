import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SitePage } from '../stories/SitePage';
import { siteWords } from '../stories/words';

const meta = {
  title: 'Pages/Not found',
  component: SitePage,
  args: { path: '/no-such-page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any address no route knows: a real 404 that says what happened and offers the way home and to the doctors. */
export const NotFound: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('NotFound.heading') })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('NotFound.meta.title')} · ${t('Shell.brand')}`));
    // The header and footer link to the same places: these are the page's own links.
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: t('NotFound.home') })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: t('NotFound.findDoctor') })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
  },
};
