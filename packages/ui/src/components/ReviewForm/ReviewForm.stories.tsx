import { REVIEW_TEXT_MAX_LENGTH, type ReviewRating } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Translate } from '../../i18n/translator';
import { CHARACTER_COUNT_ANNOUNCE_DELAY_MS } from '../../primitives/Field/CharacterCount';
import { storyMessages } from '../../test-support/storyLocale';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';

/** A star's radio as a screen reader names it ("4 stars — Very good"), in the story's language. */
function starName(t: Translate, stars: ReviewRating): string {
  return t('RatingInput.option', { stars, word: t(`RatingInput.word.${stars}` as const) });
}

/** The count under the text, as it is seen ("17 of 1,000"). */
function countWords(t: Translate, count: string): string {
  return t('ReviewForm.count', { count, max: '1,000' });
}

/** The form's parts, found by the names the story's language gives them. */
function parts(canvasElement: HTMLElement, t: Translate) {
  const canvas = within(canvasElement);
  return {
    stars: canvas.getByRole('group', { name: t('ReviewForm.rating') }),
    text: canvas.getByRole('textbox', { name: t('ReviewForm.text') }),
    send: canvas.getByRole('button', { name: t('ReviewForm.submit') }),
    star: (stars: ReviewRating) => canvas.getByRole('radio', { name: starName(t, stars) }),
  };
}

/** Whether one of the live regions says `words`. */
function announced(canvasElement: HTMLElement, words: string): boolean {
  return within(canvasElement)
    .getAllByRole('status')
    .some((status) => status.textContent === words);
}

/** Longer than the count's announce delay, so a test waits past it. */
const PAST_THE_PAUSE = { timeout: CHARACTER_COUNT_ANNOUNCE_DELAY_MS * 3 };

