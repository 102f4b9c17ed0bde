import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  DEMO_INVALID_PHONE_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
  type FieldProblemCode,
} from '@aafiyat/domain';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, RefusalError, type FieldProblem } from './operation';

/** One problem Ajv reports. */
export interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { additionalProperty?: string; missingProperty?: string; limit?: unknown; pattern?: unknown };
}

// The contract's limits on an ErrorBody: a message of 500 characters, at most 100 field problems, each with a path
// of 200 and a message of 300. A request can be built to break any of them (a thousand-character unknown property,
// an array of 150 wrong items), and the answer must still be the contract's.
const MAX_MESSAGE = 500;
const MAX_FIELDS = 100;
const MAX_FIELD_PATH = 200;
const MAX_FIELD_MESSAGE = 300;
/** How much of a request's own property name a message quotes. */
const MAX_QUOTED_NAME = 60;

/** `text` cut to at most `max` characters, marked with an ellipsis when it was longer. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

// The spec gives the helpline and the demo form their own wording for a bad mobile number.
const PHONE_MESSAGES: Record<string, string> = {
  '/api/admin/call-helpline/add': HELPLINE_INVALID_PHONE_MESSAGE,
};

/**
 * The contract's `FieldError.code` for each schema keyword Ajv reports: what is wrong with the field, in words a
 * form can turn into its own sentence. A keyword not listed here is `invalid`.
 */
const PROBLEM_CODES: Readonly<Record<string, FieldProblemCode>> = {
  required: 'required',
  maxLength: 'too_long',
  minLength: 'too_short',
  pattern: 'invalid_format',
  format: 'invalid_format',
  additionalProperties: 'not_allowed',
  unevaluatedProperties: 'not_allowed',
  enum: 'invalid_choice',
  const: 'invalid_choice',
  type: 'wrong_type',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
  minItems: 'too_few',
  maxItems: 'too_many',
  uniqueItems: 'duplicate',
  nul: 'invalid_character',
};

/** The contract's pattern for text that must not be only spaces. */
const BLANK_PATTERN = '\\S';

/** The codes whose sentence names a limit (a length, a number, a count): `FieldError.limit` carries it. */
const LIMITED: ReadonlySet<FieldProblemCode> = new Set([
  'too_long',
  'too_short',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
]);

function problemCode(issue: AjvIssue): FieldProblemCode {
  const code = PROBLEM_CODES[issue.keyword ?? ''] ?? 'invalid';
  // Empty text where at least one character is needed, or only spaces where the contract asks for something
  // more (its `\S` pattern): to a person, the field was left blank.
  if (code === 'too_short' && issue.params?.limit === 1) return 'required';
  if (issue.keyword === 'pattern' && issue.params?.pattern === BLANK_PATTERN) return 'required';
  return code;
}

function limitOf(issue: AjvIssue, code: FieldProblemCode): number | undefined {
  const limit = issue.params?.limit;
  return LIMITED.has(code) && typeof limit === 'number' && Number.isSafeInteger(limit) ? limit : undefined;
}

