// The stars' arrow keys as the browser itself handles them. Stories act through Testing Library's simulated keys,
// which always take ArrowRight to the next radio; Chromium follows the reading direction, so in Urdu (stars from
// the right) ArrowLeft goes to the next, higher star. Real key presses (Playwright's) show it.
import type { ReviewRating } from '@aafiyat/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Locale } from '../../i18n/locales';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { RatingInput } from './RatingInput';

function Rated({ lang, start }: { lang: Locale; start: ReviewRating }) {
  const [value, setValue] = useState<ReviewRating | null>(start);
  return (
    <AafiyatProvider lang={lang}>
      <RatingInput label="Your rating" name="rating" value={value} onChange={setValue} />
    </AafiyatProvider>
  );
}

/** The chosen star's value, and whether it is the focused one. */
function chosen(container: HTMLElement): { value: string | undefined; focused: boolean } {
  const checked = container.querySelector<HTMLInputElement>('input:checked');
  return { value: checked?.value, focused: checked !== null && checked === document.activeElement };
}

describe('RatingInput arrow keys', () => {
  it('moves to the next star with ArrowRight in English', async () => {
    const screen = await render(<Rated lang="en" start={3} />);
    screen.container.querySelector<HTMLInputElement>('input:checked')?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(chosen(screen.container)).toEqual({ value: '4', focused: true });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(chosen(screen.container)).toEqual({ value: '2', focused: true });
  });

  it('moves to the next star with ArrowLeft in Urdu, where the stars run from the right', async () => {
    const screen = await render(<Rated lang="ur" start={3} />);
    const radios = [...screen.container.querySelectorAll('input')];
    const [one, five] = [radios[0]!, radios[4]!];
    expect(one.getBoundingClientRect().left).toBeGreaterThan(five.getBoundingClientRect().left);
    radios[2]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(chosen(screen.container)).toEqual({ value: '4', focused: true });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(chosen(screen.container)).toEqual({ value: '2', focused: true });
  });
});
