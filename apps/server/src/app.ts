import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ATTACHMENT_MAX_BYTES, REVIEWS_PAGE_SIZE } from '@aafiyat/domain';
import { operations, type OperationId } from '@aafiyat/api';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { Redis } from 'ioredis';
import { parse } from 'yaml';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerPrivateAnswers } from './http/caching';
import { registerCompression } from './http/compression';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerJazzcashSimulator } from './http/jazzcashSimulator';
import { loggerOptions } from './http/logging';
import { fail, HttpError, type OperationHandlers } from './http/operation';
import { rateLimitFor } from './http/rateLimits';
import { routeSpecification } from './http/routeSpecification';
import { isAllowedOrigin, registerSecurityHooks } from './http/security';
import { registerSite } from './http/site';
import { contractValidatorCompiler } from './http/validation';
import { attachRealtime } from './realtime/socket';
import { createHandlers } from './routes';
import {
  createDoctorSearch,
  doctorListings,
  doctorOpenSlots,
  findDoctor,
  profiledDoctors,
} from './routes/doctors';
import { doctorReviewPage } from './routes/reviews';
import { createOtpService } from './services/otp';
import { createSmsProvider } from './services/sms';

const require = createRequire(import.meta.url);
const documentPath = require.resolve('@aafiyat/api/openapi.yaml');

/**
 * The largest request body the server reads, but for multipart uploads (which have their own limit). A longer one
 * is answered 413 from its Content-Length, before it is read, and the connection is closed.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  config: Config;
  db: Database;
}

/**
 * Builds the server (not listening): the contract's routes with validation from the document, sessions, the
 * realtime endpoint `/notify`, security headers and the built site. Tests use it with `inject`.
 */
export async function buildApp({ config, db }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // JSON bodies stay small; uploads have their own limit (5 MB plus the multipart envelope).
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.production,
    // Refusals made before any route runs (a bad percent-escape, an over-long path parameter, a request Node's
    // parser cannot read or whose headers are over its limit) answer the contract's ErrorBody too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  // Bodies are JSON (or the contract's multipart and form posts); plain text is refused with a 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
  });

  await app.register(cookie, { secret: config.cookieSecret });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(config.jazzcash ? [new URL(config.jazzcash.gatewayUrl).origin] : [])],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // CORS answers only the configured origins (and the server's own), with credentials; an unknown origin gets
  // no CORS headers, so browsers refuse to read the answer.
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: origin !== undefined && isAllowedOrigin(config, origin, request.headers.host),
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      });
    },
  });
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });

  // Per-operation limits on anything that sends an SMS or checks a password; shared through Redis when set.
  app.addHook('onRoute', (route) => {
    const id = operationIdOf(String(route.method), route.url);
    const limit = id ? rateLimitFor(id) : undefined;
    if (limit) {
      const max = Math.ceil(limit.max * config.rateLimitMultiplier);
      route.config = { ...(route.config ?? {}), rateLimit: { ...limit, max } };
    }
    // A multipart body is streamed and read by its handler (request.file(), request.parts()), so it is never an
    // object when validation runs: the glue's schema for it would refuse every upload. Its schema is dropped and
    // the handler checks the parts itself; the route's other media types (JSON for the contact forms, which also
    // take multipart) keep theirs, so a JSON body is still validated before the handler runs.
    const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
    // A body must come in a media type the contract lists for the operation: any other (a form post to a JSON
    // route, say) would reach the handler unvalidated, so it is refused with a 415 before validation.
    const accepted = Object.keys(body?.content ?? {});
    if (accepted.length > 0) {
      const requireListedMediaType = (
        request: FastifyRequest,
        _reply: FastifyReply,
        done: (error?: Error) => void,
      ) => {
        if (request.body === undefined && !request.isMultipart()) {
          // No body and no media type: every request body of the contract is required, and a handler must never
          // see one missing (it would fail with a 500).
          done(
            new HttpError(400, 'The request body is missing.', 'validation_failed', [
              { path: 'body', message: 'The request body is required.' },
            ]),
          );
          return;
        }
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        done(
          accepted.includes(type)
            ? undefined
            : new HttpError(415, `Send this request as ${accepted.join(' or ')}.`, 'unsupported_media_type'),
        );
      };
      const existing = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preValidation = [requireListedMediaType, ...existing];
    }
    if (route.schema && body?.content) {
      const kept = Object.entries(body.content).filter(([type]) => !type.startsWith('multipart/'));
      if (kept.length === 0) delete route.schema.body;
      else route.schema.body = { ...body, content: Object.fromEntries(kept) };
    }
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'aafiyat-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      fail.tooMany(
        `Too many attempts. Please wait ${String(Math.ceil(context.ttl / 1000))} seconds and try again.`,
        context.ttl / 1000,
      ),
  });

  registerSecurityHooks(app, config, db);
  registerPrivateAnswers(app);
  registerCompression(app);

  const sms = createSmsProvider(config.sms, db, app.log);
  const otp = createOtpService(db, sms, config.cookieSecret);
  const realtime = attachRealtime(app, { config, db, redis });
  const doctorSearch = createDoctorSearch({ db, config });
  const context: AppContext = { config, db, otp, sms, realtime, log: app.log, doctorSearch };

  const specification = routeSpecification(parse(readFileSync(documentPath, 'utf8')) as object);
  await app.register(openapiGlue, {
    specification,
    serviceHandlers: guardHandlers(createHandlers(context)),
    securityHandlers: {
      session: (request: FastifyRequest) => {
        if (!request.session) throw fail.unauthenticated();
      },
    },
  });

  // Without JazzCash settings, a local stand-in for its checkout page (outside the contract; never in production).
  if (!config.production && !config.jazzcash) registerJazzcashSimulator(app, config);
  registerSite(app, config, {
    doctorSearch,
    listings: () => doctorListings(db),
    doctor: (pmdc) => findDoctor(db, pmdc),
    slots: async (pmdc, now) => (await doctorOpenSlots(db, pmdc, now)) ?? [],
    reviews: async (pmdc, page) =>
      (await doctorReviewPage(db, pmdc, page, REVIEWS_PAGE_SIZE)) ?? {
        data: [],
        page,
        page_size: REVIEWS_PAGE_SIZE,
        total: 0,
        rating: { average: null, count: 0 },
      },
    doctors: () => profiledDoctors(db),
  });
  return app;
}

const routeIndex = new Map<string, OperationId>(
  (Object.keys(operations) as OperationId[]).map((id) => [
    `${operations[id].method.toUpperCase()} ${operations[id].path.replace(/\{([^}]+)\}/g, ':$1')}`,
    id,
  ]),
);

function operationIdOf(method: string, url: string): OperationId | undefined {
  return routeIndex.get(`${method} ${url}`);
}

/**
 * Wraps each handler: the role check of the contract's `x-roles` (403 for another role; the security handler
 * has already answered 401 without a session), then the typed answer is sent.
 */
function guardHandlers(
  handlers: OperationHandlers,
): Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  const guarded: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {};
  for (const id of Object.keys(operations) as OperationId[]) {
    const roles: readonly string[] = operations[id].roles;
    const handler = handlers[id] as unknown as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
    guarded[id] = async (request, reply) => {
      if (
        operations[id].session &&
        request.session &&
        roles.length > 0 &&
        !roles.includes(request.session.role)
      ) {
        throw fail.forbidden();
      }
      const answer = await handler(request, reply);
      if (answer.headers) void reply.headers(answer.headers);
      void reply.code(answer.status);
      return answer.body === undefined ? reply.send() : reply.send(answer.body);
    };
  }
  return guarded;
}