const meta = {
  title: 'Components/ReviewForm',
  component: ReviewForm,
  args: {
    doctorName: 'Dr. Sana Mirza',
    visitLabel: 'In-clinic visit on 20 November 2026',
    onSubmit: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A blank form named by the doctor: the visit, the stars with none chosen, the optional words described by how the
 * author is named and the limit, the count at 0 of 1,000, Send review and Cancel.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = canvas.getByRole('form', { name: t('ReviewForm.about', { doctor: 'Dr. Sana Mirza' }) });
    await expect(within(form).getByText('In-clinic visit on 20 November 2026')).toBeVisible();
    const { stars, text, send } = parts(canvasElement, t);
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    for (const radio of within(stars).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(text).toHaveValue('');
    await expect(text).toHaveAccessibleDescription(
      `${t('ReviewForm.nameHint')} ${t('CharacterCount.limit', { max: REVIEW_TEXT_MAX_LENGTH })}`,
    );
    await expect(canvas.getByText(countWords(t, '0'))).toBeVisible();
    await expect(send).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('ReviewForm.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Sending without stars: the sentence under the stars, the group marked, focus on the first star, nothing sent and
 * the words kept. Choosing a star takes the sentence away; sending again sends.
 */
export const MissingRating: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await userEvent.type(form.text, 'Very kind doctor.');
    await userEvent.click(form.send);
    const message = t('ReviewForm.ratingRequired', { min: 1, max: 5 });
    await expect(form.stars).toHaveAttribute('aria-invalid', 'true');
    await expect(form.stars).toHaveAccessibleDescription(message);
    await expect(within(form.stars).getByText(message)).toBeVisible();
    await expect(form.star(1)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(form.text).toHaveValue('Very kind doctor.');

    await userEvent.click(form.star(4));
    await expect(form.stars).not.toHaveAttribute('aria-invalid');
    await userEvent.click(form.send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Very kind doctor.' });
  },
};

/**
 * Words past 1,000 characters (pasting is never cut short): the count turns critical, sending says the limit under
 * the text and focuses it, keeping every character; one character fewer, and it sends.
 */
export const TooLong: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await userEvent.click(form.star(2));
    await userEvent.click(form.text);
    await userEvent.paste('x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1));
    const count = canvas.getByText(countWords(t, '1,001'));
    await expect(count.parentElement).toHaveAttribute('data-state', 'over');
    await userEvent.click(form.send);
    const message = t('ReviewForm.textTooLong', { max: '1,000' });
    await expect(form.text).toHaveAttribute('aria-invalid', 'true');
    await expect(form.text).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(form.text).toHaveFocus();
    await expect(form.text).toHaveValue('x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Backspace}');
    await expect(form.text).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.click(form.send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 2, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH) });
  },
};

/** Both wrong: both sentences shown, and focus goes to the first field at fault, the stars. */
export const BothProblems: Story = {
  args: { initial: { text: 'y'.repeat(REVIEW_TEXT_MAX_LENGTH + 20) } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await userEvent.click(form.send);
    await expect(form.stars).toHaveAttribute('aria-invalid', 'true');
    await expect(form.text).toHaveAttribute('aria-invalid', 'true');
    await expect(form.star(1)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Typing: the words stay as typed (line breaks too) and the count follows; far from the limit nothing is announced,
 * so a screen reader is not interrupted.
 */
export const TypingCounts: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await userEvent.type(form.text, 'Very kind doctor.{Enter}She explained everything.');
    await expect(form.text).toHaveValue('Very kind doctor.\nShe explained everything.');
    const count = canvas.getByText(countWords(t, '43'));
    await expect(count).toBeVisible();
    await expect(count.parentElement).toHaveAttribute('data-state', 'normal');
    await new Promise((resolve) => setTimeout(resolve, CHARACTER_COUNT_ANNOUNCE_DELAY_MS * 1.5));
    for (const status of canvas.getAllByRole('status')) await expect(status).toHaveTextContent('');
  },
};

/** Near the limit: the count turns to the caution tone and, once typing pauses, is announced politely. */
export const NearTheLimit: Story = {
  args: { initial: { rating: 4, text: 'z'.repeat(950) } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    const heard = (count: string) => t('ReviewForm.countAnnounced', { count, max: '1,000' });
    await waitFor(() => expect(announced(canvasElement, heard('950'))).toBe(true), PAST_THE_PAUSE);
    await expect(canvas.getByText(countWords(t, '950')).parentElement).toHaveAttribute('data-state', 'near');
    await userEvent.type(form.text, 'abc');
    await expect(canvas.getByText(countWords(t, '953'))).toBeVisible();
    // Just typed: the announcement waits for the pause.
    await expect(announced(canvasElement, heard('950'))).toBe(true);
    await waitFor(() => expect(announced(canvasElement, heard('953'))).toBe(true), PAST_THE_PAUSE);
  },
};

/** A review written before: its stars and words are there to change. */
export const Initial: Story = {
  args: { initial: { rating: 4, text: 'Kind and patient.' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await expect(form.star(4)).toBeChecked();
    await expect(form.text).toHaveValue('Kind and patient.');
  },
};

/**
 * Sending: the button says it is busy and further presses send nothing, a polite status says the review is on its
 * way, and the stars and words stay as they were.
 */
export const Submitting: Story = {
  args: { submitting: true, initial: { rating: 5, text: 'Excellent care.' } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await expect(form.send).toHaveAttribute('aria-busy', 'true');
    await expect(form.send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(form.send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(announced(canvasElement, t('ReviewForm.sending'))).toBe(true);
    await expect(form.star(5)).toBeChecked();
    await expect(form.text).toHaveValue('Excellent care.');
    await expect(canvas.getByRole('button', { name: t('ReviewForm.cancel') })).toBeEnabled();
  },
};

/**
 * The server's refusal, in its own words: each field's sentence under it, the rest in an alert at the top of the
 * form. Editing a field takes its sentence away; the others stay until the caller gives new ones.
 */
export const ServerErrors: Story = {
  args: {
    initial: { rating: 3, text: 'Call me on 0300 1234567 for details.' },
    errors: {
      rating: 'This rating could not be saved.',
      text: 'A review may not contain a phone number.',
      form: 'This visit has already been reviewed.',
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This visit has already been reviewed.');
    // The alert opens the form.
    await expect(canvas.getByRole('form').firstElementChild).toBe(alert);
    await expect(form.stars).toHaveAttribute('aria-invalid', 'true');
    await expect(form.stars).toHaveAccessibleDescription('This rating could not be saved.');
    await expect(form.text).toHaveAttribute('aria-invalid', 'true');
    await expect(form.text).toHaveAccessibleDescription(
      expect.stringContaining('A review may not contain a phone number.'),
    );

    await userEvent.clear(form.text);
    await userEvent.type(form.text, 'Very thorough.');
    await expect(form.text).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('A review may not contain a phone number.')).toBeNull();
    await expect(form.stars).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

const REFUSAL = 'A review may not contain a phone number.';

/** The page around the form: it sends, then the server refuses the words. */
function RefusingPage(props: ReviewFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<ReviewFormProps['errors']>(undefined);
  return (
    <ReviewForm
      {...props}
      submitting={submitting}
      errors={errors}
      onSubmit={(review) => {
        props.onSubmit(review);
        setSubmitting(true);
        setErrors(undefined);
        setTimeout(() => {
          setSubmitting(false);
          setErrors({ text: REFUSAL });
        }, 200);
      }}
    />
  );
}

/** A refused send: the button is busy while it is sent, then the server's sentence is under the words, which get focus. */
export const ServerRefusal: Story = {
  render: (args) => <RefusingPage {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await userEvent.click(form.star(5));
    await userEvent.type(form.text, 'Call me on 0300 1234567');
    await userEvent.click(form.send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, text: 'Call me on 0300 1234567' });
    await expect(form.send).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(form.text).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.text).toHaveAccessibleDescription(expect.stringContaining(REFUSAL));
    await expect(form.text).toHaveFocus();
    await expect(form.text).toHaveValue('Call me on 0300 1234567');
    await expect(form.send).not.toHaveAttribute('aria-busy');
  },
};

/**
 * A good review: chosen by keyboard, sent by the button, the words normalised as they are kept (line endings, spaces
 * at the ends of lines and around the text, and more than one empty line in a row dropped).
 */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    form.star(1).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(form.star(5)).toBeChecked();
    await userEvent.type(form.text, '  Very kind.   {Enter}{Enter}{Enter}{Enter}Explained everything.  ');
    await userEvent.click(form.send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rating: 5,
      text: 'Very kind.\n\nExplained everything.',
    });
  },
};

/** Stars alone: the words are optional, and none are sent as an empty text. */
export const RatingOnly: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = parts(canvasElement, t);
    await userEvent.click(form.star(3));
    await userEvent.click(form.send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 3, text: '' });
  },
};

