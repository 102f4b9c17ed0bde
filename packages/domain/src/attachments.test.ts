import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_MIME_TYPES,
  checkAttachment,
  extensionOf,
  sniffAttachmentType,
  TEXT_SNIFF_BYTES,
} from './attachments';
import { ATTACHMENT_MAX_BYTES } from './constants';
import { utf8Bytes } from './test-support/utf8';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? utf8Bytes(part) : part)));

describe('allowed attachment types', () => {
  it('allows jpg, jpeg, png, gif, pdf, plain text and Word docx', () => {
    expect(ATTACHMENT_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'pdf', 'txt', 'docx']);
    expect(ATTACHMENT_MIME_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'application/pdf',
      'text/plain',
      DOCX,
    ]);
  });

  it('builds the file picker accept string from the extensions and MIME types', () => {
    expect(ATTACHMENT_ACCEPT).toBe(
      `.jpg,.jpeg,.png,.gif,.pdf,.txt,.docx,image/jpeg,image/png,image/gif,application/pdf,text/plain,${DOCX}`,
    );
  });
});

describe('extensionOf', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['scan.final.jpeg', 'jpeg'],
    [' notes.txt ', 'txt'],
    ['README', ''],
    ['trailing.', ''],
    ['.pdf', 'pdf'],
  ])('%j → %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('checkAttachment', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg', 'image/jpeg'],
    ['x-ray.png', 'image/png', 'image/png'],
    ['chart.gif', 'image/gif', 'image/gif'],
    ['report.pdf', 'application/pdf', 'application/pdf'],
    ['notes.txt', 'text/plain; charset=utf-8', 'text/plain'],
    ['letter.docx', DOCX, DOCX],
    ['letter.docx', '', DOCX],
    ['scan.pdf', 'APPLICATION/PDF', 'application/pdf'],
  ])('accepts %s declared as %j', (name, type, mimeType) => {
    expect(checkAttachment({ name, type, size: 1024 })).toEqual({ ok: true, mimeType });
  });

  it('accepts exactly 5,242,880 bytes and refuses one byte more', () => {
    const file = { name: 'scan.pdf', type: 'application/pdf' };
    expect(checkAttachment({ ...file, size: ATTACHMENT_MAX_BYTES })).toEqual({
      ok: true,
      mimeType: 'application/pdf',
    });
    expect(checkAttachment({ ...file, size: ATTACHMENT_MAX_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'size',
      message: 'This file is larger than 5 MB.',
    });
  });

  it.each([
    ['program.exe', 'application/octet-stream'],
    ['letter.doc', 'application/msword'],
    ['README', 'text/plain'],
    ['photo.webp', 'image/webp'],
  ])('refuses the extension of %s', (name, type) => {
    expect(checkAttachment({ name, type, size: 10 })).toEqual({
      ok: false,
      reason: 'extension',
      message: 'Only JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.',
    });
  });

  it('refuses an allowed extension declared as a type that is not allowed', () => {
    expect(checkAttachment({ name: 'photo.jpg', type: 'application/x-msdownload', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
      message: 'Only JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.',
    });
  });

  it('refuses an allowed type that does not match the extension', () => {
    expect(checkAttachment({ name: 'photo.png', type: 'application/pdf', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
      message: "This file's type does not match its name.",
    });
  });

  it('refuses an empty file', () => {
    expect(checkAttachment({ name: 'notes.txt', type: 'text/plain', size: 0 })).toEqual({
      ok: false,
      reason: 'empty',
      message: 'This file is empty.',
    });
  });

  it.each([-1, 1.5, Number.NaN, Infinity])('refuses the unreadable size %s', (size) => {
    expect(checkAttachment({ name: 'notes.txt', type: 'text/plain', size })).toEqual({
      ok: false,
      reason: 'size',
      message: "This file's size could not be read.",
    });
  });

  it('has a message for every refusal', () => {
    expect(ATTACHMENT_MESSAGES).toEqual({
      notAllowed: 'Only JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.',
      typeMismatch: "This file's type does not match its name.",
      tooLarge: 'This file is larger than 5 MB.',
      empty: 'This file is empty.',
      unreadableSize: "This file's size could not be read.",
    });
  });

  it('never throws, and accepts only allowed extensions within the size limit', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.oneof(fc.integer(), fc.double()), (name, type, size) => {
        const result = checkAttachment({ name, type, size });
        expect(typeof result.ok).toBe('boolean');
        if (result.ok) {
          expect(ATTACHMENT_EXTENSIONS).toContain(extensionOf(name));
          expect(size).toBeGreaterThan(0);
          expect(size).toBeLessThanOrEqual(ATTACHMENT_MAX_BYTES);
        }
      }),
    );
  });
});

