import {
  ALL_CITIES_VALUE,
  CITY_OPTIONS,
  cityName,
  CONSULTATION_LANGUAGES,
  DOCTOR_FEE_LIMITS,
  specialtyName,
  withAllOption,
} from '@aafiyat/domain';
import { useEffectEvent, useLayoutEffect, useRef, type SubmitEvent } from 'react';
import { useLocale, useMessages } from '../../i18n/I18nContext';
import { formatRupees } from '../../i18n/format';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Combobox } from '../../primitives/Combobox';
import { useControllableState } from '../../primitives/Field/useControllableState';
import { Select, type SelectOption } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { consultationLanguageName } from '../DoctorCard/doctorCardLabels';
import * as styles from './DoctorSearchFilters.css';

/** What the person is searching for. */
export interface DoctorSearchValues {
  /** A city name, or `'All'` (the domain's `ALL_CITIES_VALUE`) for every city. */
  city: string;
  /** A specialty name as the API lists it, or `''` for every specialty. */
  speciality: string;
  /** Only doctors who consult online. */
  online: boolean;
  /** `'female'` or `'male'` for doctors who stated that gender (`DOCTOR_GENDERS`), or `''` for every doctor. */
  gender: string;
  /** A language the doctor consults in (`CONSULTATION_LANGUAGES`), or `''` for any. */
  language: string;
  /** Only doctors who work today. */
  today: boolean;
  /** The highest in-clinic fee, in rupees, as digits (`DOCTOR_FEE_LIMITS`: `'2000'`), or `''` for any fee. */
  feeMax: string;
  /** The order: `'soonest'` (available first), `'fee'` (lowest first), `'rating'` (highest first), or `''`. */
  sort: string;
  /** Free text: a doctor's name, a specialty or a clinic. */
  q: string;
}

/** The search with no filter: every city, every specialty, in-clinic and online, no text. */
export const emptyDoctorSearch: DoctorSearchValues = {
  city: ALL_CITIES_VALUE,
  speciality: '',
  online: false,
  gender: '',
  language: '',
  today: false,
  feeMax: '',
  sort: '',
  q: '',
};

/**
 * The query names the form submits without JavaScript:
 * `?city=Lahore&speciality=Dermatologist&gender=female&language=punjabi&is_online=true&available_today=true&q=…`
 * (each box only when ticked, as the site's own online-consultation link writes it).
 */
export const doctorSearchFieldNames = {
  city: 'city',
  speciality: 'speciality',
  online: 'is_online',
  gender: 'gender',
  language: 'language',
  today: 'available_today',
  feeMax: 'fee_max',
  sort: 'sort',
  q: 'q',
} as const satisfies Record<keyof DoctorSearchValues, string>;

/** The most characters of free text the API takes. */
export const DOCTOR_SEARCH_TEXT_MAX_LENGTH = 100;

const cityOptions = withAllOption(CITY_OPTIONS);

/** `value` if the list offers it, else its first entry's `''` ("any", best match): a hand-edited address. */
function offered(options: readonly SelectOption[], value: string): string {
  return options.some((option) => option.value === value) ? value : '';
}

