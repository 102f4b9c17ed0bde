import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SitePage } from '../stories/SitePage';

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
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Aafiyat'));
    // The header and footer link to the same places: these are the page's own links.
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
  },
};
