import { createApiClient } from '@aafiyat/api';

/** The API client of the browser: same origin, credentials sent, one error type. */
export const api = createApiClient({ baseUrl: '' });