export interface DoctorSearchFiltersProps {
  /** The filters, when the caller keeps them (controlled); the site keeps them in the address. */
  value?: DoctorSearchValues | undefined;
  /** The starting filters, when the form keeps them (uncontrolled). */
  defaultValue?: DoctorSearchValues;
  /**
   * Called with every change, and which filter changed (apply a city at once, text on submit); also as the form
   * goes live, with text typed or the box ticked before (a prerendered form), as a change of `q` (or `online`).
   */
  onChange?: (change: { value: DoctorSearchValues; field: keyof DoctorSearchValues }) => void;
  /**
   * Called when the person searches, with the filters. Call `preventDefault` to search in place; otherwise the
   * browser submits the form as a GET to `action`, which is also what happens without JavaScript.
   */
  onSubmit?: (submission: { value: DoctorSearchValues; preventDefault: () => void }) => void;
  /** The specialty names to choose from, in order; "All specialities" is added first. */
  specialities: readonly string[];
  /** Where the form goes without JavaScript; the current address by default. */
  action?: string;
  /** The search landmark's name. */
  label?: string;
  /** The label of the button. */
  submitLabel?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/**
 * The doctor search filters: a searchable city list ('All' first), a specialty list, the doctor's gender ("Female
 * doctor"), a language they consult in, the highest fee, an order (best match, soonest available, lowest fee, highest rated), "Online consultation only"
 * and "Available today" boxes, free text and a Search button. It is a real `<form method="get">` (a search landmark) whose fields
 * carry the query names, so it works before JavaScript loads or without it.
 */
export function DoctorSearchFilters({
  value,
  defaultValue = emptyDoctorSearch,
  onChange,
  onSubmit,
  specialities,
  action,
  label,
  submitLabel,
  data,
}: DoctorSearchFiltersProps) {
  const t = useMessages();
  const locale = useLocale();
  const [current, setCurrent] = useControllableState(value, defaultValue, undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const update = <Field extends keyof DoctorSearchValues>(field: Field, next: DoctorSearchValues[Field]) => {
    const changed = { ...current, [field]: next };
    setCurrent(changed);
    onChange?.({ value: changed, field });
  };

  // Text typed or the box ticked before the form was live (a prerendered form whose script came at the person's
  // first touch), or put back by the browser on a return to the page: React leaves it on screen without telling
  // the form, whose search would then drop it. The form takes it as typed, once, as it goes live: in a layout
  // effect, so a press on Search held until then finds it taken.
  const adoptTyped = useEffectEvent(() => {
    const fields = formRef.current?.elements;
    const text = fields?.namedItem(doctorSearchFieldNames.q);
    const box = fields?.namedItem(doctorSearchFieldNames.online);
    const todayBox = fields?.namedItem(doctorSearchFieldNames.today);
    const typed = {
      ...current,
      ...(text instanceof HTMLInputElement ? { q: text.value } : {}),
      ...(box instanceof HTMLInputElement ? { online: box.checked } : {}),
      ...(todayBox instanceof HTMLInputElement ? { today: todayBox.checked } : {}),
    };
    const field = (['q', 'online', 'today'] as const).find((name) => typed[name] !== current[name]);
    if (field === undefined) return;
    setCurrent(typed);
    onChange?.({ value: typed, field });
  });
  useLayoutEffect(() => {
    adoptTyped();
  }, []);

  // A specialty from the address that the list does not hold (the list failed to load) stays choosable.
  const names =
    current.speciality === '' || specialities.includes(current.speciality)
      ? specialities
      : [current.speciality, ...specialities];
  const specialityOptions: SelectOption[] = [
    { value: '', label: t('DoctorSearchFilters.allSpecialities') },
    ...names.map((name) => ({ value: name, label: specialtyName(name, locale) })),
  ];

  const genderOptions: SelectOption[] = [
    { value: '', label: t('DoctorSearchFilters.anyGender') },
    { value: 'female', label: t('DoctorSearchFilters.female') },
    { value: 'male', label: t('DoctorSearchFilters.male') },
  ];
  const languageOptions: SelectOption[] = [
    { value: '', label: t('DoctorSearchFilters.anyLanguage') },
    ...CONSULTATION_LANGUAGES.map((language) => ({
      value: language,
      label: consultationLanguageName(t, language),
    })),
  ];

  const feeOptions: SelectOption[] = [
    { value: '', label: t('DoctorSearchFilters.anyFee') },
    ...DOCTOR_FEE_LIMITS.map((limit) => ({
      value: String(limit),
      label: t('DoctorSearchFilters.feeUpTo', { fee: formatRupees(t, limit) }),
    })),
  ];
  const sortOptions: SelectOption[] = [
    { value: '', label: t('DoctorSearchFilters.sortRelevance') },
    { value: 'soonest', label: t('DoctorSearchFilters.sortSoonest') },
    { value: 'fee', label: t('DoctorSearchFilters.sortFee') },
    { value: 'rating', label: t('DoctorSearchFilters.sortRating') },
  ];

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.({
      value: current,
      preventDefault: () => {
        event.preventDefault();
      },
    });
  };

  return (
    <form
      role="search"
      aria-label={label ?? t('DoctorSearchFilters.label')}
      method="get"
      action={action}
      className={styles.form}
      ref={formRef}
      onSubmit={submit}
      {...dataAttributes(data)}
    >
      <Combobox
        label={t('DoctorSearchFilters.city')}
        name={doctorSearchFieldNames.city}
        options={cityOptions.map((option) =>
          option.value === ALL_CITIES_VALUE
            ? { ...option, label: t('DoctorSearchFilters.allCities') }
            : { ...option, label: cityName(option.value, locale) },
        )}
        // Clearing the city means every city: the field shows 'All' again.
        value={current.city === '' ? ALL_CITIES_VALUE : current.city}
        onChange={({ value: city }) => {
          update('city', city === '' ? ALL_CITIES_VALUE : city);
        }}
        placeholder={t('DoctorSearchFilters.cityPlaceholder')}
      />
      <Select
        label={t('DoctorSearchFilters.speciality')}
        name={doctorSearchFieldNames.speciality}
        options={specialityOptions}
        value={current.speciality}
        onChange={({ value: speciality }) => {
          update('speciality', speciality);
        }}
      />
      <Select
        label={t('DoctorSearchFilters.gender')}
        name={doctorSearchFieldNames.gender}
        options={genderOptions}
        value={offered(genderOptions, current.gender)}
        onChange={({ value: gender }) => {
          update('gender', gender);
        }}
      />
      <Select
        label={t('DoctorSearchFilters.language')}
        name={doctorSearchFieldNames.language}
        options={languageOptions}
        value={offered(languageOptions, current.language)}
        onChange={({ value: language }) => {
          update('language', language);
        }}
      />
      <Select
        label={t('DoctorSearchFilters.fee')}
        name={doctorSearchFieldNames.feeMax}
        options={feeOptions}
        value={offered(feeOptions, current.feeMax)}
        onChange={({ value: feeMax }) => {
          update('feeMax', feeMax);
        }}
      />
      <Select
        label={t('DoctorSearchFilters.sort')}
        name={doctorSearchFieldNames.sort}
        options={sortOptions}
        value={offered(sortOptions, current.sort)}
        onChange={({ value: sort }) => {
          update('sort', sort);
        }}
      />
      <TextField
        label={t('DoctorSearchFilters.name')}
        type="search"
        name={doctorSearchFieldNames.q}
        value={current.q}
        maxLength={DOCTOR_SEARCH_TEXT_MAX_LENGTH}
        placeholder={t('DoctorSearchFilters.namePlaceholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={({ value: q }) => {
          update('q', q);
        }}
      />
      <div className={styles.footer}>
        <div className={styles.boxes}>
          <Checkbox
            label={t('DoctorSearchFilters.onlineOnly')}
            hint={t('DoctorSearchFilters.onlineHint')}
            name={doctorSearchFieldNames.online}
            value="true"
            checked={current.online}
            onChange={({ checked }) => {
              update('online', checked);
            }}
          />
          <Checkbox
            label={t('DoctorSearchFilters.today')}
            name={doctorSearchFieldNames.today}
            value="true"
            checked={current.today}
            onChange={({ checked }) => {
              update('today', checked);
            }}
          />
        </div>
        <Button type="submit" size="large" icon="search">
          {submitLabel ?? t('DoctorSearchFilters.submit')}
        </Button>
      </div>
    </form>
  );
}
