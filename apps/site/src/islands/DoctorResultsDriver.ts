// The doctor search's results on a page of islands, without React: the search the address asks for, drawn from the
// templates React prerendered in the island (./DoctorResultsIsland.tsx), state by state, with the markup
// `DoctorResults` renders for the same state (a browser test compares the two). The page then needs no React until
// a person touches the filters or presses Book: the filters' island tells this script of a new search through the
// address (`pushState`, and Back and Forward) or asks for the same search again; a Book press loads the booking
// dialog, or opens the patient sign-in for anyone else.
import type { Schema } from '@aafiyat/api';
import {
  doctorProfilePath,
  nextAvailableDate,
  pakistanDate,
  pathInLocale,
  pathWithoutLocale,
  readSession,
  withBookingIntent,
} from '@aafiyat/domain';
import { createTranslator, fillDoctorCard, fillPagination, isoDate } from '@aafiyat/ui';
import { api } from '../app/api';
import { siteTranslator, type SiteLanguage, type SiteTranslate } from '../i18n/translate';
import { browserHref, subscribeBrowserAddress } from '../app/browserAddress';
import { startLoad } from '../app/startLoad';
import { resultsCopy } from '../pages/doctors/content';
import { absoluteDoctorImageUrl, doctorImageUrl } from '../pages/doctors/doctorImages';
import {
  templateDoctor,
  templateErrorMessage,
  type ResultsTemplate,
} from '../pages/doctors/resultsTemplates';
import { onSearchAgain } from '../pages/doctors/searchAgain';
import { readServedResults } from '../pages/doctors/servedResults';
import { nextTask } from './paint';
import {
  doctorSearchHref,
  isUnfiltered,
  jsonLdText,
  pageCountOf,
  doctorSearchOfAddress,
  physiciansJsonLd,
  resultsCountLabel,
  resultsPageLabel,
  resultsStatusText,
  searchDoctorsQuery,
  serializeDoctorSearch,
  type DoctorResultsState,
  type DoctorSearch,
} from '../pages/doctors/search';
import {
  bookingButtonSuffix,
  cardSlotLabel,
  mayBookOrSignIn,
  slotType,
} from '../pages/portal/patient/bookingAccess';

type Doctor = Schema<'Doctor'>;
type BookingType = Schema<'AppointmentType'>;
type Success = Extract<DoctorResultsState, { status: 'success' }>;

/** How many cards are filled in one task: about a frame's work each on a slow phone. */
const CARDS_PER_TASK = 2;

/** The booking dialog's code (with React's): loaded at a first sign that a patient is about to press Book. */
const loadBooking = () => import('./booking');

/** A template's element that must be there; a template without it was not rendered by `DoctorResults`. */
function required<T extends Element>(element: T | null | undefined, what: string): T {
  if (!element) throw new Error(`The doctor results' template has no ${what}.`);
  return element;
}

/** A doctor's page in the page's language, which their card's name links to; undefined for one without a page. */
function profileHref(doctor: Doctor, locale: SiteLanguage['locale']): string | undefined {
  const path = doctorProfilePath(doctor);
  return path === null ? undefined : pathInLocale(path, locale);
}

/** The search the browser's address asks for (a listing page's path says its city and specialty). */
const addressSearch = (): DoctorSearch =>
  doctorSearchOfAddress(pathWithoutLocale(window.location.pathname), window.location.search);

/**
 * Writes a booking button's hidden words for `doctor` (" with Dr. …"), as `BookingActions` renders them, in place
 * of the template's for its stand-in doctor (`standInName`).
 */
