import { createApiClient } from '@aafiyat/api';
import { localeOfPath } from '@aafiyat/domain';

// For code that loads the client on demand: a dynamic import of the package itself would bring all of it (the
// realtime client and socket.io-client too), as a namespace cannot be tree-shaken.
export { isApiError } from '@aafiyat/api';

/**
 * The API client of the browser: same origin, credentials sent, one error type, and the page's language with every
 * call (an SMS a page asks for is written in it).
 */
export const api = createApiClient({
  baseUrl: '',
  ...(typeof window === 'undefined' ? {} : { language: localeOfPath(window.location.pathname) }),
});
