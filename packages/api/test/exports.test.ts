// The public entry @aafiyat/api: changing this list is a semver decision (STYLE.md, Tests).
import { expect, it } from 'vitest';
import * as api from '../src';

it('exports exactly the documented runtime names', () => {
  expect(Object.keys(api).sort()).toEqual([
    'API_ABORTED_MESSAGE',
    'API_NETWORK_ERROR_MESSAGE',
    'API_TIMEOUT_MESSAGE',
    'ApiError',
    'DEFAULT_TIMEOUT_MS',
    'REALTIME_PATH',
    'apiErrorKinds',
    'callStates',
    'createApiClient',
    'createImageUrls',
    'createRealtimeClient',
    'isApiError',
    'operations',
  ]);
});
