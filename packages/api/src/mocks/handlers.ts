/**
 * MSW 2 handlers for every operation of the contract, each answering a named scenario. Use
 * `createHandlers()` for a whole mock server and `handlerFor()` to override one operation
 * (`server.use(...)`, or a story's `parameters.msw.handlers`).
 */

import { HttpResponse, delay, http } from 'msw';
import type { HttpHandler } from 'msw';

import { operations as operationTable } from '../generated/operations';
import {
  RETRY_AFTER_SECONDS,
  conflictBodies,
  errorBodies,
  notFoundBody,
  validationBody,
  validationFields,
} from './errors';
import { sessions } from './fixtures/sessions';
import { errorResponse, replyFor } from './reply';
import type { Resolver, ResolverContext, Resolvers } from './resolvers/context';
import { authResolvers } from './resolvers/auth';
import { callResolvers } from './resolvers/calls';
import { doctorResolvers } from './resolvers/doctors';
import { imageResolvers } from './resolvers/images';
import { labResolvers } from './resolvers/labs';
import { marketingResolvers } from './resolvers/marketing';
import { patientResolvers } from './resolvers/patient';
import { paymentResolvers } from './resolvers/payments';
import type { ScenarioFor, ScenarioName } from './scenarios';
import { createMockStore } from './store';
import type { MockStore } from './store';
import type { OperationId, Schema } from './types';

/** How long the `slow` scenario waits before answering, unless `delayMs` says otherwise. */
export const DEFAULT_SLOW_DELAY_MS = 2000;

/** Options of {@link handlerFor}. */
export interface HandlerOptions {
  /**
   * Where the API lives. `''` (the default) matches the path on any origin; an absolute base such as
   * `http://localhost:3000` matches only there.
   */
  readonly baseUrl?: string;
  /** The delay of the `slow` scenario, in milliseconds (msw `delay()`, so fake timers control it). */
  readonly delayMs?: number;
  /** The session `GET /api/auth/me` answers; the patient session by default. */
  readonly session?: Schema<'SessionRecord'>;
  /** State to share with other handlers; a fresh store seeded from the fixtures by default. */
  readonly store?: MockStore;
}

/** The scenario each operation answers; `success` for operations left out. */
export type ScenarioSelection = { readonly [K in OperationId]?: ScenarioFor<K> };

/** Options of {@link createHandlers}. */
export interface CreateHandlersOptions extends HandlerOptions {
  /** The scenario of each operation; every other operation answers `success`. */
  readonly scenarios?: ScenarioSelection;
}

const resolvers: Resolvers = {
  ...authResolvers,
  ...doctorResolvers,
  ...marketingResolvers,
  ...labResolvers,
  ...imageResolvers,
  ...patientResolvers,
  ...paymentResolvers,
  ...callResolvers,
};

/** Every operation id, in the order of the contract. */
export const operationIds = Object.keys(operationTable) as readonly OperationId[];

// OpenAPI matches concrete paths before templated ones (`/api/doctors/search` before `/api/doctors/{pmdc}`);
// MSW matches in handler order, so a templated handler steps aside for a concrete path of its method.
const concretePaths = operationIds
  .map((operationId) => operationTable[operationId])
  .filter((operation) => !operation.path.includes('{'))
  .map((operation) => `${operation.method} ${operation.path}`);

function basePathOf(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? new URL(trimmed).pathname.replace(/\/+$/, '') : trimmed;
}

/** The MSW path of an operation: `{param}` becomes `:param`, under `baseUrl` or on any origin. */
export function mswPath(path: string, baseUrl = ''): string {
  const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
  return baseUrl === '' ? `*${pattern}` : `${baseUrl.replace(/\/+$/, '')}${pattern}`;
}

