// Image bodies for the five image operations: the stored file when there is one, else a generated default (the
// name's initial on a tone), with a strong ETag, cache headers and 304 for a current copy.
import { createHash } from 'node:crypto';
import { avatarInitial, sniffAttachmentType } from '@aafiyat/domain';

/**
 * Tones of the generated images. Each has a contrast ratio of at least 4.5:1 with white (WCAG AA for the
 * initial's text); a test computes the ratios.
 */
export const DEFAULT_IMAGE_TONES = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#15803d',
  '#4338ca',
  '#a21caf',
] as const;

/** Width and height of a generated image, in CSS pixels (it scales: it has a viewBox). */
export const DEFAULT_IMAGE_SIZE = 128;

/** Public images (clinics, doctors, labs, specialties) may sit in any cache for a day. */
export const PUBLIC_IMAGE_CACHE = 'public, max-age=86400';
/** A patient's photo is personal data: no cache keeps it, as no cache keeps any answer that needs a session. */
export const PRIVATE_IMAGE_CACHE = 'private, no-store';

/** An image as stored: its bytes and media type. */
export interface StoredImage {
  bytes: Uint8Array;
  type: string;
}

/** What an image operation answers: the image, or 304 when the client's copy is current. */
export type ImageAnswer =
  | { status: 200; body: Buffer; headers: Record<string, string> }
  | { status: 304; body: undefined; headers: Record<string, string> };

/** 32-bit FNV-1a of the text's UTF-16 code units: the same name always gets the same tone. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/** The tone of a name's generated image. */
export function toneOf(label: string): string {
  return DEFAULT_IMAGE_TONES[hash32(label.trim()) % DEFAULT_IMAGE_TONES.length] ?? DEFAULT_IMAGE_TONES[0];
}

/**
 * The generated default: a square SVG with the label's initial (the domain's avatar rule) in white on the
 * label's tone, titled with the label for screen readers. Static markup only: no script, no external reference.
 */
export function defaultImageSvg(label: string): Buffer {
  const size = DEFAULT_IMAGE_SIZE;
  const half = size / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" ` +
    `viewBox="0 0 ${String(size)} ${String(size)}" role="img" aria-label="${escapeXml(label.trim())}">` +
    `<title>${escapeXml(label.trim())}</title>` +
    `<rect width="${String(size)}" height="${String(size)}" fill="${toneOf(label)}"/>` +
    `<text x="${String(half)}" y="${String(half)}" dy="0.35em" text-anchor="middle" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${String(size * 0.45)}" ` +
    `font-weight="600" fill="#ffffff">${escapeXml(avatarInitial(label))}</text></svg>`;
  return Buffer.from(svg, 'utf8');
}

/** A strong validator of the bytes: a quoted, shortened SHA-256. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an `If-None-Match` header names this ETag: a comma-separated list, `*`, or weak forms (`W/"…"`),
 * compared weakly as RFC 9110 says for If-None-Match.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/** The media type of stored bytes whose type was not recorded. */
function typeOfBytes(bytes: Uint8Array): string {
  const sniffed = sniffAttachmentType(bytes);
  if (sniffed?.startsWith('image/')) return sniffed;
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

/** A stored image (bytes and recorded type) when there is one. */
export function storedImage(bytes: Uint8Array | null, type: string | null): StoredImage | null {
  if (!bytes || bytes.length === 0) return null;
  return { bytes, type: type ?? typeOfBytes(bytes) };
}

/**
 * The answer of an image operation: the stored image, else the generated default for `label`; 304 (no body)
 * when `If-None-Match` names the current ETag.
 */
export function imageAnswer(options: {
  stored: StoredImage | null;
  label: string;
  cacheControl: string;
  ifNoneMatch: string | string[] | undefined;
}): ImageAnswer {
  const { stored, label, cacheControl } = options;
  const body = stored
    ? Buffer.from(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength)
    : defaultImageSvg(label);
  const type = stored ? stored.type : 'image/svg+xml';
  const etag = etagOf(body);
  const headers = { ETag: etag, 'Cache-Control': cacheControl };
  const ifNoneMatch = Array.isArray(options.ifNoneMatch)
    ? options.ifNoneMatch.join(',')
    : options.ifNoneMatch;
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return { status: 304, body: undefined, headers };
  return { status: 200, body, headers: { ...headers, 'Content-Type': type } };
}
