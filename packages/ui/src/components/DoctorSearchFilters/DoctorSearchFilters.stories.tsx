import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { cityName, specialtyName } from '@aafiyat/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DoctorSearchFilters,
  emptyDoctorSearch,
  type DoctorSearchFiltersProps,
  type DoctorSearchValues,
} from './DoctorSearchFilters';
import { formatRupees } from '../../i18n/format';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';

const specialities = [
  'Cardiologist',
  'Child Specialist',
  'Dermatologist',
  'General Physician',
  'Gynecologist',
];

// Searching in place, as the site does: the story's page must not be submitted away.
const searchInPlace = fn(({ preventDefault }: { preventDefault: () => void }) => {
  preventDefault();
});

const meta = {
  title: 'Components/DoctorSearchFilters',
  component: DoctorSearchFilters,
  args: { specialities, onSubmit: searchInPlace, onChange: fn() },
} satisfies Meta<typeof DoctorSearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caller keeps the filters, as the site keeps them in the address. */
function Controlled(props: DoctorSearchFiltersProps) {
  const [value, setValue] = useState<DoctorSearchValues>(props.value ?? emptyDoctorSearch);
  return (
    <DoctorSearchFilters
      {...props}
      value={value}
      onChange={(change) => {
        props.onChange?.(change);
        setValue(change.value);
      }}
    />
  );
}

/** Every filter labelled; at first every city, every speciality, in-clinic and online. */
export const Playground: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const form = within(canvas.getByRole('search', { name: t('DoctorSearchFilters.label') }));
    await expect(form.getByRole('combobox', { name: t('DoctorSearchFilters.city') })).toHaveValue(
      t('DoctorSearchFilters.allCities'),
    );
    const speciality = form.getByRole('combobox', { name: t('DoctorSearchFilters.speciality') });
    await expect(speciality).toHaveValue('');
    await expect(
      within(speciality)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t('DoctorSearchFilters.allSpecialities'),
      ...specialities.map((name) => specialtyName(name, storyLocale(globals))),
    ]);
    await expect(form.getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') })).not.toBeChecked();
    await expect(form.getByRole('searchbox', { name: t('DoctorSearchFilters.name') })).toHaveValue('');
    await expect(form.getByRole('button', { name: t('DoctorSearchFilters.submit') })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/**
 * A female doctor who speaks Punjabi: each choice is reported as it is made, with the query name the form submits
 * without JavaScript, and the languages are offered in the page's language, Urdu first.
 */
export const GenderAndLanguage: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const gender = canvas.getByRole('combobox', { name: t('DoctorSearchFilters.gender') });
    await expect(gender).toHaveValue('');
    await expect(gender).toHaveAttribute('name', 'gender');
    await expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t('DoctorSearchFilters.anyGender'),
      t('DoctorSearchFilters.female'),
      t('DoctorSearchFilters.male'),
    ]);
    await userEvent.selectOptions(gender, 'female');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, gender: 'female' },
      field: 'gender',
    });
    const language = canvas.getByRole('combobox', { name: t('DoctorSearchFilters.language') });
    await expect(language).toHaveAttribute('name', 'language');
    const names = within(language)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toHaveLength(8);
    await expect(names.slice(0, 3)).toEqual([
      t('DoctorSearchFilters.anyLanguage'),
      t('DoctorCard.language.urdu'),
      t('DoctorCard.language.english'),
    ]);
    await userEvent.selectOptions(language, 'punjabi');
    await expect(language).toHaveDisplayValue(t('DoctorCard.language.punjabi'));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, gender: 'female', language: 'punjabi' },
      field: 'language',
    });
  },
};

/** A gender, language or order the filters do not offer (a hand-edited address) shows as "any" or best match. */
export const UnknownGenderAndLanguage: Story = {
  args: { value: { ...emptyDoctorSearch, gender: 'other', language: 'arabic', sort: 'nearest' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.gender') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.language') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.sort') })).toHaveValue('');
  },
};

/** The highest fee: any at first, then the limits in rupees as the page writes them; the choice is reported. */
export const FeeLimit: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const fee = canvas.getByRole('combobox', { name: t('DoctorSearchFilters.fee') });
    await expect(fee).toHaveAttribute('name', 'fee_max');
    const labels = within(fee)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toHaveLength(6);
    await expect(labels[0]).toBe(t('DoctorSearchFilters.anyFee'));
    await expect(labels[3]).toBe(t('DoctorSearchFilters.feeUpTo', { fee: formatRupees(t, 2000) }));
    await userEvent.selectOptions(fee, '2000');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, feeMax: '2000' },
      field: 'feeMax',
    });
  },
};

