import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../../layout/Box';
import { followedLinks, withRecordedLinks } from '../../test-support/StoryLinks';
import { storyMessages } from '../../test-support/storyLocale';
import { BlogCard, formatPostDate, readingTimeLabel } from './BlogCard';

const meta = {
  title: 'Components/BlogCard',
  component: BlogCard,
  args: {
    title: 'Sunscreen in a Pakistani summer, without the guesswork',
    href: '/blogs/sunscreen-in-pakistani-summers',
    category: 'Beauty and skin care',
    date: '2026-06-02',
    description:
      'How to choose, apply and reapply sunscreen when the summer sun in Lahore, Karachi or Multan is at its strongest.',
    readingMinutes: 3,
  },
  decorators: [withRecordedLinks],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post in a list: the title links to it; category, date and reading time follow the summary. */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const card = canvas.getByRole('article', {
      name: 'Sunscreen in a Pakistani summer, without the guesswork',
    });
    const link = within(card).getByRole('link', {
      name: 'Sunscreen in a Pakistani summer, without the guesswork',
    });
    await expect(link).toHaveAttribute('href', '/blogs/sunscreen-in-pakistani-summers');
    await expect(within(card).getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(within(card).getByText('Beauty and skin care')).toBeVisible();
    const time = card.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-06-02');
    await expect(time).toHaveTextContent(formatPostDate(t, '2026-06-02'));
    await expect(within(card).getByText(readingTimeLabel(t, 3))).toBeVisible();
  },
};

/** The whole card is the link's target: a click on the summary opens the post; keyboard focus lands on the title. */
export const WholeCardClickable: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Sunscreen in a Pakistani summer/ });
    // A pointer over the summary is over the title link's stretched layer.
    const box = canvas.getByText(/How to choose, apply and reapply/).getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
    await userEvent.click(link);
    await expect(followedLinks).toEqual(['/blogs/sunscreen-in-pakistani-summers']);
    // From the top of the page, the title link is the card's one tab stop.
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(followedLinks).toEqual([
      '/blogs/sunscreen-in-pakistani-summers',
      '/blogs/sunscreen-in-pakistani-summers',
    ]);
  },
};

/** On a list page with no section headings, titles are level 2. */
export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Sunscreen in a Pakistani summer/,
    );
  },
};

/** Long titles and summaries wrap inside the card. */
export const LongText: Story = {
  args: {
    title:
      'Keeping skin calm through heat, sweat, humidity, load-shedding and long commutes in a Karachi summer',
    description:
      'Prickly heat, greasy skin and fungal rashes are common in a Pakistani summer. Here is a simple routine that keeps them in check without expensive products.',
    readingMinutes: 12,
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(readingTimeLabel(t, 12))).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A row of cards, as on a category page: the meta lines line up at the bottom. */
export const Grid: Story = {
  render: (args) => (
    <Box as="ul" display="grid" gridTemplateColumns={['1', '2', '3']} gap="large" paddingInlineStart="none">
      {[
        args,
        {
          ...args,
          title: 'Hair fall: what is normal, what is not, and what helps',
          href: '/blogs/hair-fall',
          description: 'Losing some hair every day is normal.',
          date: '2026-09-03',
        },
        {
          ...args,
          title: 'Keeping skin calm through heat, sweat and humidity',
          href: '/blogs/summer-skin',
          date: '2026-07-14',
        },
      ].map((card) => (
        <Box as="li" key={card.href} display="flex">
          <BlogCard {...card} />
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getByText(formatPostDate(t, '2026-09-03'))).toBeVisible();
  },
};

/** In Urdu, with an Urdu title: the date and reading time in Urdu; the badge and date follow reading order. */
export const Urdu: Story = {
  args: {
    title: 'گرمیوں میں سن اسکرین کا درست استعمال',
    category: 'حسن اور جلد',
    description: 'تیز دھوپ میں سن اسکرین کیسے چنیں، کتنی لگائیں اور کب دوبارہ لگائیں۔',
  },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('حسن اور جلد');
    const time = canvas.getByRole('article').querySelector('time') as HTMLElement;
    // In rtl the badge comes first from the right.
    await expect(badge.getBoundingClientRect().left).toBeGreaterThan(time.getBoundingClientRect().left);
    await expect(time).toHaveAttribute('datetime', '2026-06-02');
    await expect(time).toHaveTextContent('2 جون 2026');
    await expect(canvas.getByText(/پڑھنے میں \d+ منٹ/)).toBeVisible();
  },
};

/** On a phone the card fills the width and nothing scrolls sideways. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
