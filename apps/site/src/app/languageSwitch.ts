// What a language switch does besides being a link (`LanguageSwitch` of @aafiyat/ui): it leads to the same page
// with the address's current query and fragment, remembers the choice for the next visit (the server answers the
// other language's addresses with it: see apps/server), and opens the other page at the same point of reading.
import { isLocale, LANGUAGE_COOKIE, pathInLocale, type Locale } from '@aafiyat/domain';

/** Where the scroll position waits for the page in the other language (session storage). */
export const LANGUAGE_SCROLL_KEY = 'aafiyat.languageScroll';

/** A year: the choice is remembered until the person makes another. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

interface PendingScroll {
  /** The path the scroll position is for. */
  path: string;
  /** How far down the page the reader was, from 0 (top) to 1 (bottom): the two languages' pages differ in length. */
  fraction: number;
}

/** The share of the page scrolled past, 0 to 1. */
function scrolledFraction(): number {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  return room > 0 ? Math.min(1, Math.max(0, window.scrollY / room)) : 0;
}

/** Remembers the language a person chose, for the server and for their next visit. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${String(REMEMBER_SECONDS)}; SameSite=Lax`;
}

/** Handles a press on any language switch of the page (one listener for the header's and the drawer's). */
function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[data-language-switch]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const locale = link.dataset.languageSwitch;
  if (!isLocale(locale)) return;
  const { pathname, search, hash } = window.location;
  const href = pathInLocale(`${pathname}${search}${hash}`, locale);
  // The press follows the link as the browser would: only its address is brought up to date first.
  link.href = href;
  rememberLanguage(locale);
  const pending: PendingScroll = {
    path: new URL(href, window.location.href).pathname,
    fraction: scrolledFraction(),
  };
  window.sessionStorage.setItem(LANGUAGE_SCROLL_KEY, JSON.stringify(pending));
}

/** Opens the page at the point of reading its other language's page was left at, once it is laid out. */
function restoreScroll(): void {
  const stored = window.sessionStorage.getItem(LANGUAGE_SCROLL_KEY);
  if (stored === null) return;
  window.sessionStorage.removeItem(LANGUAGE_SCROLL_KEY);
  const pending = JSON.parse(stored) as Partial<PendingScroll>;
  if (pending.path !== window.location.pathname || typeof pending.fraction !== 'number') return;
  if (window.location.hash !== '') return;
  const room = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo(0, Math.round(pending.fraction * room));
}

/** Makes the page's language switches keep the query, the choice and the scroll. Once per page. */
export function followLanguageSwitches(): void {
  document.addEventListener('click', onClick);
  if (document.readyState === 'complete') restoreScroll();
  else window.addEventListener('load', restoreScroll, { once: true });
}
