// A doctor card without React: a page that draws a list of doctors from a script (the site's doctor search before
// a person touches it) clones a card prerendered with every part and fills it here for each doctor. The markup is
// the component's own (./DoctorCard.tsx): a browser test renders both for the same doctors and compares them.
import { cityName, specialtyName, type Locale } from '@aafiyat/domain';
import { formatDayWithWeekday, formatRupees } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';
import { fillAvatar } from '../../primitives/Avatar/fillAvatar';
import * as styles from './DoctorCard.css';
import {
  experienceLabel,
  isoDate,
  languagesLabel,
  ratingLabel,
  timingsLabel,
  workingDaysLabel,
  type DoctorCardDetail,
  type DoctorCardDoctor,
} from './doctorCardLabels';

/** What {@link fillDoctorCard} writes into a card. */
export interface FillDoctorCardOptions {
  /** The doctor, in the contract's field names. */
  doctor: DoctorCardDoctor;
  /** The doctor's photo; the initial shows without it or when it fails. */
  imageSrc?: string | undefined;
  /** The next available day (as the component's `nextAvailable`); `null` says it is not listed. */
  nextAvailable?: Date | null | undefined;
  /** The id the name's heading takes (unique on the page), which names the card. */
  nameId: string;
  /**
   * The doctor's page, in the page's language (as the component's `href`): the name links to it when the template
   * was rendered with a link; without it the name is plain text.
   */
  href?: string | undefined;
  /** The page's language (`createTranslator(locale, catalog)`): the card's words, as the component's provider. */
  t: Translate;
  /** The page's language code: the specialty and the city are named in it (English when left out). */
  locale?: Locale | undefined;
}

/** The card's one element with a class of the card's styles. */
function part(card: Element, className: string): HTMLElement {
  const element = card.querySelector<HTMLElement>(`.${CSS.escape(className)}`);
  if (!element) throw new Error(`A doctor card's template has no .${className}: render it with every part.`);
  return element;
}

/** A detail of the card (its `data-detail`), which a card with every part has. */
function detailOf(card: Element, name: DoctorCardDetail): HTMLElement {
  const element = card.querySelector<HTMLElement>(`[data-detail="${name}"]`);
  if (!element) throw new Error(`A doctor card's template has no ${name} detail: render it with every part.`);
  return element;
}

/** The value of a detail of the card. */
const valueOf = (card: Element, name: DoctorCardDetail): HTMLElement =>
  part(detailOf(card, name), styles.value);

/**
 * Fills `card`, a clone of a {@link DoctorCard} rendered with every part (a PMDC number, a rating, a clinic,
 * online with its fee, languages, a photo, working days and hours, a next available day), for `doctor`: the
 * markup the component renders for the same props, its actions left as they are. Parts the doctor has not are
 * removed; the photo falls back to the initial if it fails.
 */
export function fillDoctorCard(
  card: HTMLElement,
  { doctor, imageSrc, nextAvailable, nameId, href, t, locale = 'en' }: FillDoctorCardOptions,
) {
  card.dataset.online = String(doctor.is_online);
  card.setAttribute('aria-labelledby', nameId);

  const identity = part(card, styles.identity);
  const avatar = part(card, styles.header).firstElementChild;
  if (avatar instanceof HTMLElement)
    fillAvatar(avatar, { name: doctor.name, src: imageSrc, size: 'large', decorative: true });
  const name = part(identity, styles.name);
  name.id = nameId;
  const link = name.querySelector('a');
  if (link && href) {
    link.setAttribute('href', href);
    link.textContent = doctor.name;
  } else name.textContent = doctor.name;
  part(identity, styles.specialty).textContent = specialtyName(doctor.specialty, locale);
  const rating = part(identity, styles.rating);
  if (doctor.rating) {
    const words = rating.lastElementChild;
    if (words) words.textContent = ratingLabel(t, doctor.rating);
  } else rating.remove();
  const clinic = part(identity, styles.clinic);
  if (doctor.clinic_name) clinic.textContent = doctor.clinic_name;
  else clinic.remove();
  const badges = part(identity, styles.badges);
  if (!doctor.pmdc) badges.querySelector('[data-badge="pmdc"]')?.remove();
  if (!doctor.is_online) badges.querySelector('[data-badge="online"]')?.remove();
  if (badges.childElementCount === 0) badges.remove();

  valueOf(card, 'city').textContent = cityName(doctor.city, locale);
  valueOf(card, 'experience').textContent = experienceLabel(t, doctor.experience_years);
  valueOf(card, 'fee').textContent = formatRupees(t, doctor.fee);
  const onlineFee = detailOf(card, 'onlineFee');
  if (doctor.is_online && doctor.online_fee !== undefined)
    part(onlineFee, styles.value).textContent = formatRupees(t, doctor.online_fee);
  else onlineFee.remove();
  const next = valueOf(card, 'nextAvailable');
  const available = nextAvailable && !Number.isNaN(nextAvailable.getTime()) ? nextAvailable : null;
  if (available) {
    const time = document.createElement('time');
    time.dateTime = isoDate(available);
    time.textContent = formatDayWithWeekday(t, available);
    next.replaceChildren(time);
  } else next.textContent = t('DoctorCard.notListed');
  const languages = detailOf(card, 'languages');
  const spoken = doctor.languages ? languagesLabel(t, doctor.languages) : null;
  if (spoken === null) languages.remove();
  else part(languages, styles.value).textContent = spoken;
  const dayList = workingDaysLabel(t, doctor.working_days);
  valueOf(card, 'workingDays').textContent = dayList ?? t('DoctorCard.notListed');
  const timings = dayList === null ? null : timingsLabel(t, doctor.timings);
  const hours = detailOf(card, 'timings');
  if (timings === null) hours.remove();
  else part(hours, styles.value).textContent = timings;
}
