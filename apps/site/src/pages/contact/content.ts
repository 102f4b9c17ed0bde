// The Contact page's words, from the site's catalog (Contact.*); the address, phones and email come from
// site.config.
import type { SelectOption } from '@aafiyat/ui';
import type { SiteTranslate } from '../../i18n/language';

/** The page's heading and lead. */
export function contactIntro(t: SiteTranslate) {
  return { heading: t('Contact.intro.heading'), lead: t('Contact.intro.lead') };
}

/** The Lahore office, Gulberg III: where the maps link points. */
export const officeLocation = { lat: 31.5204, lng: 74.3587 } as const;

/** The office's section (the address itself stays as site.config writes it). */
export function officeSection(t: SiteTranslate) {
  return { heading: t('Contact.office.heading'), mapsLinkLabel: t('Contact.office.mapsLink') };
}

/** The phones and email section. */
export function phonesSection(t: SiteTranslate) {
  return {
    heading: t('Contact.phones.heading'),
    supportLabel: t('Contact.phones.support'),
    helplineLabel: t('Contact.phones.helpline'),
    emailLabel: t('Contact.phones.email'),
    callBackText: t('Contact.phones.callBackText'),
    callBackLabel: t('Contact.phones.callBack'),
  };
}

/** Opening times, in 24-hour `HH:MM` Pakistan time; shown in 12-hour form by @aafiyat/domain. */
export interface OfficeHours {
  days: string;
  /** Left out on days the office is closed. */
  opens?: string;
  closes?: string;
  /** A midday break, with the reason shown beside it. */
  pause?: { from: string; to: string; reason: string };
}

/** The office hours, day by day, and how a day's times are written. */
export function hoursSection(t: SiteTranslate) {
  return {
    heading: t('Contact.hours.heading'),
    note: t('Contact.hours.note'),
    hours: [
      { days: t('Contact.hours.mondayToThursday'), opens: '09:00', closes: '18:00' },
      {
        days: t('Contact.hours.friday'),
        opens: '09:00',
        closes: '18:00',
        pause: { from: '12:30', to: '14:30', reason: t('Contact.hours.fridayPrayers') },
      },
      { days: t('Contact.hours.saturday'), opens: '10:00', closes: '14:00' },
      { days: t('Contact.hours.sundayAndHolidays') },
    ] satisfies OfficeHours[],
    closed: t('Contact.hours.closed'),
    /** A day's opening times: "9:00 AM to 6:00 PM". */
    times: (opens: string, closes: string) => t('Contact.hours.times', { opens, closes }),
    /** A day's opening times with its break: "… (closed 12:30 PM to 2:30 PM for Friday prayers)". */
    timesWithPause: (opens: string, closes: string, pause: { from: string; to: string; reason: string }) =>
      t('Contact.hours.timesWithPause', { opens, closes, ...pause }),
  };
}

/** The contact form's words. */
export function formSection(t: SiteTranslate) {
  return {
    heading: t('Contact.form.heading'),
    intro: t('Contact.form.intro'),
    labels: {
      name: t('Contact.form.name'),
      email: t('Contact.form.email'),
      phone: t('Contact.form.phone'),
      subject: t('Contact.form.subject'),
      message: t('Contact.form.message'),
    },
    subjectPlaceholder: t('Contact.form.subjectPlaceholder'),
    messageHint: t('Contact.form.messageHint'),
    submit: t('Contact.form.submit'),
    sending: t('Contact.form.sending'),
    successTitle: t('Contact.form.successTitle'),
    successText: t('Contact.form.successText'),
    sendAnother: t('Contact.form.sendAnother'),
  };
}

/**
 * What a message can be about: the value is what is sent as `subject` (the same English word whatever the page's
 * language, so the team sorts every message alike), the label what the person reads.
 */
export function contactSubjects(t: SiteTranslate): readonly SelectOption[] {
  return [
    { value: 'Sales', label: t('Contact.subject.sales') },
    { value: 'Support', label: t('Contact.subject.support') },
    { value: 'Billing', label: t('Contact.subject.billing') },
    { value: 'Partnerships', label: t('Contact.subject.partnerships') },
    { value: 'Other', label: t('Contact.subject.other') },
  ];
}
