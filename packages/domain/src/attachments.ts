/**
 * Attachment rules: which files may be attached (jpg, jpeg, gif, png, pdf, plain text, Word docx) and
 * how large (5 MB). The browser checks the name, declared type and size before upload; the server
 * checks the same and also sniffs the bytes, because a declared type is only a claim.
 */

import { ATTACHMENT_MAX_BYTES } from './constants';

/** Each allowed file type: its MIME type and the extensions that go with it. */
export const ATTACHMENT_FILE_TYPES = [
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mimeType: 'image/png', extensions: ['png'] },
  { mimeType: 'image/gif', extensions: ['gif'] },
  { mimeType: 'application/pdf', extensions: ['pdf'] },
  { mimeType: 'text/plain', extensions: ['txt'] },
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
] as const;

/** An allowed attachment MIME type. */
export type AttachmentMimeType = (typeof ATTACHMENT_FILE_TYPES)[number]['mimeType'];

/** An allowed attachment file extension (lower case, without the dot). */
export type AttachmentExtension = (typeof ATTACHMENT_FILE_TYPES)[number]['extensions'][number];

/** Every allowed MIME type. */
export const ATTACHMENT_MIME_TYPES: readonly AttachmentMimeType[] = ATTACHMENT_FILE_TYPES.map(
  (fileType) => fileType.mimeType,
);

/** Every allowed extension, lower case, without the dot. */
export const ATTACHMENT_EXTENSIONS: readonly AttachmentExtension[] = ATTACHMENT_FILE_TYPES.flatMap(
  (fileType) => fileType.extensions,
);

/**
 * Value for `<input type="file" accept>`: the extensions and the MIME types, so the picker filters
 * correctly whether the platform knows files by extension or by type.
 */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...ATTACHMENT_MIME_TYPES,
].join(',');

/** Why an attachment was refused. */
export type AttachmentRejectionReason = 'type' | 'extension' | 'size' | 'empty';

/** The message shown for each refusal. */
export const ATTACHMENT_MESSAGES = {
  /** The extension or the declared type is not one of the allowed ones. */
  notAllowed: 'Only JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.',
  /** The declared type is allowed but belongs to a different extension. */
  typeMismatch: "This file's type does not match its name.",
  /** More than {@link ATTACHMENT_MAX_BYTES}. */
  tooLarge: 'This file is larger than 5 MB.',
  /** Zero bytes. */
  empty: 'This file is empty.',
  /** The size is not a usable number (negative, fractional or not finite). */
  unreadableSize: "This file's size could not be read.",
} as const;

