import type { Schema } from '@aafiyat/api';
import {
  addCalendarDays,
  clearSession,
  nextAvailableDate,
  pakistanDate,
  writeSession,
} from '@aafiyat/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { isoDate } from '@aafiyat/ui';
import { render } from 'vitest-browser-react';
import { canonicalMarkup } from '../../../../packages/ui/src/test-support/canonicalMarkup';
import { withDoctorResults } from '../pages/doctors/servedSearch';
import { SearchResults } from '../pages/doctors/SearchResults';
import { askSearchAgain } from '../pages/doctors/searchAgain';
import { english } from '../i18n/english';
import { SiteLanguageProvider, siteTranslator, type SiteLanguage } from '../i18n/language';
import { urdu } from '../i18n/urdu';
import driveDoctorResults from './DoctorResultsDriver';
import DoctorResultsIsland from './DoctorResultsIsland';
import { islandTree } from './Island';

// Photos that load: a failed one falls back to the initial when the browser gets to it, which depends on where
// on the screen its card is (the library's own tests pin the fallback).
// Each card's photo is asked for as the card is filled: a test may act at that moment (`photos.asked`).
const photos = vi.hoisted(() => ({ asked: (_pmdc: string): void => undefined }));
vi.mock('../pages/doctors/doctorImages', () => ({
  doctorImageUrl: (pmdc: string) => {
    photos.asked(pmdc);
    return photoOf(pmdc);
  },
  absoluteDoctorImageUrl: (pmdc: string) => `https://www.aafiyat.example/api/doctor/image?pmdc=${pmdc}`,
}));

function photoOf(pmdc: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><title>${pmdc}</title><rect width="64" height="64" fill="#7fb8b4"/></svg>`)}`;
}

type Doctor = Schema<'Doctor'>;
type DoctorPage = Schema<'DoctorPage'>;

const sana: Doctor = {
  pmdc: '45321-P',
  name: 'Dr. Sana Mirza',
  specialty: 'Cardiologist',
  city: 'Lahore',
  fee: 2500,
  working_days: [1, 3, 5],
  timings: { start: '17:00', end: '21:00' },
  is_online: true,
  experience_years: 12,
  clinic_id: 1,
  clinic_name: 'Shifa Family Clinic',
  gender: 'female',
  languages: ['urdu', 'english', 'punjabi'],
  qualifications: ['MBBS', 'FCPS'],
  online_fee: 2000,
  rating: { average: 4.7, count: 128 },
  // Her first open times, today and tomorrow by the browser's clock (as the page and the script count them).
  next_slots: [
    { date: pakistanDate(new Date()), time: '20:30' },
    { date: addCalendarDays(pakistanDate(new Date()), 1), time: '17:00' },
  ],
};
const usman: Doctor = {
  pmdc: '51234-P',
  name: 'Dr. Usman Tariq',
  specialty: 'Orthopedic Surgeon',
  city: 'Lahore',
  fee: 3500,
  working_days: [],
  timings: { start: '09:30', end: '13:00' },
  is_online: false,
  experience_years: 1,
  languages: [],
  qualifications: [],
  rating: { average: null, count: 0 },
};
const hira: Doctor = { ...sana, pmdc: '60001-P', name: 'Dr. Hira <b>Naveed</b>', is_online: false };

const pageOf = (data: Doctor[], page: number, total: number): DoctorPage => ({
  data,
  page,
  page_size: 10,
  total,
});

/** What the fake API answers a search with, and the searches it was asked for (their queries). */
let answer: (query: URLSearchParams) => Promise<Response>;
let searches: string[] = [];

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  searches = [];
  answer = () => json(pageOf([sana, usman, hira], 1, 23));
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/api/doctors/search') {
      searches.push(url.searchParams.toString());
      return answer(url.searchParams);
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
});

/** The test page's own query, which the search ignores, kept so the runner's address stays as it was. */
const ownQuery = window.location.search;

/** Sets the address's search (`?city=Lahore`), as a link to the page would. */
function visit(query: string, { push = false } = {}): void {
  const params = new URLSearchParams(ownQuery);
  for (const [name, value] of new URLSearchParams(query)) params.set(name, value);
  const href = `${window.location.pathname}?${params.toString()}`;
  if (push) window.history.pushState(null, '', href);
  else window.history.replaceState(null, '', href);
}

/** Stops the drivers a test started. */
const stops: (() => void)[] = [];

afterEach(() => {
  photos.asked = () => undefined;
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', `${window.location.pathname}${ownQuery}`);
  clearSession(window.localStorage);
  document.body.replaceChildren();
});

/** The results island as a page of islands in `language` serves it, driven by its script; gives its section. */
function driven(language: SiteLanguage): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderToString(islandTree(DoctorResultsIsland, { templates: true }, language), {
    identifierPrefix: 'doctorResults1-',
  });
  document.body.append(element);
  stops.push(driveDoctorResults(element, {}, language));
  return element.querySelector('section')!;
}

