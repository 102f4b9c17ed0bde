import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEMO_INVALID_PHONE_MESSAGE, HELPLINE_INVALID_PHONE_MESSAGE } from '@aafiyat/domain';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, RefusalError, type FieldProblem } from './operation';

/** One problem Ajv reports. */
export interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { additionalProperty?: string; missingProperty?: string };
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

/** A person-readable sentence for one schema problem. */
function describe(issue: AjvIssue, route: string): string {
  if (issue.keyword === 'additionalProperties' && issue.params?.additionalProperty) {
    return `"${clip(issue.params.additionalProperty, MAX_QUOTED_NAME)}" is not an accepted field.`;
  }
  if (issue.keyword === 'required' && issue.params?.missingProperty)
    return `"${clip(issue.params.missingProperty, MAX_QUOTED_NAME)}" is required.`;
  // Too short, too long or the wrong shape: to a person it is all one thing, a mobile number that isn't valid.
  if (/phone_number$/.test(issue.instancePath ?? '')) {
    return PHONE_MESSAGES[route] ?? DEMO_INVALID_PHONE_MESSAGE;
  }
  return `${issue.message ?? 'is not valid'}.`.replace(/^must/, 'Must');
}

function fieldPath(context: string | undefined, issue: AjvIssue): string {
  const where = context === 'querystring' ? 'query' : context === 'params' ? 'path' : (context ?? 'body');
  const pointer = issue.instancePath ?? '';
  const missing =
    issue.keyword === 'required' && issue.params?.missingProperty ? `/${issue.params.missingProperty}` : '';
  return `${where}${pointer}${missing}`.replace(/\/$/, '');
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
  const fields: FieldProblem[] = issues.slice(0, MAX_FIELDS).map((issue) => ({
    path: clip(fieldPath(context, issue), MAX_FIELD_PATH),
    message: clip(describe(issue, route), MAX_FIELD_MESSAGE),
  }));
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
