// The hook of ./refusals.ts, apart from it: a script without React (a driver) reads failures through
// `refusalMessage` and must not bring React's context with it.
import { useLocale, useMessages } from './I18nContext';
import { refusalMessage } from './refusals';

/** {@link refusalMessage} in the language of the nearest `AafiyatProvider`. */
export function useRefusalMessage(): (failure: unknown) => string {
  const t = useMessages();
  const locale = useLocale();
  return (failure) => refusalMessage(t, locale, failure);
}