describe('sniffAttachmentType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), 'image/png'],
    ['GIF87a', bytes('GIF87a', [0x01, 0x00]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [0x01, 0x00]), 'image/gif'],
    ['PDF', bytes('%PDF-1.7\n', [0xe2, 0xe3, 0xcf, 0xd3]), 'application/pdf'],
    ['DOCX (ZIP)', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), DOCX],
  ])('recognises %s by its signature', (_name, content, expected) => {
    expect(sniffAttachmentType(content)).toBe(expected);
  });

  it('recognises UTF-8 text, including Urdu and emoji', () => {
    expect(sniffAttachmentType(bytes('Blood pressure: 120/80\r\n'))).toBe('text/plain');
    expect(sniffAttachmentType(bytes('مریض کا نام: علی'))).toBe('text/plain');
    expect(sniffAttachmentType(bytes('Get well soon 🌷 ✓ é'))).toBe('text/plain');
    expect(sniffAttachmentType(bytes([0xef, 0xbb, 0xbf], 'with byte-order mark'))).toBe('text/plain');
  });

  it('gives null for empty input and for a file too short to match a signature', () => {
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
    expect(sniffAttachmentType(bytes([0xff, 0xd8]))).toBeNull();
  });

  it('refuses text containing a NUL byte', () => {
    expect(sniffAttachmentType(bytes('abc', [0x00], 'def'))).toBeNull();
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong lead byte', [0xc0, 0xaf]],
    ['a lead byte above U+10FFFF', [0xf5, 0x80, 0x80, 0x80]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['an overlong four-byte form', [0xf0, 0x80, 0x80, 0x80]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a bad third byte', [0xe1, 0x80, 0x41]],
    ['a bad second byte of a two-byte form', [0xc3, 0x28]],
    ['a sequence cut by the end of the file', [0x41, 0xe2, 0x82]],
  ])('refuses invalid UTF-8: %s', (_name, content) => {
    expect(sniffAttachmentType(bytes(content))).toBeNull();
  });

  it('accepts the edges of each valid UTF-8 form', () => {
    expect(sniffAttachmentType(bytes([0xe0, 0xa0, 0x80]))).toBe('text/plain'); // U+0800
    expect(sniffAttachmentType(bytes([0xed, 0x9f, 0xbf]))).toBe('text/plain'); // U+D7FF
    expect(sniffAttachmentType(bytes([0xee, 0x80, 0x80]))).toBe('text/plain'); // U+E000
    expect(sniffAttachmentType(bytes([0xf0, 0x90, 0x80, 0x80]))).toBe('text/plain'); // U+10000
    expect(sniffAttachmentType(bytes([0xf3, 0xbf, 0xbf, 0xbf]))).toBe('text/plain'); // U+FFFFF
    expect(sniffAttachmentType(bytes([0xf4, 0x8f, 0xbf, 0xbf]))).toBe('text/plain'); // U+10FFFF
  });

  it('reads only the first 4 KB, allowing a character cut by that boundary', () => {
    expect(TEXT_SNIFF_BYTES).toBe(4096);
    const cutCharacter = bytes('a'.repeat(TEXT_SNIFF_BYTES - 1), 'é');
    expect(cutCharacter.length).toBe(TEXT_SNIFF_BYTES + 1);
    expect(sniffAttachmentType(cutCharacter)).toBe('text/plain');
    const binaryAfterSample = bytes('a'.repeat(TEXT_SNIFF_BYTES), [0x00, 0xff]);
    expect(sniffAttachmentType(binaryAfterSample)).toBe('text/plain');
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (content) => {
        const result = sniffAttachmentType(content);
        expect(result === null || ATTACHMENT_MIME_TYPES.includes(result)).toBe(true);
      }),
    );
  });

  it('recognises any well-formed text without NUL as plain text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (text) => {
        const content = bytes(text.replaceAll('\u0000', ' '));
        // Text that happens to start like a signature (e.g. "GIF89a") is reported as that type.
        fc.pre(
          !['GIF87a', 'GIF89a', '%PDF-', 'PK\u0003\u0004'].some((signature) => text.startsWith(signature)),
        );
        expect(sniffAttachmentType(content)).toBe('text/plain');
      }),
    );
  });
});
