import { FALLBACK_ERROR_MESSAGE, HELPLINE_INVALID_PHONE_MESSAGE } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { readFormRefusal } from '../../forms/formErrors';
import { refusalMessage } from '../../i18n/refusals';
import {
  checkLabBooking,
  labBookingFieldWordings,
  labBookingMessages,
  type LabBookingValues,
} from './LabProfileBookingForm';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);

const TODAY = '2024-06-03';
const filled: LabBookingValues = {
  name: '  Zainab Hussain ',
  phone: '+92 300 1234567',
  branch: '31',
  tests: ['501', '502'],
  date: '2024-06-05',
};

describe('checkLabBooking', () => {
  it('hands back the booking in the contract’s body shape', () => {
    expect(checkLabBooking(english, filled, 3, TODAY)).toEqual({
      ok: true,
      value: {
        name: 'Zainab Hussain',
        phone_number: '03001234567',
        lab_id: 3,
        lab_branch_id: 31,
        test_ids: [501, 502],
        preferred_date: '2024-06-05',
      },
    });
  });

  it('marks every wrong field at once', () => {
    expect(
      checkLabBooking(english, { name: ' ', phone: '', branch: '', tests: [], date: '' }, 3, TODAY),
    ).toEqual({
      ok: false,
      errors: {
        name: labBookingMessages(english).name,
        phone: HELPLINE_INVALID_PHONE_MESSAGE,
        branch: labBookingMessages(english).branch,
        tests: labBookingMessages(english).tests,
        date: labBookingMessages(english).date,
      },
    });
  });

  it('accepts today, refuses yesterday and dates that do not exist', () => {
    expect(checkLabBooking(english, { ...filled, date: TODAY }, 3, TODAY).ok).toBe(true);
    expect(checkLabBooking(english, { ...filled, date: '2024-06-02' }, 3, TODAY)).toEqual({
      ok: false,
      errors: { date: labBookingMessages(english).datePast },
    });
    expect(checkLabBooking(english, { ...filled, date: '2024-06-31' }, 3, TODAY)).toEqual({
      ok: false,
      errors: { date: labBookingMessages(english).date },
    });
  });

  it('accepts 60 days ahead and refuses a later date', () => {
    expect(checkLabBooking(english, { ...filled, date: '2024-08-02' }, 3, TODAY).ok).toBe(true);
    expect(checkLabBooking(english, { ...filled, date: '2024-08-03' }, 3, TODAY)).toEqual({
      ok: false,
      errors: { date: 'Please pick a date within the next 60 days.' },
    });
  });

  it('sends each test once and refuses names over 100 characters and numbers that are not mobiles', () => {
    const check = checkLabBooking(english, { ...filled, tests: ['501', '501'] }, 3, TODAY);
    expect(check.ok && check.value.test_ids).toEqual([501]);
    expect(
      checkLabBooking(english, { ...filled, name: 'a'.repeat(101), phone: '042 3576 1234' }, 3, TODAY),
    ).toEqual({
      ok: false,
      errors: { name: labBookingMessages(english).name, phone: HELPLINE_INVALID_PHONE_MESSAGE },
    });
  });
});

describe('a refused booking, read with the form’s wordings', () => {
  it('puts each field problem under its field in the field’s words, and the rest above the button', () => {
    const error = Object.assign(new Error('Must NOT have more than 100 characters'), {
      fields: [
        {
          path: 'body/name',
          code: 'too_long',
          limit: 100,
          message: 'Must NOT have more than 100 characters',
        },
        { path: 'body/preferred_date', code: 'date_in_past', message: 'Choose today or a later date.' },
        { path: 'body/test_ids/0', code: 'too_small', limit: 1, message: 'Unknown test.' },
        { path: 'query/other', code: 'invalid', message: 'Other is not valid.' },
        'not a field',
      ],
    });
    expect(readFormRefusal(english, error, labBookingFieldWordings(english))).toEqual({
      alert: 'Other is not valid.',
      errors: {
        name: 'Name must be at most 100 characters.',
        date: 'Choose today or a later date.',
        tests: 'Tests must be at least 1.',
      },
    });
  });

  it('says nothing above the button when every problem is under its field', () => {
    const error = Object.assign(new Error('x'), {
      fields: [{ path: 'body/category_id', code: 'required', message: 'Category id is required.' }],
    });
    expect(readFormRefusal(english, error, labBookingFieldWordings(english))).toEqual({
      alert: undefined,
      errors: { tests: 'Tests is required.' },
    });
  });

  it('falls back to the domain’s message for anything unreadable', () => {
    expect(readFormRefusal(english, null, labBookingFieldWordings(english))).toEqual({
      alert: FALLBACK_ERROR_MESSAGE,
      errors: {},
    });
  });
});

// Said above the button by the form's default reading (`refusalMessage`, ../../i18n/refusals.ts).
describe('a refused booking, above the button', () => {
  const alreadyBooked = Object.assign(
    new Error('You have already booked these tests at this branch for that date.'),
    { status: 409, code: 'booking_exists' },
  );

  it('keeps the server’s own sentence on an English page', () => {
    expect(refusalMessage(english, 'en', alreadyBooked)).toBe(
      'You have already booked these tests at this branch for that date.',
    );
  });

  it('says a booking already made as such in Urdu, not as a booking that changed', () => {
    expect(refusalMessage(urdu, 'ur', alreadyBooked)).toBe(urdu('LabProfile.alreadyBooked'));
    expect(refusalMessage(urdu, 'ur', alreadyBooked)).not.toBe(urdu('Refusal.conflict'));
  });

  it('reads any other refusal as the library does', () => {
    const conflict = Object.assign(new Error('Changed.'), { status: 409, code: 'conflict' });
    expect(refusalMessage(urdu, 'ur', conflict)).toBe(urdu('Refusal.conflict'));
    expect(refusalMessage(urdu, 'ur', { kind: 'network' })).toBe(urdu('Refusal.network'));
  });
});
