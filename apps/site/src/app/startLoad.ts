// Starting one load and settling it, free of React: `useLoad` (./load.ts) runs its loads through it, and so does a
// plain script that draws a part of a page of islands (the doctor search's results), so both show the same
// sentence for the same failure and drop an answer nobody waits for.
import { isApiError } from '@aafiyat/api';
import { FALLBACK_ERROR_MESSAGE } from '@aafiyat/domain';
import { createTranslator, refusalMessage } from '@aafiyat/ui';
import { loadedLanguage } from '../i18n/load';
import type { Fetcher, Settled } from './load';

/**
 * The sentence a failed load shows, in the page's language. On an English page: the API client's message, written
 * for people (the server's message, or a plain sentence for a network failure or time-out), else the general one:
 * any other error is a fault of the page, whose text would tell a person nothing. On an Urdu page: the library's
 * Urdu sentence for the server's code, the kind of failure or its status (`refusalMessage`).
 */
export function loadErrorMessage(error: unknown): string {
  const language = loadedLanguage();
  if (language !== null && language.locale !== 'en') {
    return refusalMessage(createTranslator(language.locale, language.ui), language.locale, error);
  }
  return isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
}

/** What {@link startLoad} does with the outcome. */
export interface LoadHandlers<T> {
  /** Gets the outcome, unless the load was cancelled or ended the session. */
  settle: (outcome: Settled<T>) => void;
  /** Called instead of `settle` when the server answers 401; without it a 401 is an error like any other. */
  expire?: (() => void) | undefined;
}

/**
 * Starts one load and returns its cancel: the request's signal is aborted and whatever it answers afterwards is
 * dropped, so an old answer never replaces a newer one.
 */
export function startLoad<T>(fetcher: Fetcher<T>, { settle, expire }: LoadHandlers<T>): () => void {
  const controller = new AbortController();
  // A fetcher that throws before it returns a promise fails the load like one that rejects.
  new Promise<T>((resolve) => {
    resolve(fetcher(controller.signal));
  }).then(
    (data) => {
      if (!controller.signal.aborted) settle({ status: 'loaded', data });
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      if (expire !== undefined && isApiError(error, 401)) expire();
      else settle({ status: 'error', message: loadErrorMessage(error) });
    },
  );
  return () => {
    controller.abort();
  };
}