/** The field a path is about, as a person reads it: `body/phone_number` is "Phone number". */
function fieldLabel(path: string): string {
  const name = path
    .split('/')
    .slice(1)
    .reverse()
    .find((segment) => !/^[0-9]+$/.test(segment));
  if (name === undefined || name === '') return 'This request';
  const words = clip(name.replace(/~1/g, '/').replace(/~0/g, '~'), MAX_QUOTED_NAME).replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** A person-readable sentence for one field problem (the site shows its own, from the code and the limit). */
function describe(
  issue: AjvIssue,
  code: FieldProblemCode,
  limit: number | undefined,
  path: string,
  route: string,
): string {
  // Too short, too long or the wrong shape: to a person it is all one thing, a mobile number that isn't valid.
  if (/phone_number$/.test(path) && code !== 'required' && code !== 'not_allowed') {
    return PHONE_MESSAGES[route] ?? DEMO_INVALID_PHONE_MESSAGE;
  }
  const field = fieldLabel(path);
  const bound = String(limit ?? '');
  switch (code) {
    case 'required':
      return `${field} is required.`;
    case 'not_allowed':
      return `"${clip(issue.params?.additionalProperty ?? '', MAX_QUOTED_NAME)}" is not an accepted field.`;
    case 'too_long':
      return `${field} must be at most ${bound} characters.`;
    case 'too_short':
      return `${field} must be at least ${bound} characters.`;
    case 'too_small':
      return `${field} must be at least ${bound}.`;
    case 'too_large':
      return `${field} must be at most ${bound}.`;
    case 'too_few':
      return `${field} must have at least ${bound} ${limit === 1 ? 'item' : 'items'}.`;
    case 'too_many':
      return `${field} must have at most ${bound} ${limit === 1 ? 'item' : 'items'}.`;
    case 'invalid_format':
      return `${field} is not in the right format.`;
    case 'invalid_choice':
      return `${field} must be one of the listed choices.`;
    case 'wrong_type':
      return `${field} has the wrong type.`;
    case 'duplicate':
      return `${field} lists the same item more than once.`;
    case 'invalid_character':
      return `${field} must not contain a NUL character.`;
    default:
      return `${field} is not valid.`;
  }
}

/** A JSON Pointer segment for a property name (`~` and `/` escaped). */
function pointerSegment(name: string): string {
  return `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function fieldPath(context: string | undefined, issue: AjvIssue): string {
  const where = context === 'querystring' ? 'query' : context === 'params' ? 'path' : (context ?? 'body');
  const pointer = issue.instancePath ?? '';
  // A missing or unknown property is a problem of that property, not of the object holding it.
  const named =
    issue.keyword === 'required' ? issue.params?.missingProperty : issue.params?.additionalProperty;
  const own = named === undefined ? '' : pointerSegment(clip(named, MAX_QUOTED_NAME));
  return `${where}${pointer}${own}`.replace(/\/$/, '');
}

/** One schema problem as the contract's `FieldError`: where, what (a code and its limit) and a sentence. */
function fieldProblem(issue: AjvIssue, context: string | undefined, route: string): FieldProblem {
  const path = clip(fieldPath(context, issue), MAX_FIELD_PATH);
  const code = problemCode(issue);
  const limit = limitOf(issue, code);
  return {
    path,
    code,
    ...(limit === undefined ? {} : { limit }),
    message: clip(describe(issue, code, limit, path, route), MAX_FIELD_MESSAGE),
  };
}

/**
 * The contract's 400 `validation_failed` for schema problems, one `fields` entry per problem (the first 100): for
 * Fastify's own validation and for fields a handler checks against the same schema itself (multipart form fields).
 */
export function validationFailure(
  issues: readonly AjvIssue[],
  context: string | undefined,
  route: string,
): HttpError {
  const fields = issues.slice(0, MAX_FIELDS).map((issue) => fieldProblem(issue, context, route));
  return new HttpError(400, fields[0]?.message ?? 'The request is not valid.', 'validation_failed', fields);
}

/**
 * Every failure becomes the contract's `ErrorBody` (`{ message, code, fields? }`): validation problems are
 * 400s with one entry per field, bad media types 415, oversized bodies 413, malformed JSON 400. Only a real
 * fault is a 500, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      raw: FastifyError & { validation?: AjvIssue[]; validationContext?: string; errors?: unknown[] },
      request,
      reply,
    ) => {
      // fastify-openapi-glue wraps the security handler's error (no session: 401) in its own; answer ours.
      const error = raw.errors?.find((inner): inner is HttpError => inner instanceof HttpError) ?? raw;
      if (error instanceof HttpError) {
        void reply.headers(error.headers);
        const body = {
          message: error.message,
          code: error.code,
          ...(error.fields.length > 0 ? { fields: error.fields } : {}),
          ...(error instanceof RefusalError ? { reason: error.reason } : {}),
        };
        return reply.code(error.statusCode).send(body);
      }
      if (error.validation) {
        const failure = validationFailure(
          error.validation,
          error.validationContext,
          request.routeOptions.url ?? '',
        );
        return reply.code(400).send({ message: failure.message, code: failure.code, fields: failure.fields });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(415).send({
          message: 'Send this request as JSON (Content-Type: application/json).',
          code: 'unsupported_media_type',
        });
      }
      if (
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        status === 413
      ) {
        return reply.code(413).send({ message: 'This request is too large.', code: 'payload_too_large' });
      }
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
      ) {
        return reply
          .code(400)
          .send({ message: 'The request body is not valid JSON.', code: 'validation_failed' });
      }
      if (status === 429) {
        return reply
          .code(429)
          .send({ message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({
          message: clip(error.message || 'The request is not valid.', MAX_MESSAGE),
          code: 'bad_request',
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong try again!', code: 'server_error' });
    },
  );
}

/** A refusal made before any route runs: the status and the contract's `ErrorBody`. */
interface Refusal {
  status: number;
  message: string;
  code: string;
}

const NOT_VALID: Refusal = { status: 400, message: 'This request is not valid.', code: 'bad_request' };

/**
 * What the router's own refusals answer. Fastify's bodies quote the whole path (over the 500 characters a message
 * may have, and with whatever a person typed in it, phone numbers included) and carry a code that is not a
 * contract word, so none of its text is passed on.
 */
function frameworkRefusal(error: FastifyError): Refusal {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: 'This address is not valid.', code: 'invalid_url' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: 'This address is too long.', code: 'uri_too_long' };
    // A route constraint could not be worked out from the request (its headers): Fastify's own answer is a 500,
    // but nothing has run yet and nothing broke on the server's side of a request it could not route.
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return {
        status: 400,
        message: 'This request could not be matched to an address.',
        code: 'bad_request',
      };
    default:
      // Refusals a later Fastify adds: keep a 4xx status of its own, never its text.
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? { ...NOT_VALID, status: error.statusCode }
        : NOT_VALID;
  }
}

/**
 * Fastify's `frameworkErrors` option: the refusals its router makes before any route (and so before the error
 * handler of {@link registerErrorHandling}) runs: a bad percent-escape in the path (400), a path parameter over
 * `maxParamLength` (414) and a failed asynchronous route constraint (400), each with the contract's `ErrorBody`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = frameworkRefusal(error);
  // The code only: Fastify has already logged the request (method and masked URL) as it does for every request.
  request.log.info({ code: error.code, statusCode: refusal.status }, 'request refused before routing');
  void reply.code(refusal.status).send({ message: refusal.message, code: refusal.code });
}

/** What Node's HTTP parser refusals answer, by the code of its error. */
function clientRefusal(error: ConnectionError): Refusal {
  switch (error.code) {
    // Node's limit (16 KB) is on the request line and headers together: an over-long address lands here too.
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message: "This request's address or headers are too long.",
        code: 'request_header_fields_too_large',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'This request is too large.', code: 'payload_too_large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        message: 'The request took too long to arrive. Please try again.',
        code: 'request_timeout',
      };
    default:
      return { status: 400, message: 'This request could not be read.', code: 'malformed_request' };
  }
}

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused what arrived on a connection (headers over
 * its limit, a request line that is not HTTP, a request that never finished arriving). There is no request or
 * reply, only the socket: it gets a minimal HTTP/1.1 answer with the contract's `ErrorBody` and is then destroyed,
 * as Node requires of a `clientError` listener.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer; and once a response has started on this connection, more bytes
  // would corrupt it (Node's own handler holds back for the same reason).
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code !== 'ECONNRESET' && socket.writable && response?.headersSent !== true) {
    const refusal = clientRefusal(error);
    // The code only: the error also holds the raw bytes that arrived, cookies and all.
    this.log.debug({ code: error.code, statusCode: refusal.status }, 'malformed request refused');
    const body = JSON.stringify({ message: refusal.message, code: refusal.code });
    socket.write(
      [
        `HTTP/1.1 ${String(refusal.status)} ${STATUS_CODES[refusal.status] ?? 'Bad Request'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${String(Buffer.byteLength(body))}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}