function fillBookingButtons(
  item: Element,
  doctor: Doctor,
  t: SiteTranslate,
  standInName: string,
  today: string,
): void {
  const standInWords = bookingButtonSuffix(t, standInName);
  const hiddenWords = (button: Element) =>
    required(
      [...button.querySelectorAll('span')].find((span) => span.textContent === standInWords),
      "booking button's hidden words",
    );
  for (const button of item.querySelectorAll<HTMLElement>('button[data-booking]:not([data-slot])')) {
    if (button.dataset.booking === 'online' && !doctor.is_online) {
      button.remove();
      continue;
    }
    hiddenWords(button).textContent = bookingButtonSuffix(t, doctor.name);
  }
  // The first open times (BookingActions' on a card): the template has as many as a card shows.
  const holder = item.querySelector('[data-card-slots]');
  if (!holder) return;
  const slots = doctor.next_slots ?? [];
  if (slots.length === 0) {
    holder.remove();
    return;
  }
  for (const [index, button] of [...holder.querySelectorAll<HTMLElement>('button[data-slot]')].entries()) {
    const slot = slots[index];
    if (!slot) {
      button.remove();
      continue;
    }
    button.dataset.booking = slotType(doctor);
    button.dataset.slot = `${slot.date} ${slot.time}`;
    hiddenWords(button).textContent = bookingButtonSuffix(t, doctor.name);
    required(button.querySelector('span > span:first-child'), "open time's words").textContent =
      cardSlotLabel(t, slot, today);
  }
}