/**
 * The order: best match at first; the soonest available, the lowest fee or the highest rated first, each reported
 * as it is chosen.
 */
export const Sorting: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const sort = canvas.getByRole('combobox', { name: t('DoctorSearchFilters.sort') });
    await expect(sort).toHaveAttribute('name', 'sort');
    await expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      t('DoctorSearchFilters.sortRelevance'),
      t('DoctorSearchFilters.sortSoonest'),
      t('DoctorSearchFilters.sortFee'),
      t('DoctorSearchFilters.sortRating'),
    ]);
    await userEvent.selectOptions(sort, 'fee');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, sort: 'fee' },
      field: 'sort',
    });
    await userEvent.selectOptions(sort, 'rating');
    await expect(sort).toHaveDisplayValue(t('DoctorSearchFilters.sortRating'));
  },
};

/** Typing into the city list filters it; arrows and Enter choose, and the change is reported. */
export const TypingACity: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const city = canvas.getByRole('combobox', { name: t('DoctorSearchFilters.city') });
    await userEvent.clear(city);
    // The English name finds the city in either language (an Urdu page names it in Urdu and keeps it in English).
    await userEvent.type(city, 'isla');
    const islamabad = cityName('Islamabad', storyLocale(globals));
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent(islamabad);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(city).toHaveValue(islamabad);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, city: 'Islamabad' },
      field: 'city',
    });
    // Choosing in the list does not search yet: Enter there only picks the city.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Clearing the city (Escape twice) means every city again.
    await userEvent.keyboard('{Escape}');
    await expect(city).toHaveValue(t('DoctorSearchFilters.allCities'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: emptyDoctorSearch, field: 'city' });
  },
};

/** Search hands over every filter; the caller may search in place. */
export const Submitting: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const city = canvas.getByRole('combobox', { name: t('DoctorSearchFilters.city') });
    await userEvent.clear(city);
    // The city as the page names it, typed in lower case: leaving the field chooses the exact match.
    await userEvent.type(city, cityName('Lahore', storyLocale(globals)).toLocaleLowerCase());
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('DoctorSearchFilters.speciality') }),
      'Dermatologist',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, city: 'Lahore', speciality: 'Dermatologist' },
      field: 'speciality',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('DoctorSearchFilters.name') }), 'Hira');
    await userEvent.click(canvas.getByRole('button', { name: t('DoctorSearchFilters.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        value: { ...emptyDoctorSearch, city: 'Lahore', speciality: 'Dermatologist', online: true, q: 'Hira' },
      }),
    );
  },
};

/**
 * By keyboard: Tab goes city, speciality, doctor, language, fee, order, text, the two boxes, Search; Space ticks;
 * Enter in the text searches.
 */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.city') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.speciality') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.gender') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.language') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.fee') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.sort') })).toHaveFocus();
    await userEvent.tab();
    const text = canvas.getByRole('searchbox', { name: t('DoctorSearchFilters.name') });
    await expect(text).toHaveFocus();
    await userEvent.tab();
    const online = canvas.getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') });
    await expect(online).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(online).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, online: true },
      field: 'online',
    });
    await userEvent.tab();
    const today = canvas.getByRole('checkbox', { name: t('DoctorSearchFilters.today') });
    await expect(today).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: { ...emptyDoctorSearch, online: true, today: true },
      field: 'today',
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('DoctorSearchFilters.submit') })).toHaveFocus();
    await userEvent.click(text);
    await userEvent.keyboard('Shifa{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ value: { ...emptyDoctorSearch, online: true, today: true, q: 'Shifa' } }),
    );
  },
};

/**
 * Without JavaScript the browser submits the form itself: a GET to the page with `city`, `speciality`, `gender`,
 * `language`, `is_online=true` (only when ticked) and `q`.
 */
