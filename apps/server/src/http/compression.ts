import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The smallest JSON answer worth compressing, in bytes. Below it the saving is a few hundred bytes at most, less
 * than a packet, and not worth the CPU on either side.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** A content coding the server can answer in. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer in, from a request's `Accept-Encoding` (RFC 9110 §12.5.3): brotli when it is accepted at
 * least as much as gzip, else gzip, else none. A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function chooseContentCoding(header: string | readonly string[] | undefined): ContentCoding | null {
  const text = typeof header === 'string' ? header : (header?.join(',') ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzipWeight = weightOf('gzip');
  if (brotli > 0 && brotli >= gzipWeight) return 'br';
  return gzipWeight > 0 ? 'gzip' : null;
}

/**
 * Bodies up to this size are compressed on the request's own thread: a page of doctors (2 KB) takes about 0.05 ms
 * that way, against about 0.15 ms of hand-over to libuv's thread pool and back. Larger ones go to the pool, so a
 * big answer never blocks the others.
 */
const INLINE_MAX_BYTES = 64 * 1024;

/**
 * Compresses a body in a coding: brotli at quality 4 (about gzip's speed, smaller) unless `brotliQuality` says
 * otherwise, gzip at level 6.
 */
export function compressBody(
  body: string | Buffer,
  coding: ContentCoding,
  brotliQuality = 4,
): Promise<Buffer> {
  const size = Buffer.byteLength(body);
  const inline = size <= INLINE_MAX_BYTES;
  if (coding === 'gzip') {
    const options = { level: 6 };
    return inline ? Promise.resolve(gzipSync(body, options)) : gzipAsync(body, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the body (but at least 64 KB): less memory to set up for a small answer.
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(16, Math.ceil(Math.log2(size + 1))),
      ),
    },
  };
  return inline ? Promise.resolve(brotliCompressSync(body, options)) : brotliAsync(body, options);
}

/** Adds `field` to the answer's `Vary`, once. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  void reply.header('vary', [...fields, field].join(', '));
}

/** The API's answers worth compressing: JSON, and the SVG drawings (a doctor's portrait, 5 KB, is 2 KB so). */
const COMPRESSED_TYPES = ['application/json', 'image/svg+xml'] as const;

/**
 * Compresses the API's JSON answers and SVG drawings of {@link COMPRESS_MIN_BYTES} or more (a page of doctors, a
 * blog list, a doctor's portrait) in the coding the client accepts, for visitors on mobile data. The site's files
 * are compressed at build time and sent as they are (site.ts); other images (PNG, JPEG, WebP) are compressed
 * already. Such answers say `Vary: Accept-Encoding`, compressed or
 * not, so a shared cache keeps the two apart.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) {
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
    if (!COMPRESSED_TYPES.some((compressed) => type.startsWith(compressed))) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    addVary(reply, 'Accept-Encoding');
    const coding = chooseContentCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = await compressBody(payload, coding);
    void reply.header('content-encoding', coding);
    // A strong validator names one representation's bytes: the compressed bytes are another, so it becomes weak
    // (as the HTTP caching rules ask); If-None-Match still matches it (services/images.ts compares weakly).
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) void reply.header('etag', `W/${etag}`);
    // Fastify sets the length of the body it is given; one set before (by a handler) would be the old length.
    reply.removeHeader('content-length');
    return compressed;
  });
}