/** Without `onCancel` there is no Cancel button, and no visit line without `visitLabel`. */
export const WithoutCancel: Story = {
  render: ({ onCancel: _onCancel, visitLabel: _visitLabel, ...args }) => <ReviewForm {...args} />,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('button', { name: t('ReviewForm.cancel') })).toBeNull();
    await expect(canvas.queryByText('In-clinic visit on 20 November 2026')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

const urdu = { locale: 'ur' } as const;

/** In Urdu: every word in Urdu, the count in Western digits, the doctor's English name kept left to right. */
export const Urdu: Story = {
  args: { visitLabel: '20 نومبر 2026 کو کلینک میں اپائنٹمنٹ' },
  globals: urdu,
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Dr. Sana Mirza کے بارے میں آپ کا ریویو' });
    await expect(form.closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(within(form).getByText('Dr. Sana Mirza').tagName).toBe('BDI');
    const text = canvas.getByRole('textbox', { name: 'آپ کا ریویو (اختیاری)' });
    await expect(canvas.getByText('1,000 میں سے 0')).toBeVisible();
    await userEvent.type(text, 'بہت اچھے ڈاکٹر ہیں۔');
    await expect(canvas.getByText('1,000 میں سے 19')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ریویو بھیجیں' }));
    const stars = canvas.getByRole('group', { name: 'آپ کی ریٹنگ' });
    await expect(stars).toHaveAccessibleDescription('1 سے 5 ستاروں تک کوئی ریٹنگ منتخب کریں۔');
    await expect(canvas.getByRole('radio', { name: '1 ستارہ، خراب' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: '5 ستارے، بہترین' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ریویو بھیجیں' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, text: 'بہت اچھے ڈاکٹر ہیں۔' });
    await expect(canvas.getByRole('button', { name: 'منسوخ کریں' })).toBeVisible();
  },
};

/** In Urdu, sending words past the limit. */
export const UrduTooLong: Story = { ...TooLong, globals: urdu };

/** In Urdu, the server's refusal. */
export const UrduServerErrors: Story = { ...ServerErrors, globals: urdu };

/** On a 360 px phone: the stars are 44 px targets and nothing runs off the side. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    for (const radio of canvas.getAllByRole('radio')) {
      const target = (radio.closest('label') ?? radio).getBoundingClientRect();
      await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Urdu on a 360 px phone. */
export const UrduPhone360: Story = { ...Phone360, globals: { ...urdu, viewport: { value: 'phone360' } } };
