import { BOOKING_WINDOW_DAYS, addCalendarDays, isCalendarDate, normalizeMobileNumber } from '@aafiyat/domain';
import type { FieldErrors, FormCheck } from '../../forms/formErrors';
import type { FieldWordings } from '../../primitives/Field/serverFieldErrors';
import type { LabProfileBookingRequest } from './LabProfileTypes';
import type { Translate } from '../../i18n/translator';

/** The booking form's fields, in the order they are shown (and focused when wrong). */
export const labBookingFields = ['name', 'phone', 'branch', 'tests', 'date'] as const;
/** One of {@link labBookingFields}. */
export type LabBookingField = (typeof labBookingFields)[number];

/** What the person has chosen and typed. */
export interface LabBookingValues {
  /** The name as typed. */
  name: string;
  /** The mobile number as typed. */
  phone: string;
  /** The chosen branch's id as text, `''` before a choice. */
  branch: string;
  /** The ticked tests' ids as text. */
  tests: readonly string[];
  /** The preferred date, `YYYY-MM-DD` as the date input gives it, `''` when empty. */
  date: string;
}

/** The message shown under each field that is wrong. */
export type LabBookingErrors = FieldErrors<LabBookingField>;

/**
 * The booking form's own messages. The mobile number's is the domain's (the contract's own example answer uses
 * it); the domain has no rule for the others, so they say plainly what to do.
 */
export function labBookingMessages(t: Translate) {
  return {
    name: t('LabProfile.nameMissing'),
    phone: t('HelplineDialog.invalidPhone'),
    branch: t('LabProfile.chooseBranch'),
    tests: t('LabProfile.chooseTests'),
    date: t('LabProfile.chooseDate'),
    datePast: t('LabProfile.datePast'),
    dateTooFar: t('LabProfile.dateTooFar'),
  } as const;
}

/** The outcome of checking the form: the request to send, or the messages to show. */
export type LabBookingCheck = FormCheck<LabBookingField, LabProfileBookingRequest>;

const NAME_MAX_LENGTH = 100;

/**
 * Checks every field at once, so each wrong one is marked after a single submit: a name, a mobile number
 * (any common shape, normalised by the domain), a branch, at least one test and a date from `today` on.
 */
export function checkLabBooking(
  t: Translate,
  values: LabBookingValues,
  labId: number,
  today: string,
): LabBookingCheck {
  const messages = labBookingMessages(t);
  const errors: LabBookingErrors = {};
  const name = values.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) errors.name = messages.name;
  const phoneNumber = normalizeMobileNumber(values.phone);
  if (phoneNumber === null) errors.phone = messages.phone;
  const branchId = Number(values.branch);
  if (values.branch === '' || !Number.isInteger(branchId) || branchId < 1) {
    errors.branch = messages.branch;
  }
  const testIds = [...new Set(values.tests.map(Number))].filter((id) => Number.isInteger(id) && id > 0);
  if (testIds.length === 0) errors.tests = messages.tests;
  if (!isCalendarDate(values.date)) errors.date = messages.date;
  // ISO dates compare as text in calendar order.
  else if (values.date < today) errors.date = messages.datePast;
  // A lab visit, like an appointment, may be booked for today to 60 days ahead.
  else if (values.date > addCalendarDays(today, BOOKING_WINDOW_DAYS)) errors.date = messages.dateTooFar;

  if (phoneNumber === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      phone_number: phoneNumber,
      lab_id: labId,
      lab_branch_id: branchId,
      test_ids: testIds,
      preferred_date: values.date,
    },
  };
}

/** How the form speaks of each field when the server refuses it, by the request properties it fills. */
export function labBookingFieldWordings(t: Translate): FieldWordings<LabBookingField> {
  return {
    name: { property: 'name', label: t('DemoRequestDialog.nameInSentence') },
    phone: {
      property: 'phone_number',
      label: t('HelplineDialog.phoneLabel'),
      messages: { invalid_format: t('HelplineDialog.invalidPhone') },
    },
    branch: { property: 'lab_branch_id', label: t('LabProfile.branch') },
    tests: { property: ['test_ids', 'category_id'], label: t('LabProfile.tests') },
    date: { property: 'preferred_date', label: t('LabProfile.preferredDate') },
  };
}