export const WorksWithoutJavaScript: Story = {
  args: {
    action: '/doctors/search',
    value: {
      city: 'Karachi',
      speciality: 'Cardiologist',
      online: true,
      gender: 'female',
      language: 'sindhi',
      today: true,
      feeMax: '2000',
      sort: 'rating',
      q: 'Sana',
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const form = canvas.getByRole('search', { name: t('DoctorSearchFilters.label') });
    if (!(form instanceof HTMLFormElement)) throw new Error('The search landmark must be a form.');
    await expect(form.method).toBe('get');
    await expect(form.getAttribute('action')).toBe('/doctors/search');
    await expect([...new FormData(form).entries()]).toEqual([
      ['city', 'Karachi'],
      ['speciality', 'Cardiologist'],
      ['gender', 'female'],
      ['language', 'sindhi'],
      ['fee_max', '2000'],
      ['sort', 'rating'],
      ['q', 'Sana'],
      ['is_online', 'true'],
      ['available_today', 'true'],
    ]);
  },
};

/** Filters given by the caller are shown, even a speciality the list does not hold (it failed to load). */
export const WithFilters: Story = {
  args: {
    specialities: [],
    value: { ...emptyDoctorSearch, city: 'Lahore', speciality: 'Dermatologist', online: true, q: 'Hira' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.city') })).toHaveValue(
      cityName('Lahore', storyLocale(globals)),
    );
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.speciality') })).toHaveValue(
      'Dermatologist',
    );
    await expect(canvas.getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') })).toBeChecked();
    await expect(canvas.getByRole('searchbox', { name: t('DoctorSearchFilters.name') })).toHaveValue('Hira');
  },
};

/** Uncontrolled: the form keeps the filters itself. */
export const Uncontrolled: Story = {
  args: { defaultValue: { ...emptyDoctorSearch, city: 'Quetta' } },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('combobox', { name: t('DoctorSearchFilters.city') })).toHaveValue(
      cityName('Quetta', storyLocale(globals)),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') }));
    await expect(canvas.getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('DoctorSearchFilters.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ value: { ...emptyDoctorSearch, city: 'Quetta', online: true } }),
    );
  },
};

/** Right to left: the fields read from the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const search = canvas
      .getByRole('button', { name: t('DoctorSearchFilters.submit') })
      .getBoundingClientRect();
    const online = canvas
      .getByRole('checkbox', { name: t('DoctorSearchFilters.onlineOnly') })
      .getBoundingClientRect();
    // The checkbox starts the last row (right), the button ends it (left).
    await expect(online.left).toBeGreaterThan(search.left);
  },
};

/**
 * In Urdu: the landmark, the fields, the "all" options, the hint and the button in Urdu; typing and searching work
 * the same, and the city picker offers "تمام شہر" first.
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('search', { name: 'ڈاکٹر تلاش کریں' }));
    await expect(form.getByRole('combobox', { name: 'شہر' })).toHaveValue('تمام شہر');
    await expect(form.getByRole('combobox', { name: 'شعبہ' })).toHaveDisplayValue('تمام شعبے');
    const name = form.getByRole('searchbox', { name: 'نام، شعبہ یا تکلیف' });
    await expect(name).toHaveAttribute('placeholder', 'مثلاً عائشہ، دل یا بچوں کا ڈاکٹر');
    // Specialties are named in Urdu, and still sent as the API names them.
    const cardiology = form.getByRole('option', { name: specialtyName('Cardiologist', 'ur') });
    await expect(cardiology).toHaveValue('Cardiologist');
    const online = form.getByRole('checkbox', { name: 'صرف آن لائن مشورہ' });
    await expect(online).toHaveAccessibleDescription('وہ ڈاکٹر جو ویڈیو کال پر بھی مریض دیکھتے ہیں');
    const search = form.getByRole('button', { name: 'تلاش کریں' }).getBoundingClientRect();
    await expect(online.getBoundingClientRect().left).toBeGreaterThan(search.left);
  },
};

/** On a 360 px phone the fields stack, nothing overflows, and Search is a 44 px target. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const city = canvas
      .getByRole('combobox', { name: t('DoctorSearchFilters.city') })
      .getBoundingClientRect();
    const speciality = canvas
      .getByRole('combobox', { name: t('DoctorSearchFilters.speciality') })
      .getBoundingClientRect();
    await expect(speciality.top).toBeGreaterThan(city.bottom);
    await expect(
      canvas.getByRole('button', { name: t('DoctorSearchFilters.submit') }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