function isConcretePathOfAnother(operationId: OperationId, request: Request, baseUrl: string): boolean {
  const { method, path } = operationTable[operationId];
  if (!path.includes('{')) return false;
  const pathname = new URL(request.url).pathname;
  const relative = baseUrl === '' ? pathname : pathname.slice(basePathOf(baseUrl).length);
  return concretePaths.some((entry) => {
    const [entryMethod, entryPath = ''] = entry.split(' ');
    return entryMethod === method && (baseUrl === '' ? relative.endsWith(entryPath) : relative === entryPath);
  });
}

const retryAfter = { 'Retry-After': String(RETRY_AFTER_SECONDS) };

/** The answer of an error scenario, or `undefined` when the scenario is the operation's own resolver's. */
function errorScenarioResponse(operationId: OperationId, scenario: ScenarioName): Response | undefined {
  switch (scenario) {
    case 'networkError':
      return HttpResponse.error();
    case 'validationError': {
      const field = (validationFields as Partial<Record<OperationId, Schema<'FieldError'>>>)[operationId];
      return errorResponse(
        400,
        validationBody(field ?? { path: 'body', code: 'invalid', message: 'The request is not valid.' }),
      );
    }
    case 'notFound':
      return errorResponse(404, notFoundBody(operationId));
    case 'conflict': {
      const body = (conflictBodies as Partial<Record<OperationId, Schema<'ErrorBody'>>>)[operationId];
      return errorResponse(
        409,
        body ?? { message: 'This clashes with the current state.', code: 'conflict' },
      );
    }
    case 'clinicRequired':
    case 'otpInvalid':
    case 'otpExpired':
      return errorResponse(400, errorBodies[scenario]);
    case 'unauthenticated':
    case 'invalidCredentials':
      return errorResponse(401, errorBodies[scenario]);
    case 'forbidden':
    case 'verificationPending':
    case 'passwordNotSet':
      return errorResponse(403, errorBodies[scenario]);
    case 'duplicate':
      return errorResponse(409, errorBodies.duplicate);
    case 'fileTooLarge':
      return errorResponse(413, errorBodies.fileTooLarge);
    case 'nameRequired':
      return errorResponse(422, errorBodies.nameRequired);
    case 'rateLimited':
    case 'otpExhausted':
      return errorResponse(429, errorBodies[scenario], retryAfter);
    case 'serverError':
      return errorResponse(500, errorBodies.serverError);
    case 'smsFailed':
      return errorResponse(503, errorBodies.smsFailed, retryAfter);
    case 'success':
    case 'slow':
    case 'empty':
    case 'singleBranch':
    case 'newPatient':
    case 'noPassword':
    case 'alreadyReceived':
    case 'paymentPending':
    case 'paymentFailed':
    case 'notModified':
      return undefined;
  }
}

/** A handler for `operationId` answering `scenario` (default `success`). */
export function handlerFor<K extends OperationId>(
  operationId: K,
  scenario: ScenarioFor<K> = 'success',
  options: HandlerOptions = {},
): HttpHandler {
  const { method, path } = operationTable[operationId];
  const baseUrl = options.baseUrl ?? '';
  const store = options.store ?? createMockStore();
  const session = options.session ?? sessions.patient;
  const resolve = resolvers[operationId] as Resolver<K>;
  const reply = replyFor(operationId);
  return http[method](mswPath(path, baseUrl), async ({ request, params }) => {
    if (isConcretePathOfAnother(operationId, request, baseUrl)) return undefined;
    const errorAnswer = errorScenarioResponse(operationId, scenario);
    if (errorAnswer !== undefined) return errorAnswer;
    if (scenario === 'slow') await delay(options.delayMs ?? DEFAULT_SLOW_DELAY_MS);
    const context: ResolverContext<K> = {
      request,
      params,
      reply,
      store,
      session,
      scenario: scenario === 'slow' ? 'success' : scenario,
    };
    return resolve(context);
  });
}

/** One handler per operation (62), sharing one store, each answering its selected scenario. */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const { scenarios = {}, ...rest } = options;
  const shared: HandlerOptions = { ...rest, store: rest.store ?? createMockStore() };
  return operationIds.map((operationId) =>
    handlerFor(operationId, scenarios[operationId] ?? 'success', shared),
  );
}
