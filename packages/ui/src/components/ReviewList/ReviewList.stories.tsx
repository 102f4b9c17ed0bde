import { REVIEW_TEXT_MAX_LENGTH } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatIsoDate } from '../../i18n/format';
import { Button } from '../../primitives/Button';
import { storyMessages } from '../../test-support/storyLocale';
import { ReviewList, type ReviewItem } from './ReviewList';

/** Four reviews as the API answers them, newest first: English, Urdu, Roman Urdu, and stars without words. */
const reviews: readonly ReviewItem[] = [
  {
    id: 41,
    author: 'Ayesha K.',
    rating: 5,
    text: 'Dr. Sana listened to everything and explained my reports clearly.\nThe clinic saw me on time.',
    date: '2026-11-12',
  },
  {
    id: 38,
    author: 'محمد خ.',
    rating: 4,
    text: 'ڈاکٹر صاحبہ نے بہت تسلی سے بات سنی اور دوائی سمجھائی۔\nانتظار تھوڑا زیادہ تھا۔',
    date: '2026-11-08',
  },
  {
    id: 'legacy-7',
    author: 'Bilal A.',
    rating: 3,
    text: 'Doctor sahiba bohat achi hain, lekin clinic mein rush bohat zyada tha.',
    date: '2026-10-30',
  },
  { id: 12, author: 'Fatima', rating: 2, text: '', date: '2026-10-02' },
];

/**
 * A review of exactly 1,000 characters: paragraphs, a blank line, and an unbroken run (a pasted link) that must
 * wrap on a phone.
 */
const longText = (() => {
  const opening =
    'I had been to three doctors before for the same chest pain and nobody took the time to listen.\n\n' +
    'https://example.pk/' +
    'a'.repeat(180) +
    '\n';
  const sentence = 'Dr. Sana asked about my diet, my sleep and my family history, and explained each test. ';
  const body = sentence.repeat(Math.ceil(REVIEW_TEXT_MAX_LENGTH / sentence.length));
  return (opening + body).slice(0, REVIEW_TEXT_MAX_LENGTH - 1) + '.';
})();

const moreReviews = fn();

const meta = {
  title: 'Components/ReviewList',
  component: ReviewList,
  args: { reviews },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Several reviews in the caller's order, each an article named by its author's heading: the day in words, the
 * rating in words (the stars are for the eye), "Verified visit", and the words with their line breaks. A review in
 * Urdu reads right to left on an English page; one without words shows its stars alone.
 */
export const Several: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Not sorted: the order given.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ayesha K.',
      'محمد خ.',
      'Bilal A.',
      'Fatima',
    ]);

    const ayesha = within(canvas.getByRole('article', { name: 'Ayesha K.' }));
    const day = ayesha.getByText(formatIsoDate(t, '2026-11-12') ?? '');
    await expect(day.tagName).toBe('TIME');
    await expect(day).toHaveAttribute('dateTime', '2026-11-12');
    await expect(ayesha.getByText(t('ReviewList.rated', { rating: 5, max: 5 }))).toBeVisible();
    await expect(ayesha.getByText(t('ReviewList.verified'))).toBeVisible();
    const words = ayesha.getByText(/listened to everything/);
    await expect(words.textContent).toContain('clearly.\nThe clinic');
    await expect(getComputedStyle(words).whiteSpace).toBe('pre-line');
    // The stars are drawn for the eye only.
    const stars = canvas.getByRole('article', { name: 'Ayesha K.' }).querySelector('[data-rating]');
    await expect(stars).toHaveAttribute('aria-hidden', 'true');
    await expect(stars?.querySelectorAll('[data-fill="filled"]')).toHaveLength(5);

    const urduReview = within(canvas.getByRole('article', { name: 'محمد خ.' }));
    await expect(urduReview.getByText(t('ReviewList.rated', { rating: 4, max: 5 }))).toBeVisible();
    await expect(getComputedStyle(urduReview.getByText(/تسلی سے بات سنی/)).direction).toBe('rtl');
    const roman = within(canvas.getByRole('article', { name: 'Bilal A.' }));
    await expect(getComputedStyle(roman.getByText(/Doctor sahiba/)).direction).toBe('ltr');

    const fatima = canvas.getByRole('article', { name: 'Fatima' });
    await expect(within(fatima).getByText(t('ReviewList.rated', { rating: 2, max: 5 }))).toBeVisible();
    await expect(fatima.querySelector('p[dir="auto"]')).toBeNull();
  },
};

