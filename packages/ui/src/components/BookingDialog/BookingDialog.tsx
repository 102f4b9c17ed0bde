import { useId, useState, type RefObject } from 'react';
import type { FormCheck } from '../../forms/formErrors';
import { useFormState } from '../../forms/useFormState';
import { Button } from '../../primitives/Button';
import { Dialog, type OpenChange } from '../../primitives/Dialog';
import { useOpenState } from '../../primitives/Dialog/DialogOpenState';
import type { FieldWordings } from '../../primitives/Field/serverFieldErrors';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { form as formClass } from './BookingDialog.css';
import { BOOKING_SLOT_MINUTES, bookingDates, type BookingDate, type BookingTimings } from './bookingSlots';
import { useMessages } from '../../i18n/I18nContext';
import { formatRupees } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';

/** How the patient sees the doctor: at the clinic, or by video call. */
export const bookingTypes = ['in_clinic', 'online'] as const;

/** One of {@link bookingTypes}. */
export type BookingType = (typeof bookingTypes)[number];

/** The dialog's choices, in the order shown. */
const bookingFields = ['date', 'time'] as const;

/** How the dialog speaks of its choices when the server refuses them. */
function bookingFieldWordings(t: Translate): FieldWordings<(typeof bookingFields)[number]> {
  return {
    date: { property: 'date', label: t('BookingDialog.date') },
    time: { property: 'time', label: t('BookingDialog.time') },
  };
}

/** The doctor being booked (the search result's fields the dialog needs). */
export interface BookingDoctor {
  /** PMDC registration number, sent with the booking. */
  pmdc: string;
  /** Name as shown ("Dr. Sana Mirza"). */
  name: string;
  /** Consultation fee in rupees. */
  fee: number;
  /** Weekdays the doctor works, Sunday = 0. */
  working_days: readonly number[];
  /** The doctor's hours; slots fall within them. */
  timings: BookingTimings;
  /** The clinic of an in-clinic visit, when known. */
  clinic_name?: string | undefined;
}

/** What a booking sends (`POST /api/appointments`). */
export interface BookingRequest {
  /** The doctor's PMDC number. */
  pmdc: string;
  /** In-clinic or online. */
  type: BookingType;
  /** `YYYY-MM-DD`. */
  date: string;
  /** 24-hour `HH:MM`. */
  time: string;
}

