import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatShortDay } from '../../i18n/format';
import { storyMessages } from '../../test-support/storyLocale';
import { OpenSlots } from './OpenSlots';

/** A date as the list names it ("Mon 30 Nov"), in the story's language. */
const day = (globals: Record<string, unknown>, date: string) =>
  formatShortDay(storyMessages(globals), new Date(`${date}T00:00:00Z`));

const meta = {
  title: 'Components/OpenSlots',
  component: OpenSlots,
  args: {
    today: '2026-11-30',
    daysCovered: 7,
    days: [
      { date: '2026-11-30', times: ['17:30', '18:00', '18:30'] },
      { date: '2026-12-01', times: ['17:00', '17:30'] },
      { date: '2026-12-03', times: ['09:00', '13:30', '20:00'] },
    ],
    onChoose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three days of times: today and tomorrow named as such, each day a group of time buttons in 12-hour time;
 * pressing one, by pointer or keyboard, chooses that day and time.
 */
export const Times: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const section = canvas.getByRole('region', { name: t('OpenSlots.heading') });
    const today = within(section).getByRole('group', {
      name: t('OpenSlots.today', { day: day(globals, '2026-11-30') }),
    });
    await expect(
      within(today)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['5:30 PM', '6:00 PM', '6:30 PM']);
    const tomorrow = within(section).getByRole('group', {
      name: t('OpenSlots.tomorrow', { day: day(globals, '2026-12-01') }),
    });
    await userEvent.click(within(tomorrow).getByRole('button', { name: '5:30 PM' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ date: '2026-12-01', time: '17:30' });
    const thursday = within(section).getByRole('group', { name: day(globals, '2026-12-03') });
    within(thursday).getByRole('button', { name: '1:30 PM' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith({ date: '2026-12-03', time: '13:30' });
  },
};

/** No open time in the days covered: a sentence says so, and there is nothing to press. */
export const NoTimes: Story = {
  args: { days: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('OpenSlots.none', { days: 7 }))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A day the answer gives without times, or with a date that is not one, is not shown. */
export const IgnoresEmptyDays: Story = {
  args: {
    days: [
      { date: '2026-11-30', times: [] },
      { date: '2026-02-30', times: ['10:00'] },
      { date: '2026-12-02', times: ['10:00'] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** On a 360 px phone, many times wrap without overflowing. */
export const Phone360: Story = {
  args: {
    days: [
      {
        date: '2026-11-30',
        times: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'],
      },
    ],
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const urdu = { locale: 'ur' } as const;

/** In Urdu: the heading and the days in Urdu, the times in Western digits, left to right. */
export const Urdu: Story = {
  globals: urdu,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'اگلے خالی اوقات' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'آج، پیر، 30 نومبر' })).toBeVisible();
    const time = canvas.getAllByRole('button', { name: '5:30 PM' })[0];
    await expect(time?.querySelector('[dir="ltr"]')).not.toBeNull();
  },
};

/** In Urdu, with no open time. */
export const UrduNoTimes: Story = { ...NoTimes, globals: urdu };
