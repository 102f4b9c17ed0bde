import { REVIEW_RATINGS, type ReviewRating } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Translate } from '../../i18n/translator';
import { storyMessages } from '../../test-support/storyLocale';
import { RatingInput, type RatingInputProps } from './RatingInput';

/** A star's radio as a screen reader names it ("4 stars — Very good"), in the story's language. */
function starName(t: Translate, stars: ReviewRating): string {
  return t('RatingInput.option', { stars, word: t(`RatingInput.word.${stars}` as const) });
}

/** How each star is drawn, first to last: `filled`, `preview` or `empty`. */
function fills(canvasElement: HTMLElement): (string | null)[] {
  return within(canvasElement)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.getAttribute('data-fill') ?? null);
}

/** The caller keeps the rating, as a form does. */
function Controlled(props: RatingInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RatingInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RatingInput',
  component: RatingInput,
  args: { label: 'Your rating', name: 'rating', value: null, onChange: fn() },
  // A new starting value from the controls starts the story again.
  render: (args) => <Controlled key={String(args.value)} {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen: a group named by its legend, five radios named in words, no star filled and a line saying so.
 * Pressing the fourth star chooses it: four stars filled, the line names it.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const group = canvas.getByRole('group', { name: args.label });
    await expect(within(group).getAllByRole('radio')).toHaveLength(REVIEW_RATINGS.length);
    for (const stars of REVIEW_RATINGS)
      await expect(within(group).getByRole('radio', { name: starName(t, stars) })).not.toBeChecked();
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(within(group).getByText(t('RatingInput.none'))).toBeVisible();
    await expect(fills(canvasElement)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);

    await userEvent.click(canvas.getByRole('radio', { name: starName(t, 4) }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: starName(t, 4) })).toBeChecked();
    await userEvent.unhover(canvas.getByRole('radio', { name: starName(t, 4) }));
    await expect(fills(canvasElement)).toEqual(['filled', 'filled', 'filled', 'filled', 'empty']);
    await expect(within(group).getByText(starName(t, 4), { selector: 'p' })).toBeVisible();
  },
};

/** Three stars chosen: three filled, the third radio checked, the line naming it. */
export const Chosen: Story = {
  args: { value: 3 },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('radio', { name: starName(t, 3) })).toBeChecked();
    await expect(fills(canvasElement)).toEqual(['filled', 'filled', 'filled', 'empty', 'empty']);
    await expect(canvas.getByText(starName(t, 3), { selector: 'p' })).toBeVisible();
  },
};

/**
 * The keyboard, as on any radio group: Tab reaches the stars (one stop), Space chooses the focused star, the arrow
 * keys move the choice, and Tab leaves. A focused star shows the focus ring and, before it is chosen, a lighter fill.
 */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: starName(t, 1) });
    await expect(first).toHaveFocus();
    await expect(first).not.toBeChecked();
    await expect(fills(canvasElement)).toEqual(['preview', 'empty', 'empty', 'empty', 'empty']);
    await expect(getComputedStyle(first.closest('label') ?? first).outlineStyle).toBe('solid');

    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: starName(t, 3) })).toHaveFocus();
    await expect(fills(canvasElement)).toEqual(['filled', 'filled', 'filled', 'empty', 'empty']);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText(starName(t, 2), { selector: 'p' })).toBeVisible();

    // One tab stop: Tab leaves the stars, Shift+Tab comes back to the chosen one.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: starName(t, 2) })).toHaveFocus();
  },
};

/** Pointing at a star previews it (lighter) up to that star; moving away shows the choice again. */
export const HoverPreview: Story = {
  args: { value: 2 },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await userEvent.hover(canvas.getByRole('radio', { name: starName(t, 4) }));
    await expect(fills(canvasElement)).toEqual(['preview', 'preview', 'preview', 'preview', 'empty']);
    // The line still names the choice, not the star pointed at.
    await expect(canvas.getByText(starName(t, 2), { selector: 'p' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('radio', { name: starName(t, 4) }));
    await expect(fills(canvasElement)).toEqual(['filled', 'filled', 'empty', 'empty', 'empty']);
  },
};

/** Required and wrong: a marker beside the legend, each radio required, the error under the stars describing the group. */
export const WithError: Story = {
  args: { required: true, error: 'Choose a rating from 1 to 5 stars.' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: args.label });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    await expect(canvas.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // Choosing a star is the caller's cue to clear the error; the stars still work.
    await userEvent.click(canvas.getByRole('radio', { name: /^5/ }));
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};

/** Disabled: the chosen stars stay shown, nothing can be chosen, and the keyboard skips the group. */
export const Disabled: Story = {
  args: { value: 3, disabled: true },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: starName(t, 5) }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: starName(t, 3) })).toBeChecked();
    await expect(fills(canvasElement)).toEqual(['filled', 'filled', 'filled', 'empty', 'empty']);
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** On a 360 px phone: every star a 44 px target, nothing overflowing. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    for (const radio of canvas.getAllByRole('radio')) {
      const target = (radio.closest('label') ?? radio).getBoundingClientRect();
      const hit = radio.getBoundingClientRect();
      await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      // The radio covers its whole star, so a touch anywhere on it chooses it.
      await expect([hit.width, hit.height]).toEqual([target.width, target.height]);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const urdu = { locale: 'ur' } as const;

/** In Urdu: the radios named in Urdu with Western digits, the first star on the right, the choice named in Urdu. */
export const Urdu: Story = {
  args: { label: 'آپ کی ریٹنگ' },
  globals: urdu,
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: 'آپ کی ریٹنگ' });
    await expect(group.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const one = canvas.getByRole('radio', { name: '1 ستارہ، خراب' });
    const five = canvas.getByRole('radio', { name: '5 ستارے، بہترین' });
    await expect(one.getBoundingClientRect().left).toBeGreaterThan(five.getBoundingClientRect().left);
    await expect(canvas.getByText('ابھی کوئی ستارہ منتخب نہیں کیا گیا')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 ستارے، بہت اچھا' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await userEvent.unhover(canvas.getByRole('radio', { name: '4 ستارے، بہت اچھا' }));
    await expect(canvas.getByText('4 ستارے، بہت اچھا', { selector: 'p' })).toBeVisible();
    // The filled stars are the four on the right.
    await expect(fills(canvasElement)).toEqual(['filled', 'filled', 'filled', 'filled', 'empty']);
  },
};

/** In Urdu, with an error under the stars. */
export const UrduWithError: Story = {
  args: { label: 'آپ کی ریٹنگ', required: true, error: '1 سے 5 ستاروں تک کوئی ریٹنگ منتخب کریں۔' },
  globals: urdu,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'آپ کی ریٹنگ' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('1 سے 5 ستاروں تک کوئی ریٹنگ منتخب کریں۔');
  },
};
