import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <nav aria-label="Example header">
          <a href="#one">One</a> <a href="#two">Two</a>
        </nav>
        <main id="story-main" tabIndex={-1}>
          <h1>Main content</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Out of sight until the first Tab; then it shows. (Following it is a same-page jump the site's browser suite
 * checks: a jump inside Storybook's frame would unload the test.)
 */
export const FirstTab: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const link = canvas.getByRole('link', { name: t('SkipLink.main') });
    await expect(link).toHaveAttribute('href', '#story-main');
    // Hidden from sight (clipped to a pixel) but not from screen readers.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(40);
    // The target can take focus, so the jump moves focus, not only the scroll position.
    await expect(canvas.getByRole('main')).toHaveAttribute('tabindex', '-1');
  },
};

/** In Urdu its words come from the catalog, and it sits at the inline start, the right-hand corner. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'مرکزی مواد پر جائیں' });
    await expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    const frame = link.offsetParent?.getBoundingClientRect() ?? document.body.getBoundingClientRect();
    await expect(frame.right - box.right).toBeLessThan(frame.width / 2);
  },
};