/**
 * The results island as the server sends it for the address's search: `answer` (received at `receivedAt`) written
 * in by the site's renderer (src/entry-results.tsx), then driven by its script; gives its section.
 */
function served(
  language: SiteLanguage,
  answer: DoctorPage,
  { receivedAt = new Date(), query = window.location.search } = {},
): HTMLElement {
  const prerendered = `<div data-island="doctorResults">${renderToString(
    islandTree(DoctorResultsIsland, { templates: true }, language),
    { identifierPrefix: 'doctorResults1-' },
  )}</div>`;
  const path = language === urdu ? '/ur/doctors/search' : '/doctors/search';
  const html = withDoctorResults(prerendered, `${path}${query}`, answer, receivedAt);
  if (html === null) throw new Error('The renderer found no results section in the island.');
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  const element = wrapper.firstElementChild as HTMLElement;
  document.body.append(element);
  stops.push(driveDoctorResults(element, {}, language));
  return element.querySelector('section')!;
}

/** The booking dialog, once a Book press has loaded and opened it. */
function openDialog(): Promise<Element> {
  return vi.waitFor(
    () => {
      const open = document.querySelector('dialog[open]');
      if (!open) throw new Error('No dialog yet');
      return open;
    },
    { timeout: 10_000 },
  );
}

/** A few tasks: whatever the driver does after it starts has been done. */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The same results as React renders them in the app, in `language`. */
async function rendered(language: SiteLanguage): Promise<HTMLElement> {
  const screen = await render(
    <SiteLanguageProvider language={language}>
      <SearchResults />
    </SiteLanguageProvider>,
  );
  return screen.container.querySelector('section')!;
}

/** Resolves once a section shows an answer (a search under way is busy; the prerendered state has no status). */
async function settled(section: HTMLElement, language: SiteLanguage): Promise<void> {
  const searching = siteTranslator(language)('Doctors.results.loadingHeading');
  await expect
    .poll(() => section.getAttribute('aria-busy') === 'false' && section.querySelector('h2')?.textContent)
    .not.toMatch(new RegExp(`^(${searching})?$`));
}

/** The booking buttons of the card of the doctor named `name`: the kind of each, and what it says. */
function bookingButtons(section: HTMLElement, name: string): { type?: string; text: string }[] {
  const card = [...section.querySelectorAll('article')].find(
    (article) => article.querySelector('h3')?.textContent === name,
  );
  return [...(card?.querySelectorAll<HTMLButtonElement>('button[data-booking]:not([data-slot])') ?? [])].map(
    (button) => ({
      ...(button.dataset.booking === undefined ? {} : { type: button.dataset.booking }),
      text: button.textContent,
    }),
  );
}