/** What is known about a file before upload (a browser `File` fits). */
export interface AttachmentCandidate {
  /** File name including its extension. */
  readonly name: string;
  /** Declared MIME type; the empty string when the platform does not know it. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
}

/** The outcome of {@link checkAttachment}. */
export type AttachmentCheck =
  | { readonly ok: true; readonly mimeType: AttachmentMimeType }
  | { readonly ok: false; readonly reason: AttachmentRejectionReason; readonly message: string };

/**
 * The attachment rule. In order: the extension must be allowed (`'extension'`); the declared MIME
 * type must be allowed and belong to that extension (`'type'`); the file must not be empty
 * (`'empty'`); the size must be a whole number of bytes no larger than 5,242,880 (`'size'`).
 *
 * Extensions and MIME types are compared case-insensitively and MIME parameters (`; charset=…`) are
 * ignored. An empty declared type is judged by the extension alone, because browsers leave
 * `File.type` empty when the operating system does not know the type (common for .docx on machines
 * without Office); the server's {@link sniffAttachmentType} covers that gap. On success the MIME type
 * implied by the extension is returned.
 */
export function checkAttachment(file: AttachmentCandidate): AttachmentCheck {
  const fileType = fileTypeOfExtension(extensionOf(file.name));
  if (fileType === undefined) return refuse('extension', ATTACHMENT_MESSAGES.notAllowed);
  const declared = mimeEssence(file.type);
  if (declared !== '' && declared !== fileType.mimeType) {
    const known = (ATTACHMENT_MIME_TYPES as readonly string[]).includes(declared);
    return refuse('type', known ? ATTACHMENT_MESSAGES.typeMismatch : ATTACHMENT_MESSAGES.notAllowed);
  }
  if (file.size === 0) return refuse('empty', ATTACHMENT_MESSAGES.empty);
  if (!Number.isSafeInteger(file.size) || file.size < 0) {
    return refuse('size', ATTACHMENT_MESSAGES.unreadableSize);
  }
  if (file.size > ATTACHMENT_MAX_BYTES) return refuse('size', ATTACHMENT_MESSAGES.tooLarge);
  return { ok: true, mimeType: fileType.mimeType };
}

/** The lower-case extension of a file name, without the dot; `''` when there is none. */
export function extensionOf(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

// "text/plain; charset=utf-8" → "text/plain".
function mimeEssence(type: string): string {
  const semicolon = type.indexOf(';');
  return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase();
}

function fileTypeOfExtension(extension: string): (typeof ATTACHMENT_FILE_TYPES)[number] | undefined {
  return ATTACHMENT_FILE_TYPES.find((fileType) =>
    (fileType.extensions as readonly string[]).includes(extension),
  );
}

function refuse(reason: AttachmentRejectionReason, message: string): AttachmentCheck {
  return { ok: false, reason, message };
}

/** How many leading bytes {@link sniffAttachmentType} reads to decide whether a file is plain text. */
export const TEXT_SNIFF_BYTES = 4096;

const SIGNATURES: readonly { readonly mimeType: AttachmentMimeType; readonly bytes: readonly number[] }[] = [
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { mimeType: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { mimeType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  // A .docx is a ZIP container; its header cannot tell it from any other ZIP, so the caller must
  // also require the .docx extension (checkAttachment does).
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
];

/**
 * Detects an allowed attachment type from a file's leading bytes (pass at least the first
 * {@link TEXT_SNIFF_BYTES}): JPEG, PNG, GIF, PDF and ZIP (reported as .docx) by their signatures;
 * otherwise plain text when the first 4 KB are valid UTF-8 containing no NUL byte (a multi-byte
 * character cut by the 4 KB boundary is allowed). `null` for empty input or anything else.
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentMimeType | null {
  if (bytes.length === 0) return null;
  const signature = SIGNATURES.find((candidate) => startsWith(bytes, candidate.bytes));
  if (signature !== undefined) return signature.mimeType;
  return isUtf8Text(bytes.subarray(0, TEXT_SNIFF_BYTES), bytes.length > TEXT_SNIFF_BYTES)
    ? 'text/plain'
    : null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

// Well-formed UTF-8 per the Unicode standard (table 3-7): no overlong forms, no surrogates, nothing
// above U+10FFFF. `truncated` says the sample was cut from a longer file, so a sequence may end early.
function isUtf8Text(sample: Uint8Array, truncated: boolean): boolean {
  let index = 0;
  while (index < sample.length) {
    const lead = sample[index] as number;
    if (lead === 0x00) return false;
    const sequence = utf8Sequence(lead);
    if (sequence === null) return false;
    for (let offset = 1; offset <= sequence.continuation; offset += 1) {
      const position = index + offset;
      if (position >= sample.length) return truncated;
      const byte = sample[position] as number;
      const [low, high] = offset === 1 ? sequence.secondByte : CONTINUATION;
      if (byte < low || byte > high) return false;
    }
    index += sequence.continuation + 1;
  }
  return true;
}

const CONTINUATION: readonly [number, number] = [0x80, 0xbf];

interface Utf8Sequence {
  /** Continuation bytes after the lead byte. */
  readonly continuation: number;
  /** Allowed range of the byte right after the lead byte. */
  readonly secondByte: readonly [number, number];
}

function utf8Sequence(lead: number): Utf8Sequence | null {
  if (lead <= 0x7f) return { continuation: 0, secondByte: CONTINUATION };
  if (lead >= 0xc2 && lead <= 0xdf) return { continuation: 1, secondByte: CONTINUATION };
  if (lead === 0xe0) return { continuation: 2, secondByte: [0xa0, 0xbf] };
  if (lead === 0xed) return { continuation: 2, secondByte: [0x80, 0x9f] };
  if (lead >= 0xe1 && lead <= 0xef) return { continuation: 2, secondByte: CONTINUATION };
  if (lead === 0xf0) return { continuation: 3, secondByte: [0x90, 0xbf] };
  if (lead === 0xf4) return { continuation: 3, secondByte: [0x80, 0x8f] };
  if (lead >= 0xf1 && lead <= 0xf3) return { continuation: 3, secondByte: CONTINUATION };
  return null;
}