export interface BookingDialogProps {
  /** Whether it is open (controlled); the caller owns the Book button and this state. */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open: false }` when Cancel, Escape, the close button or the backdrop closes it. */
  onOpenChange?: (change: OpenChange) => void;
  /** The doctor to book. */
  doctor: BookingDoctor;
  /** In-clinic visit or online consultation. */
  type: BookingType;
  /** The moment dates and slots are counted from (today in Pakistan); the current time by default. */
  now?: Date;
  /**
   * A slot the person already chose (a time on the doctor's page): the dialog opens with it chosen, when it is
   * still offered; a day still offered whose time is not (it passed meanwhile) keeps the day, for another time;
   * otherwise nothing is chosen.
   */
  initial?: { date: string; time: string } | undefined;
  /**
   * A sentence for the top of the dialog, as an information alert: why it opened by itself (a booking resumed after
   * signing in).
   */
  notice?: string | undefined;
  /**
   * Books the slot. Resolve when the appointment exists (the caller then moves on to checkout); reject with an
   * `Error` whose message is what to show (a taken slot, a day the doctor stopped working); the dialog keeps the
   * chosen date and time for another try.
   */
  onSubmit: (booking: BookingRequest) => Promise<unknown>;
  /** Where focus goes when it closes; by default the element that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** Title of the dialog for each kind of booking, in the translator's language. */
export function bookingDialogTitle(t: Translate, type: BookingType, doctorName: string): string {
  return type === 'online'
    ? t('BookingDialog.titleOnline', { doctor: doctorName })
    : t('BookingDialog.titleClinic', { doctor: doctorName });
}

/** The chosen date and time, `''` before a choice. */
interface BookingChoice {
  date: string;
  time: string;
}

/** A rejection's own message, or a general sentence when it has none. */
function bookingFailureMessage(t: Translate, error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : t('BookingDialog.failed');
}

/** Both choices must be among the ones offered: a date of the list, then one of that date's times. */
function checkBookingChoice(
  t: Translate,
  choice: BookingChoice,
  dates: readonly BookingDate[],
): FormCheck<keyof BookingChoice, BookingChoice> {
  const day = dates.find((entry) => entry.value === choice.date);
  const errors = {
    ...(day === undefined ? { date: t('BookingDialog.chooseDate') } : {}),
    ...(day?.times.some((slot) => slot.value === choice.time) ? {} : { time: t('BookingDialog.chooseTime') }),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: choice };
}

/**
 * The booking dialog: a date from the doctor's next available date over their working days, then a time slot
 * within their hours; "Book and continue to payment" sends it. Data in by props, the booking out by `onSubmit`.
 */
export function BookingDialog({
  open,
  defaultOpen,
  onOpenChange,
  doctor,
  type,
  now,
  initial,
  notice,
  onSubmit,
  returnFocusRef,
  data,
}: BookingDialogProps) {
  const t = useMessages();
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  const [openedAt] = useState(() => now ?? new Date());
  const [booked, setBooked] = useState(false);
  const formId = useId();

  const dates = bookingDates(t, doctor.working_days, doctor.timings, now ?? openedAt);
  // The chosen day stays chosen while it is offered, even when its time no longer is (passed meanwhile).
  const chosenDay = initial === undefined ? undefined : dates.find((entry) => entry.value === initial.date);
  const timeOffered = chosenDay?.times.some((slot) => slot.value === initial?.time) === true;
  const form = useFormState({
    initialValues: {
      date: chosenDay === undefined ? '' : chosenDay.value,
      time: timeOffered && initial !== undefined ? initial.time : '',
    },
    fields: bookingFields,
    check: (choice) => checkBookingChoice(t, choice, dates),
    send: async ({ date, time }) => {
      await onSubmit({ pmdc: doctor.pmdc, type, date, time });
      setBooked(true);
    },
    // A problem with the date or time (a day that has passed, an hour the doctor does not work) goes under that
    // choice; anything else is said above the button.
    wordings: bookingFieldWordings(t),
    failureMessage: (error) => bookingFailureMessage(t, error),
  });
  const { date, time } = form.values;
  const chosenDate = dates.find((entry) => entry.value === date);
  const times = chosenDate?.times ?? [];

  const place =
    type === 'online' ? t('BookingDialog.video') : (doctor.clinic_name ?? t('BookingDialog.atClinic'));

  return (
    <Dialog
      title={bookingDialogTitle(t, type, doctor.name)}
      description={t('BookingDialog.description', { place, fee: formatRupees(t, doctor.fee) })}
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next.open);
      }}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      {...(data ? { data } : {})}
      footer={
        dates.length === 0 ? (
          <Button
            variant="outline"
            onClick={() => {
              setOpen(false);
            }}
          >
            {t('BookingDialog.back')}
          </Button>
        ) : (
          <Button type="submit" form={formId} pending={form.pending || booked}>
            {t('BookingDialog.submit')}
          </Button>
        )
      }
    >
      {notice ? <InlineAlert tone="info">{notice}</InlineAlert> : null}
      {dates.length === 0 ? (
        <InlineAlert tone="caution" title={t('BookingDialog.noSlotsTitle')}>
          {t('BookingDialog.noSlots', { doctor: doctor.name })}
        </InlineAlert>
      ) : (
        <form
          id={formId}
          className={formClass}
          noValidate
          onSubmit={(event) => {
            // Booked: the site is moving on to payment, and the same slot is not sent twice.
            if (booked) event.preventDefault();
            else void form.submit(event);
          }}
        >
          <Select
            ref={form.fieldRef('date')}
            label={t('BookingDialog.date')}
            hint={t('BookingDialog.dateHint')}
            name="date"
            required
            placeholder={t('BookingDialog.datePlaceholder')}
            options={dates.map(({ value, label }) => ({ value, label }))}
            value={date}
            error={form.errors.date}
            onChange={({ value }) => {
              const nextTimes = dates.find((entry) => entry.value === value)?.times ?? [];
              // The chosen time goes when the new date does not offer it.
              form.update(
                nextTimes.some((slot) => slot.value === time) ? { date: value } : { date: value, time: '' },
              );
            }}
          />
          <Select
            ref={form.fieldRef('time')}
            label={t('BookingDialog.time')}
            hint={
              chosenDate === undefined
                ? t('BookingDialog.dateFirst')
                : t('BookingDialog.slotLength', { minutes: BOOKING_SLOT_MINUTES })
            }
            name="time"
            required
            disabled={chosenDate === undefined}
            placeholder={t('BookingDialog.timePlaceholder')}
            options={times}
            value={time}
            error={form.errors.time}
            onChange={({ value }) => {
              form.change('time', value);
            }}
          />
          {form.alert === undefined ? null : (
            <InlineAlert tone="critical" announce>
              {form.alert}
            </InlineAlert>
          )}
          {booked ? <Text tone="muted">{t('BookingDialog.bookedShown')}</Text> : null}
          <div role="status">
            <VisuallyHidden>
              {form.pending ? t('BookingDialog.booking') : booked ? t('BookingDialog.bookedAnnounced') : ''}
            </VisuallyHidden>
          </div>
        </form>
      )}
    </Dialog>
  );
}
