import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { storyMessages } from '../../test-support/storyLocale';
import { withRecordedLinks, followedLinks } from '../../test-support/StoryLinks';
import { Prose, proseSizes } from './Prose';
import { proseHtmlFixture, proseUrduHtmlFixture } from './Prose.fixtures';

const meta = {
  title: 'Components/Prose',
  component: Prose,
  args: { html: proseHtmlFixture },
  argTypes: { size: { control: 'inline-radio', options: proseSizes } },
  decorators: [withRecordedLinks],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post's rendered Markdown: headings, lists, a quote, code, a table and links, at reading width. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    // The site's build writes the new-tab note into the HTML in the post's language: English here, whatever the
    // page's language.
    const newTab = storyMessages({ locale: 'en' })('Link.newTab');
    const section = canvas.getByRole('heading', { level: 2, name: 'Choosing a sunscreen' });
    await expect(section).toHaveAttribute('id', 'choosing-a-sunscreen');
    await expect(canvas.getByRole('heading', { level: 3, name: 'How much to use' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByText(/Clouds and dusty haze/).closest('blockquote')).not.toBeNull();

    // The external link opens a new tab without opener access, and its name says so.
    const external = canvas.getByRole('link', { name: `Pakistan Meteorological Department ${newTab}` });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const note = within(external).getByText(newTab);
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(1);

    // The table is named by its columns and reached by keyboard, so a wide table can be scrolled.
    const table = canvas.getByRole('region', { name: /^Table: Reading \(mmHg\)/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);

    // Comfortable measure: the text never grows past the reading width.
    const prose = canvas.getByText(/^From May to September/).parentElement as HTMLElement;
    const remWide =
      prose.getBoundingClientRect().width / parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(remWide).toBeLessThanOrEqual(42);
  },
};

/**
 * Tabbing moves through the links and the table's scroll region in reading order. Links inside `html` are plain
 * anchors (the HTML is static), so a site link there is a normal page load of a prerendered page.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Pakistan Meteorological Department/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: /^Table:/ })).toHaveFocus();
    await userEvent.tab();
    const internal = canvas.getByRole('link', { name: 'find a doctor near you' });
    await expect(internal).toHaveFocus();
    await expect(internal).toHaveAttribute('href', '/doctors/search');
    await expect(internal).not.toHaveAttribute('target');
  },
};

/** Larger body text for a post's page on wider screens. */
export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLElement;
    await expect(parseFloat(getComputedStyle(paragraph).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

/** React content instead of an HTML string gets the same typography. */
export const WithChildren: Story = {
  args: {
    html: undefined,
    children: (
      <>
        <Heading level={2}>Before your appointment</Heading>
        <p>Bring your previous prescriptions and any recent lab reports to your visit.</p>
        <ul>
          <li>Arrive ten minutes early.</li>
          <li>
            Questions? <Link href="/contactus">Contact us</Link>.
          </li>
        </ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Before your appointment' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: 'Contact us' }));
    await expect(followedLinks).toEqual(['/contactus']);
  },
};

/** Right to left: lists indent and the quote's rule sit on the right, the start side. */
export const RightToLeft: Story = {
  args: { html: proseUrduHtmlFixture, lang: 'ur' },
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'سن اسکرین کا انتخاب' })).toBeVisible();
    const quote = canvasElement.querySelector('blockquote') as HTMLElement;
    const style = getComputedStyle(quote);
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(0);
    await expect(parseFloat(style.borderLeftWidth)).toBe(0);
    const list = canvas.getByRole('list');
    await expect(parseFloat(getComputedStyle(list).paddingRight)).toBeGreaterThan(0);
  },
};

/** On a phone the text wraps and a wide table scrolls inside its region, never the page. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: /^Table:/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Forty paragraphs after the fixture: a post far longer than a screen. */
const longHtml = `${proseHtmlFixture}${Array.from(
  { length: 40 },
  (_, index) =>
    `<p><strong>Paragraph ${String(index + 1)}:</strong> drink water before you feel thirsty, rest in the shade at midday and check on elderly neighbours during a heat wave.</p>`,
).join('')}`;

/**
 * A long post on a phone: the blocks far below the first screen are skipped by the browser (styled, laid out and
 * painted only as they come near), yet read by screen readers and found by find-in-page.
 */
export const LongPost: Story = {
  args: { html: longHtml },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, step }) => {
    const first = canvas.getByText('Paragraph 1:');
    const last = canvas.getByText('Paragraph 40:');
    const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });
    await expect(getComputedStyle(last.parentElement as HTMLElement).contentVisibility).toBe('auto');
    await step('far below: not drawn, yet in the page', async () => {
      await waitFor(() => expect(drawn(last)).toBe(false));
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Choosing a sunscreen' }),
      ).toBeInTheDocument();
    });
    await step('scrolled to: drawn', async () => {
      last.scrollIntoView();
      await waitFor(() => expect(drawn(last)).toBe(true));
      await expect(last.getBoundingClientRect().height).toBeGreaterThan(0);
    });
    await step('scrolled back up: the blocks there are drawn again', async () => {
      first.scrollIntoView();
      await waitFor(() => expect(drawn(first)).toBe(true));
    });
  },
};
