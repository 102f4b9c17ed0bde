// The public API of @aafiyat/api. Mocks live in the separate entry `@aafiyat/api/mocks`.

// The HTTP client
export { createApiClient } from './client';
export { DEFAULT_TIMEOUT_MS } from './client';
export type { ApiClient } from './client';
export type { ApiClientOptions } from './client';
export type { ApiOperations } from './client';
export { createImageUrls } from './images';
export type { ImageUrls } from './images';

// Errors
export { ApiError } from './errors';
export { isApiError } from './errors';
export { apiErrorKinds } from './errors';
export { API_NETWORK_ERROR_MESSAGE } from './errors';
export { API_TIMEOUT_MESSAGE } from './errors';
export { API_ABORTED_MESSAGE } from './errors';
export type { ApiErrorKind } from './errors';

// The contract's operations and types
export { operations } from './generated/operations';
export type { paths } from './generated/schema';
export type { components } from './generated/schema';
export type { CallOptions } from './types';
export type { JsonSuccess } from './types';
export type { OperationArguments } from './types';
export type { OperationId } from './types';
export type { OperationInput } from './types';
export type { OperationResult } from './types';
export type { Schema } from './types';

// The realtime client and its events
export { createRealtimeClient } from './realtime';
export type { RealtimeClient } from './realtime';
export type { CallChannel } from './realtime';
export type { RealtimeClientOptions } from './realtime';
export type { RealtimeSocket } from './realtime';
export { REALTIME_PATH } from './events';
export { callStates } from './events';
export type { Acknowledgement } from './events';
export type { CallReference } from './events';
export type { CallReadyNotice } from './events';
export type { CallSignal } from './events';
export type { CallSignalMessage } from './events';
export type { CallState } from './events';
export type { CallStatus } from './events';
export type { ClientToServerEvents } from './events';
export type { IncomingCall } from './events';
export type { PatientConnection } from './events';
export type { ServerToClientEvents } from './events';
