import { cityName, specialtyName, type WeekdayNumber } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Button } from '../../primitives/Button';
import { DoctorCard, doctorCardHeadingLevels } from './DoctorCard';
import { formatDayWithWeekday, formatRupees, joinList, weekdayShortName } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';
import {
  brokenPhoto,
  doctorPhoto,
  inClinicSurgeon,
  longNamedDoctor,
  mondayThirdJune,
  onlineCardiologist,
  unscheduledDoctor,
} from './DoctorCard.fixtures';

/** The value beside a term of the card's description list. */
function detail(card: HTMLElement, term: string): HTMLElement | null {
  const dt = within(card).queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling instanceof HTMLElement ? dt.nextElementSibling : null;
}

/** Weekdays by number (0 = Sunday) as the card lists them, in the given order. */
function days(t: Translate, numbers: readonly WeekdayNumber[]): string {
  return joinList(
    t,
    numbers.map((day) => weekdayShortName(t, day)),
  );
}

const meta = {
  title: 'Components/DoctorCard',
  component: DoctorCard,
  args: { doctor: onlineCardiologist, imageSrc: doctorPhoto, nextAvailable: mondayThirdJune },
  argTypes: { headingLevel: { control: 'inline-radio', options: doctorCardHeadingLevels } },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: '26rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DoctorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A doctor who consults online: photo, name, specialty, rating, clinic, the PMDC and online badges and every
 * detail, the online fee and the languages among them.
 */
export const Online: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const locale = storyLocale(globals);
    const card = canvas.getByRole('article', { name: 'Dr. Sana Mirza' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Dr. Sana Mirza' })).toBeVisible();
    await expect(within(card).getByText(specialtyName('Cardiologist', locale))).toBeVisible();
    await expect(within(card).getByText('Shifa Family Clinic')).toBeVisible();
    await expect(within(card).getByText(t('DoctorCard.online'))).toBeVisible();
    await expect(within(card).getByText(t('DoctorCard.pmdcVerified'))).toBeVisible();
    // The rating in words; its star is drawn for the eye only.
    const rating = within(card).getByText(t('DoctorCard.rating', { average: '4.7', count: 128 }));
    await expect(rating).toBeVisible();
    await expect(rating.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    await expect(detail(card, t('DoctorCard.onlineFee'))).toHaveTextContent(formatRupees(t, 2000));
    await expect(detail(card, t('DoctorCard.languages'))).toHaveTextContent(
      joinList(t, [
        t('DoctorCard.language.urdu'),
        t('DoctorCard.language.english'),
        t('DoctorCard.language.sindhi'),
      ]),
    );
    await expect(detail(card, t('DoctorCard.city'))).toHaveTextContent(cityName('Karachi', locale));
    await expect(detail(card, t('DoctorCard.experience'))).toHaveTextContent(
      t('DoctorCard.years', { years: 12 }),
    );
    await expect(detail(card, t('DoctorCard.fee'))).toHaveTextContent(formatRupees(t, 2500));
    // Sunday first, whatever order the days came in; hours in 12-hour time.
    await expect(detail(card, t('DoctorCard.workingDays'))).toHaveTextContent(days(t, [1, 2, 3, 4, 6]));
    await expect(detail(card, t('DoctorCard.timings'))).toHaveTextContent(
      t('DoctorCard.hours', { start: '5:00 PM', end: '9:00 PM' }),
    );
    const date = detail(card, t('DoctorCard.nextAvailable'))?.querySelector('time');
    await expect(date).toHaveAttribute('dateTime', '2024-06-03');
    await expect(date).toHaveTextContent(formatDayWithWeekday(t, new Date(2024, 5, 3)));
    // The photo shows, hidden from screen readers: the heading beside it says the name.
    const avatar = canvasElement.querySelector('[data-state]');
    await expect(avatar).toHaveAttribute('data-state', 'image');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * Seen at the clinic only and new on the site: no online badge or fee, no clinic line, "No ratings yet", and the
 * languages Urdu first whatever order they came in.
 */
export const InClinicOnly: Story = {
  args: { doctor: inClinicSurgeon, nextAvailable: new Date(2024, 5, 4, 10, 0) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const card = canvas.getByRole('article', { name: 'Dr. Usman Tariq' });
    await expect(within(card).queryByText(t('DoctorCard.online'))).not.toBeInTheDocument();
    await expect(within(card).getByText(t('DoctorCard.pmdcVerified'))).toBeVisible();
    await expect(within(card).getByText(t('DoctorCard.noRatings'))).toBeVisible();
    await expect(detail(card, t('DoctorCard.onlineFee'))).toBeNull();
    await expect(detail(card, t('DoctorCard.languages'))).toHaveTextContent(
      joinList(t, [t('DoctorCard.language.urdu'), t('DoctorCard.language.punjabi')]),
    );
    await expect(card).toHaveAttribute('data-online', 'false');
    await expect(detail(card, t('DoctorCard.experience'))).toHaveTextContent(
      t('DoctorCard.years', { years: 1 }),
    );
    await expect(detail(card, t('DoctorCard.fee'))).toHaveTextContent(formatRupees(t, 3500));
    await expect(detail(card, t('DoctorCard.timings'))).toHaveTextContent(
      t('DoctorCard.hours', { start: '9:30 AM', end: '1:00 PM' }),
    );
    await expect(detail(card, t('DoctorCard.nextAvailable'))).toHaveTextContent(
      formatDayWithWeekday(t, new Date(2024, 5, 4)),
    );
  },
};

/** The photo fails to load: the first letter of the name shows instead. */
export const ImageFails: Story = {
  args: { imageSrc: brokenPhoto },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-state]');
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'fallback'));
    await expect(avatar).toHaveTextContent('D');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** No photo at all: the initial, without a failed request. */
export const NoImage: Story = {
  args: { imageSrc: undefined, doctor: inClinicSurgeon },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-state]');
    await expect(avatar).toHaveAttribute('data-state', 'fallback');
    await expect(avatar).toHaveTextContent('D');
  },
};