describe.each([
  ['English', english],
  ['Urdu', urdu],
])('the doctor results drawn without React, in %s', (_language, language) => {
  const t = siteTranslator(language);

  const states: [string, string, () => Promise<Response>][] = [
    ['a first page of three', 'city=Lahore', () => json(pageOf([sana, usman, hira], 1, 23))],
    ['the last page, a single doctor', 'city=Lahore&page=3', () => json(pageOf([usman], 3, 21))],
    ['one page only', 'q=Sana', () => json(pageOf([sana], 1, 1))],
    ['nothing found for the filters', 'city=Lahore&is_online=true', () => json(pageOf([], 1, 0))],
    ['no doctors at all', '', () => json(pageOf([], 1, 0))],
    ['a page past the last', 'city=Lahore&page=9', () => json(pageOf([], 9, 23))],
    ['a failed search', 'city=Lahore', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];

  it.each(states)('show the markup React renders: %s', async (_, query, reply) => {
    visit(query);
    answer = reply;
    const section = driven(language);
    const live = await rendered(language);
    await settled(section, language);
    await settled(live, language);
    expect(canonicalMarkup(section)).toBe(canonicalMarkup(live));
    // The section stays named by its heading, and each card by its doctor's.
    const heading = section.querySelector('h2')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    for (const card of section.querySelectorAll('article')) {
      expect(card.querySelector(`#${CSS.escape(card.getAttribute('aria-labelledby') ?? '')}`)).not.toBeNull();
    }
  });

  it('take over the answer the server wrote, as React renders it, without searching again', async () => {
    visit('city=Lahore');
    const section = served(language, pageOf([sana, usman, hira], 1, 23));
    const before = section.innerHTML;
    await tasks();
    expect(searches).toEqual([]);
    expect(section.innerHTML).toBe(before);
    // React's own search of the same address, to compare with.
    const live = await rendered(language);
    await settled(live, language);
    // The markup is React's own, the status says the answer, and the answer is there for the script.
    const shown = section.cloneNode(true) as HTMLElement;
    shown.querySelector('script[data-served-results]')?.remove();
    expect(canonicalMarkup(shown)).toBe(canonicalMarkup(live));
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(section.querySelector('[role="status"]')?.textContent).toBe(
      t('Doctors.results.countOnPage', { count: 23, page: '1', pageCount: '3' }),
    );
    // What a doctor sent is text in the served page too.
    expect(section.querySelector('b')).toBeNull();
    expect(section.textContent).toContain('Dr. Hira <b>Naveed</b>');
    // A new search in the address is searched and drawn as before.
    answer = () => json(pageOf([usman], 1, 1));
    visit('city=Karachi', { push: true });
    window.dispatchEvent(new PopStateEvent('popstate'));
    await expect
      .poll(() => section.querySelector('h2')?.textContent)
      .toBe(t('Doctors.results.count', { count: 1 }));
    expect(searches.at(-1)).toBe('city=Karachi&page=1&page_size=10');
  });

  it("open a signed-in patient's booking from a served card", async () => {
    writeSession(window.localStorage, { role: 'patient', verified: true, name: 'Ayesha', user_id: 7 });
    visit('city=Lahore');
    const section = served(language, pageOf([usman, sana], 1, 2));
    // Pressed at once, before any task of the script's has run: the doctor is known from the served answer.
    await userEvent.click(
      section.querySelectorAll('article')[1]!.querySelector('button[data-booking="online"]')!,
    );
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Dr. Sana Mirza');
    expect(searches).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelectorAll('dialog').length).toBe(0);
  });

  it("open a signed-in patient's booking at a card's open time, that time chosen", async () => {
    writeSession(window.localStorage, { role: 'patient', verified: true, name: 'Ayesha', user_id: 7 });
    visit('city=Lahore');
    const section = served(language, pageOf([usman, sana], 1, 2));
    const times = [...section.querySelectorAll<HTMLButtonElement>('article button[data-slot]')];
    // Usman has none; Sana's two, named for the day and the doctor, book at her clinic.
    expect(times.map((button) => [button.dataset.booking, button.dataset.slot])).toEqual(
      (sana.next_slots ?? []).map((slot) => ['in_clinic', `${slot.date} ${slot.time}`]),
    );
    expect(times[1]?.textContent).toBe(
      `${t('Doctors.card.slotTomorrow', { time: '5:00 PM' })}${t('Patient.book.withDoctor', { doctor: 'Dr. Sana Mirza' })}`,
    );
    await userEvent.click(times[1]!);
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Dr. Sana Mirza');
    expect(dialog.querySelector<HTMLSelectElement>('select[name="time"]')?.value).toBe('17:00');
    expect(searches).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelectorAll('dialog').length).toBe(0);
  });

  it("draw a served answer again where the browser's calendar says another next available day", async () => {
    visit('city=Lahore');
    // The server's clock three days behind the browser's: Sana (Monday, Wednesday, Friday) is next available on
    // another day than the one served.
    const now = new Date();
    const threeDaysAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 3, 12);
    const section = served(language, pageOf([sana], 1, 1), { receivedAt: threeDaysAgo });
    const day = () => section.querySelector('article time')?.getAttribute('datetime');
    const servedDay = day();
    const expected = nextAvailableDate(sana.working_days, new Date());
    await expect.poll(day).toBe(expected === null ? undefined : isoDate(expected));
    expect(day()).not.toBe(servedDay);
    expect(searches).toEqual([]);
    expect(section.querySelector('h2')?.textContent).toBe(t('Doctors.results.count', { count: 1 }));
  });

  it('search itself when the served answer is for another search than the address asks for', async () => {
    // Written for Karachi; the address says Lahore (as if it changed before the script ran).
    visit('city=Lahore');
    const section = served(language, pageOf([sana], 1, 1), { query: '?city=Karachi' });
    await expect.poll(() => searches).toEqual(['city=Lahore&page=1&page_size=10']);
    await settled(section, language);
    expect(section.querySelectorAll('article')).toHaveLength(3);
  });

  it('show the markup React renders while a search is under way', async () => {
    answer = () => new Promise(() => undefined);
    const section = driven(language);
    const live = await rendered(language);
    await expect.poll(() => live.getAttribute('aria-busy')).toBe('true');
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(canonicalMarkup(section)).toBe(canonicalMarkup(live));
  });

  it('search what the address asks for as it changes, and again when the filters ask', async () => {
    visit('city=Lahore');
    const section = driven(language);
    await settled(section, language);
    expect(searches).toEqual(['city=Lahore&page=1&page_size=10']);
    expect(section.querySelector('[role="status"]')?.textContent).toBe(
      t('Doctors.results.countOnPage', { count: 23, page: '1', pageCount: '3' }),
    );

    // The filters' island wrote a new search (as Back and Forward do, the address's event follows).
    answer = () => json(pageOf([sana], 1, 1));
    visit('city=Lahore&is_online=true', { push: true });
    window.dispatchEvent(new PopStateEvent('popstate'));
    await expect
      .poll(() => section.querySelector('h2')?.textContent)
      .toBe(t('Doctors.results.count', { count: 1 }));
    expect(searches.at(-1)).toBe('city=Lahore&is_online=true&page=1&page_size=10');
    expect(section.querySelectorAll('article')).toHaveLength(1);

    // The same address again is no new search; Search pressed on the same filters is.
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(searches).toHaveLength(2);
    askSearchAgain();
    await expect.poll(() => searches).toHaveLength(3);
  });

  it('draw only the newest search when the address changes while a page of cards is being drawn', async () => {
    const tenDoctors = Array.from({ length: 10 }, (_, index) => ({
      ...sana,
      pmdc: `${String(70000 + index)}-P`,
      name: `Dr. Sana ${String(index)}`,
    }));
    visit('city=Lahore');
    answer = (query) =>
      query.get('city') === 'Karachi' ? json(pageOf([usman], 1, 1)) : json(pageOf(tenDoctors, 1, 23));
    // Every heading the section shows, in order.
    const headings: string[] = [];
    const watch = new MutationObserver(() => {
      const text = document.querySelector('section h2')?.textContent ?? '';
      if (headings.at(-1) !== text) headings.push(text);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    // The third card of the first answer is being filled (its cards are drawn a few per task) when the filters
    // write a new search into the address.
    photos.asked = (pmdc) => {
      if (pmdc !== '70002-P') return;
      visit('city=Karachi', { push: true });
      window.dispatchEvent(new PopStateEvent('popstate'));
    };
    const section = driven(language);
    await expect
      .poll(() => section.querySelector('h2')?.textContent)
      .toBe(t('Doctors.results.count', { count: 1 }));
    // A few tasks more: the first answer's drawing, had it gone on, would have ended by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    watch.disconnect();
    expect(searches.map((query) => new URLSearchParams(query).get('city'))).toEqual(['Lahore', 'Karachi']);
    // The first answer never reached the page, not even for a moment.
    expect(headings).not.toContain(t('Doctors.results.count', { count: 23 }));
    expect(section.querySelector('h2')?.textContent).toBe(t('Doctors.results.count', { count: 1 }));
    expect([...section.querySelectorAll('article h3')].map((name) => name.textContent)).toEqual([
      'Dr. Usman Tariq',
    ]);
  });

  it('write what a doctor sent as text, never as markup', async () => {
    const section = driven(language);
    await settled(section, language);
    expect(section.querySelector('b')).toBeNull();
    expect(section.textContent).toContain('Dr. Hira <b>Naveed</b>');
    expect(section.querySelector('script')?.textContent).not.toContain('<b>');
  });

  it('search again at Retry after a failure, and take focus to the results', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const section = driven(language);
    await settled(section, language);
    answer = () => json(pageOf([sana], 1, 1));
    await userEvent.click(section.querySelector('button')!);
    await expect
      .poll(() => document.activeElement?.textContent)
      .toBe(t('Doctors.results.count', { count: 1 }));
    expect(document.activeElement).toBe(section.querySelector('h2'));
  });

  it("open a signed-in patient's booking for the doctor of the card pressed", async () => {
    writeSession(window.localStorage, { role: 'patient', verified: true, name: 'Ayesha', user_id: 7 });
    const section = driven(language);
    await settled(section, language);
    // Each booking button names its doctor (in words hidden from sight), in place of the template's stand-in.
    expect(bookingButtons(section, 'Dr. Sana Mirza')).toEqual([
      { type: 'in_clinic', text: expect.stringContaining('Dr. Sana Mirza') as string },
      { type: 'online', text: expect.stringContaining('Dr. Sana Mirza') as string },
    ]);
    if (language === english) {
      expect(bookingButtons(section, 'Dr. Sana Mirza').map(({ text }) => text)).toEqual([
        'Book in-clinic with Dr. Sana Mirza',
        'Book online with Dr. Sana Mirza',
      ]);
    }
    await userEvent.click(section.querySelector('article button[data-booking="online"]')!);
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Dr. Sana Mirza');
    // Closed, the dialog's root goes with it: a second Book press opens a fresh one, not a second beside it.
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelectorAll('dialog').length).toBe(0);
    // Only doctors who consult online have the second button.
    expect(bookingButtons(section, 'Dr. Usman Tariq')).toEqual([
      { type: 'in_clinic', text: expect.stringContaining('Dr. Usman Tariq') as string },
    ]);
    if (language === english) {
      expect(bookingButtons(section, 'Dr. Usman Tariq')[0]?.text).toBe('Book in-clinic with Dr. Usman Tariq');
    }
  });
});