/** Drives the doctor results island's prerendered HTML (see the file's head); returns how to stop (tests). */
export default function driveDoctorResults(
  element: HTMLElement,
  _props: object,
  language: SiteLanguage,
): () => void {
  /** The cards' and pages' words, in the page's language. */
  const cardWords = createTranslator(language.locale, language.ui);
  /** The site's words (the results' counts and labels), in the page's language. */
  const t = siteTranslator(language);
  /** The stand-in words of the templates, which the page's own language wrote. */
  const standInName = templateDoctor(t).name;
  const standInMessage = templateErrorMessage(t);
  const section = required(element.querySelector('section'), 'section');
  const statusHolder = required(section.firstElementChild, 'status');
  const status = required(statusHolder.querySelector('[role="status"]'), 'status');
  const headingId = section.getAttribute('aria-labelledby') ?? '';
  const templates = new Map(
    [...element.querySelectorAll<HTMLTemplateElement>('template[data-results]')].map((template) => [
      template.dataset.results,
      template,
    ]),
  );
  const clone = (name: ResultsTemplate): DocumentFragment =>
    document.importNode(required(templates.get(name), `template "${name}"`).content, true);

  let state: DoctorResultsState = { status: 'static' };
  let searchKey: string | null = null;
  let cancel: () => void = () => undefined;
  // Set when the person pressed Retry, whose button is gone once the answer is drawn: focus goes to the results.
  let focusOnSettle = false;

  /**
   * The results of a successful search, or what says there are none. The cards are filled a few at a time, each
   * few in a task of its own, out of the page: on a slow phone a page of them filled at once was a long task.
   * Resolves with null if another search started meanwhile.
   */
  async function results(
    { page: answer, receivedAt }: Success,
    search: DoctorSearch,
    current: () => boolean,
  ): Promise<DocumentFragment | null> {
    const { data, page, page_size: pageSize, total } = answer;
    const pageCount = pageCountOf(total, pageSize);
    // A page's address in the page's language, as the library's links write it in React.
    const hrefFor = (target: number) =>
      pathInLocale(doctorSearchHref({ ...search, page: target }), language.locale);
    if (data.length === 0) {
      if (total === 0) return clone(isUnfiltered(search) ? 'empty-unfiltered' : 'empty-filtered');
      const empty = clone('past-last-page');
      required(empty.querySelector('h2'), 'heading').textContent = resultsCountLabel(t, total);
      required(empty.querySelector('p'), 'text').textContent = resultsCopy(t).pastLastPage(pageCount);
      required(empty.querySelector('a'), 'link').setAttribute('href', hrefFor(1));
      return empty;
    }

    const shown = clone('results');
    const heading = required(shown.querySelector('h2'), 'heading');
    heading.textContent = resultsCountLabel(t, total);
    required(heading.nextElementSibling, 'range').textContent = resultsPageLabel(
      t,
      page,
      pageSize,
      data.length,
      total,
    );
    const list = required(shown.querySelector('ul'), 'list');
    const item = required(list.firstElementChild, 'card');
    // The template's card is filled in copies, over several tasks: its stand-in photo must not load meanwhile.
    item.remove();
    for (const photo of item.querySelectorAll('img')) photo.removeAttribute('src');
    const cards: Element[] = [];
    for (const [index, doctor] of data.entries()) {
      if (index > 0 && index % CARDS_PER_TASK === 0) {
        await nextTask();
        if (!current()) return null;
      }
      const card = item.cloneNode(true) as Element;
      fillDoctorCard(required(card.querySelector('article'), 'card'), {
        doctor,
        imageSrc: doctorImageUrl(doctor.pmdc),
        nextAvailable: nextAvailableDate(doctor.working_days, receivedAt),
        href: profileHref(doctor, language.locale),
        nameId: `${headingId}-doctor-${String(index)}`,
        t: cardWords,
        locale: language.locale,
      });
      fillBookingButtons(card, doctor, t, standInName, pakistanDate(receivedAt));
      cards.push(card);
    }
    list.replaceChildren(...cards);
    fillPagination(required(shown.querySelector('nav'), 'pagination'), {
      page,
      pageCount,
      hrefFor,
      t: cardWords,
    });
    required(shown.querySelector('script'), 'structured data').textContent = jsonLdText(
      physiciansJsonLd(t, data, absoluteDoctorImageUrl, (page - 1) * pageSize + 1),
    );
    return shown;
  }

  function content(
    next: DoctorResultsState,
    search: DoctorSearch,
    current: () => boolean,
  ): DocumentFragment | Promise<DocumentFragment | null> {
    switch (next.status) {
      case 'static':
      case 'loading':
        return clone('loading');
      case 'error': {
        const failed = clone('error');
        const message = [...failed.querySelectorAll('p')].find((p) => p.textContent === standInMessage);
        required(message, 'error message').textContent = next.message;
        return failed;
      }
      case 'success':
        return results(next, search, current);
    }
  }

  /** Each drawing's number: a drawing still filling its cards when another starts is dropped. */
  let drawing = 0;

  /**
   * Shows `next`: the status says it, and the section holds its markup, named by the results heading. Drawn anew
   * each time, even the loading cards the prerendered page already shows (under a sentence for browsers without
   * script): new elements in place of old ones are no layout shift, old ones moved up would be.
   */
  function show(next: DoctorResultsState, search: DoctorSearch): void {
    const current = ++drawing;
    const drawn = content(next, search, () => current === drawing);
    if (drawn instanceof DocumentFragment) put(next, drawn);
    else
      void drawn.then((fragment) => {
        if (fragment !== null && current === drawing) put(next, fragment);
      });
  }

  /** Puts `drawn`, the markup of `next`, in the section in place of what it held. */
  function put(next: DoctorResultsState, drawn: DocumentFragment): void {
    state = next;
    for (const heading of drawn.querySelectorAll('h2')) heading.id = headingId;
    drawn.querySelector('ul')?.setAttribute('aria-labelledby', headingId);
    section.setAttribute('aria-busy', String(next.status === 'loading'));
    status.textContent = resultsStatusText(t, next);
    while (statusHolder.nextSibling) statusHolder.nextSibling.remove();
    section.append(drawn);
    if (next.status !== 'loading' && focusOnSettle) {
      focusOnSettle = false;
      const target =
        next.status === 'error'
          ? section.querySelector<HTMLElement>('[tabindex="-1"]:not(h2)')
          : section.querySelector('h2');
      target?.focus();
    }
  }

  /** Searches what the address asks for, dropping an answer still on its way. */
  function run(): void {
    cancel();
    const search = addressSearch();
    const key = serializeDoctorSearch(search);
    searchKey = key;
    show({ status: 'loading' }, search);
    cancel = startLoad(
      (signal) =>
        api
          .searchDoctors({ query: searchDoctorsQuery(search) }, { signal })
          .then((page) => ({ page, receivedAt: new Date() })),
      {
        // In a task after the one that received the answer (and read it): two shorter tasks on a slow phone.
        settle: (outcome) => {
          void nextTask().then(() => {
            if (searchKey === key)
              show(outcome.status === 'loaded' ? { status: 'success', ...outcome.data } : outcome, search);
          });
        },
      },
    );
  }

  /** The doctor of a card's element. */
  const doctorOf = (target: Element): Doctor | undefined => {
    const item = target.closest('li');
    const list = item?.parentElement;
    if (!item || !list || state.status !== 'success') return undefined;
    return state.page.data[[...list.children].indexOf(item)];
  };

  const book = (doctor: Doctor, type: BookingType, slot?: { date: string; time: string }) => {
    const role = readSession(window.localStorage)?.role;
    const signIn = (path: string) => {
      window.location.assign(pathInLocale(path, language.locale));
    };
    // A visitor signs in first, and comes back to the doctor's page with this booking open.
    const back = withBookingIntent(doctorProfilePath(doctor) ?? pathWithoutLocale(browserHref()), {
      type,
      ...(slot === undefined ? {} : { slot }),
    });
    if (!mayBookOrSignIn(role, back, signIn)) return;
    void loadBooking().then((module) => {
      module.openBooking(doctor, type, language, slot);
    });
  };

  section.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    const type = button.dataset.booking;
    const doctor = doctorOf(button);
    // An open time of the card ("2026-11-30 17:30") books it at once.
    const [date, time] = (button.dataset.slot ?? '').split(' ');
    const slot = date && time ? { date, time } : undefined;
    if ((type === 'in_clinic' || type === 'online') && doctor) book(doctor, type, slot);
    else if (state.status === 'error') {
      focusOnSettle = true;
      run();
    }
  });
  // A patient about to press Book: the dialog's code starts loading, so the press finds it ready.
  const prepare = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('button[data-booking]')) return;
    if (readSession(window.localStorage)?.role !== 'patient') return;
    for (const type of ['pointerover', 'focusin', 'touchstart']) section.removeEventListener(type, prepare);
    void loadBooking();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    section.addEventListener(type, prepare, { passive: true });
  }

  const stopFollowing = subscribeBrowserAddress(() => {
    const key = serializeDoctorSearch(addressSearch());
    if (key !== searchKey) run();
  });
  const stopListening = onSearchAgain(run);
  let stopped = false;

  // The answer the server wrote into the page with its markup (src/entry-results.tsx), when it answers the search
  // the address asks for: taken over as it stands, so a Book press finds its doctor from the start, and nothing is
  // searched or drawn again. The cards' next available days were judged by the server's clock: where the
  // browser's calendar says another day (another time zone, around midnight), the cards are drawn again with it.
  const served = readServedResults(section);
  const searchOfAddress = addressSearch();
  const addressKey = serializeDoctorSearch(searchOfAddress);
  if (served?.key === addressKey) {
    searchKey = addressKey;
    const adopted: DoctorResultsState = { status: 'success', page: served.page, receivedAt: new Date() };
    state = adopted;
    void nextTask().then(() => {
      if (stopped || searchKey !== addressKey || state !== adopted) return;
      const cards = [...(section.querySelector('ul')?.children ?? [])];
      const sameDays =
        cards.length === served.page.data.length &&
        served.page.data.every((doctor, index) => {
          const day = nextAvailableDate(doctor.working_days, adopted.receivedAt);
          const shown = cards[index]?.querySelector('time')?.getAttribute('datetime') ?? null;
          return shown === (day === null ? null : isoDate(day));
        });
      if (!sameDays) show(adopted, searchOfAddress);
    });
  }

  // The first search in a task of its own, after the one that read the templates and made the translators: at a
  // 10× slower CPU, cold, the two had been one task of about 45 ms, at the edge of a long one.
  void nextTask().then(() => {
    if (!stopped && searchKey === null) run();
  });
  return () => {
    stopped = true;
    stopFollowing();
    stopListening();
    cancel();
  };
}