/** Under a level-3 heading of the page, each author's heading is a level 4. */
export const HeadingLevel4: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** The longest review, 1,000 characters with an unbroken link, on a 360 px phone: it wraps, nothing overflows. */
export const LongReview: Story = {
  args: { reviews: [{ id: 1, author: 'Ayesha K.', rating: 4, text: longText, date: '2026-11-12' }] },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const words = canvas.getByText(/three doctors before/);
    await expect(words.textContent).toHaveLength(REVIEW_TEXT_MAX_LENGTH);
    await expect(getComputedStyle(words).overflowWrap).toBe('anywhere');
    await expect(words.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Markup in a review is shown as the patient wrote it, never run. */
export const MarkupShownAsText: Story = {
  args: {
    reviews: [
      {
        id: 1,
        author: '<b>Ayesha</b> K.',
        rating: 1,
        text: '<script>alert("x")</script> <img src=x onerror="alert(1)"> <b>Rude</b> staff',
        date: '2026-11-12',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('<script>alert("x")</script> <img src=x onerror="alert(1)"> <b>Rude</b> staff'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '<b>Ayesha</b> K.' })).toBeVisible();
    await expect(canvasElement.querySelector('article b, article img, article script')).toBeNull();
  },
};

/** A rating that is not 1 to 5, or a date that is no day, is left out rather than guessed. */
export const InvalidValues: Story = {
  args: { reviews: [{ id: 1, author: 'Ayesha K.', rating: 0, text: 'Good.', date: '2026-02-30' }] },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('article', { name: 'Ayesha K.' })).toBeVisible();
    await expect(canvasElement.querySelector('time, [data-rating]')).toBeNull();
    await expect(canvas.getByText(t('ReviewList.verified'))).toBeVisible();
  },
};

/** No reviews yet: one sentence says who may review, and there is no list. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('ReviewList.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The caller's footer (here a "more reviews" button) comes after the list and works from the keyboard. */
export const WithFooter: Story = {
  args: {
    footer: (
      <Button variant="outline" onClick={moreReviews}>
        More reviews
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const more = canvas.getByRole('button', { name: 'More reviews' });
    await expect(list.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(moreReviews).toHaveBeenCalled();
  },
};

const urdu = { locale: 'ur' } as const;

/**
 * In Urdu: the days, the ratings and the badge in Urdu with Western digits; an English name and English words keep
 * their own direction.
 */
export const Urdu: Story = {
  globals: urdu,
  play: async ({ canvas }) => {
    const ayesha = canvas.getByRole('article', { name: 'Ayesha K.' });
    await expect(ayesha.closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(within(ayesha).getByText('12 نومبر 2026')).toBeVisible();
    await expect(within(ayesha).getByText('ریٹنگ: 5 میں سے 5')).toBeVisible();
    await expect(within(ayesha).getByText('تصدیق شدہ اپائنٹمنٹ')).toBeVisible();
    await expect(getComputedStyle(within(ayesha).getByText(/listened to everything/)).direction).toBe('ltr');
    await expect(within(ayesha).getByText('Ayesha K.').tagName).toBe('BDI');
    const urduReview = canvas.getByRole('article', { name: 'محمد خ.' });
    await expect(within(urduReview).getByText('8 نومبر 2026')).toBeVisible();
    await expect(getComputedStyle(within(urduReview).getByText(/تسلی سے بات سنی/)).direction).toBe('rtl');
  },
};

/** In Urdu, with no reviews yet. */
export const UrduEmpty: Story = {
  ...Empty,
  globals: urdu,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'ابھی کوئی ریویو نہیں۔ صرف وہی مریض ریویو دے سکتے ہیں جنہوں نے عافیت کے ذریعے اس ڈاکٹر کو دکھایا ہو۔',
      ),
    ).toBeVisible();
  },
};

/** In Urdu on a 360 px phone, the longest review: nothing overflows. */
export const UrduLongReview: Story = { ...LongReview, globals: { ...urdu, viewport: { value: 'phone360' } } };
