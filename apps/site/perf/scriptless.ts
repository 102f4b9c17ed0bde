// The site as a visitor sees it before its scripts run: a proxy in front of the site server that passes every
// answer through, except that an HTML page loses its scripts (all but the JSON-LD data, which no browser runs)
// and its module preloads. Lighthouse on both shows what the scripts cost each page.
import { createHash } from 'node:crypto';
import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** A start tag's attributes, quoted values included (a quoted value may hold a `>`). */
const attributeText = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
/**
 * A whole `<script>` element, or a `<link>` tag. One pass over both: a script's text is never read as tags, so
 * a `<link` in a kept JSON-LD string stays where it is.
 */
const scriptOrLink = new RegExp(
  String.raw`<script(?=[\s/>])(${attributeText})>[\s\S]*?</script\s*>|<link(?=[\s/>])(${attributeText})>`,
  'gi',
);
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributeValue(source: string, name: string): string | undefined {
  for (const match of source.matchAll(attribute)) {
    if (match[1]?.toLowerCase() === name) return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return undefined;
}

function isStructuredData(scriptAttributes: string): boolean {
  return attributeValue(scriptAttributes, 'type')?.trim().toLowerCase() === 'application/ld+json';
}

function isModulePreload(linkAttributes: string): boolean {
  const rel = attributeValue(linkAttributes, 'rel') ?? '';
  return rel.toLowerCase().split(/\s+/).includes('modulepreload');
}

/**
 * The page without its scripts: every `<script>` element goes except `type="application/ld+json"` (structured
 * data, which is not run), and every `<link rel="modulepreload">` (it would fetch the scripts anyway). The rest of
 * the page stays byte for byte as it was.
 */
export function stripScripts(html: string): string {
  return html.replace(scriptOrLink, (element, script: string | undefined, link: string | undefined) => {
    if (script !== undefined) return isStructuredData(script) ? element : '';
    return link !== undefined && isModulePreload(link) ? '' : element;
  });
}

/** Decodes a body in the codings the site server answers in (build-time brotli and gzip, or none). */
function decode(body: Buffer, coding: string): Buffer {
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  if (coding === 'identity' || coding === '') return body;
  throw new Error(`the site answered in a coding the proxy cannot read: ${coding}`);
}

/**
 * Encodes a body as the build compresses its files (scripts/compress.mjs: brotli at its best, gzip at level 9),
 * so a stripped page is no bigger on the wire for being stripped on the way.
 */
function encode(body: Buffer, coding: string): Buffer {
  if (coding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (coding === 'gzip') return gzipSync(body, { level: 9 });
  return body;
}

/** A stripped page's headers: its new length, and no validators, which vouch for the page as built. */
function strippedHeaders(headers: IncomingHttpHeaders, length: number): OutgoingHttpHeaders {
  const { etag: _etag, 'last-modified': _lastModified, 'transfer-encoding': _chunked, ...kept } = headers;
  return { ...kept, 'content-length': length };
}

/** The proxy, listening on 127.0.0.1. */
export interface ScriptlessServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops listening, ends its connections (the browser's and those to the site server) and waits for it. */
  close(): Promise<void>;
}

/**
 * Starts the proxy in front of `upstream` (`http://127.0.0.1:<port>`). Requests go through unchanged, and so do
 * answers other than HTML. An HTML answer is decoded, stripped ({@link stripScripts}), encoded again in the coding
 * the site chose and sent with its new length. Encoding a page at brotli's best takes about 0.1 s, far more than
 * the site takes to answer: each stripped page is kept, encoded, for as long as the site sends the same bytes, so
 * only the first request for it waits.
 */
export async function startScriptlessProxy(upstream: string): Promise<ScriptlessServer> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const encoded = new Map<string, Buffer>();

  function strippedBody(body: Buffer, coding: string): Buffer {
    const key = createHash('sha256').update(coding).update('\0').update(body).digest('hex');
    let stripped = encoded.get(key);
    if (!stripped) {
      const html = decode(body, coding).toString('utf8');
      stripped = encode(Buffer.from(stripScripts(html), 'utf8'), coding);
      encoded.set(key, stripped);
    }
    return stripped;
  }

  const server = createServer((incoming, outgoing) => {
    const fail = (error: Error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`scriptless proxy: ${error.message}`);
    };
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
        agent,
      },
      (answer) => {
        answer.on('error', fail);
        const html = (answer.headers['content-type'] ?? '').toLowerCase().startsWith('text/html');
        const hasBody = incoming.method !== 'HEAD' && answer.statusCode !== 204 && answer.statusCode !== 304;
        if (!html || !hasBody) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          try {
            const body = strippedBody(Buffer.concat(chunks), answer.headers['content-encoding'] ?? '');
            outgoing
              .writeHead(answer.statusCode ?? 502, strippedHeaders(answer.headers, body.length))
              .end(body);
          } catch (error) {
            fail(error as Error);
          }
        });
      },
    );
    forwarded.on('error', fail);
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    async close() {
      const closed = new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