/** Every title and family name written out: the text wraps inside the card instead of widening it. */
export const LongName: Story = {
  args: { doctor: longNamedDoctor },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const card = canvas.getByRole('article', { name: longNamedDoctor.name });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(detail(card, t('DoctorCard.fee'))).toHaveTextContent(formatRupees(t, 12500));
    await expect(detail(card, t('DoctorCard.workingDays'))).toHaveTextContent(days(t, [0, 1, 2, 3, 4, 5, 6]));
    await expect(detail(card, t('DoctorCard.timings'))).toHaveTextContent(
      t('DoctorCard.hours', { start: '8:00 AM', end: '11:30 PM' }),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** No working days listed: the card says so, shows no hours and no next available day. */
export const NoWorkingDays: Story = {
  args: { doctor: unscheduledDoctor, nextAvailable: null },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const card = canvas.getByRole('article', { name: 'Dr. Hira Naveed' });
    await expect(detail(card, t('DoctorCard.workingDays'))).toHaveTextContent(t('DoctorCard.notListed'));
    await expect(detail(card, t('DoctorCard.nextAvailable'))).toHaveTextContent(t('DoctorCard.notListed'));
    await expect(detail(card, t('DoctorCard.timings'))).toBeNull();
    await expect(card.querySelector('time')).toBeNull();
    await expect(detail(card, t('DoctorCard.experience'))).toHaveTextContent(t('DoctorCard.lessThanAYear'));
  },
};

const book = fn();

/** The portal fills the actions slot with booking buttons; the public search passes none. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button
          onClick={() => {
            book('clinic');
          }}
        >
          Book in-clinic visit
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            book('online');
          }}
        >
          Book online consultation
        </Button>
      </>
    ),
  },
  beforeEach: () => {
    book.mockClear();
  },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Dr. Sana Mirza' }));
    await userEvent.click(card.getByRole('button', { name: 'Book online consultation' }));
    await expect(book).toHaveBeenCalledWith('online');
    await userEvent.tab({ shift: true });
    await expect(card.getByRole('button', { name: 'Book in-clinic visit' })).toHaveFocus();
  },
};

/** The name's heading takes the level the page outline needs. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dr. Sana Mirza' })).toBeVisible();
  },
};

/** With the doctor's page: the name is a link to it, and still names the card. */
export const LinkedName: Story = {
  args: { href: '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Dr. Sana Mirza' });
    const heading = within(card).getByRole('heading', { level: 3, name: 'Dr. Sana Mirza' });
    const link = within(heading).getByRole('link', { name: 'Dr. Sana Mirza' });
    await expect(link).toHaveAttribute('href', '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Right to left: the photo sits at the start of the line, which is the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Dr. Sana Mirza' }).getBoundingClientRect();
    const avatar = canvasElement.querySelector('[data-state]')?.getBoundingClientRect();
    await expect(avatar?.left).toBeGreaterThan(heading.left);
  },
};

/** On a 360 px phone nothing overflows, long name or not. */
export const Phone360: Story = {
  args: { doctor: longNamedDoctor },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const urdu = { locale: 'ur' } as const;

/**
 * In Urdu: the terms, the badge, years, the fee in rupees, the working days, the hours and the next day are
 * Urdu, with Western digits; the doctor's own details are as the API gives them.
 */
export const Urdu: Story = {
  globals: urdu,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Dr. Sana Mirza' });
    await expect(card.closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(within(card).getByText('آن لائن مشورہ')).toBeVisible();
    // The specialty and the city in Urdu, as @aafiyat/domain names them.
    await expect(within(card).getByText(specialtyName('Cardiologist', 'ur'))).toBeVisible();
    await expect(detail(card, 'شہر')).toHaveTextContent('کراچی');
    await expect(detail(card, 'تجربہ')).toHaveTextContent('12 سال');
    await expect(detail(card, 'کلینک میں فیس')).toHaveTextContent('2,500 روپے');
    await expect(detail(card, 'آن لائن فیس')).toHaveTextContent('2,000 روپے');
    await expect(detail(card, 'زبانیں')).toHaveTextContent('اردو، انگریزی، سندھی');
    await expect(within(card).getByText('PMDC سے تصدیق شدہ')).toBeVisible();
    await expect(within(card).getByText('5 میں سے 4.7 (128 ریٹنگز)')).toBeVisible();
    await expect(detail(card, 'کام کے دن')).toHaveTextContent('پیر، منگل، بدھ، جمعرات، ہفتہ');
    await expect(detail(card, 'اوقات')).toHaveTextContent('\u20665:00 PM\u2069 سے \u20669:00 PM\u2069 تک');
    const date = detail(card, 'اگلا دستیاب دن')?.querySelector('time');
    await expect(date).toHaveAttribute('dateTime', '2024-06-03');
    await expect(date).toHaveTextContent('پیر، 3 جون');
    const heading = canvas.getByRole('heading', { name: 'Dr. Sana Mirza' }).getBoundingClientRect();
    const avatar = card.querySelector('[data-state]')?.getBoundingClientRect();
    await expect(avatar?.left).toBeGreaterThan(heading.left);
  },
};

/** In Urdu, no working days: "درج نہیں" and "ایک سال سے کم". */
export const UrduNoWorkingDays: Story = { ...NoWorkingDays, globals: urdu };

/** In Urdu on a 360 px phone, with a long name: nothing overflows. */
export const UrduPhone360: Story = { ...Phone360, globals: { ...urdu, viewport: { value: 'phone360' } } };
