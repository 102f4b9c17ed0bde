// Choosing the content coding of an answer from Accept-Encoding. The compressed answers themselves are tested on
// the doctor search in catalogue-doctors.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseContentCoding, compressBody } from '../src/http/compression';

describe('chooseContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate, zstd', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP;Q=0.8, BR;Q=0.9', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=nonsense, br;q=0', null],
    [' , ;q=1, gzip ', 'gzip'],
  ] as const)('%j chooses %j', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });

  it('reads a header given more than once', () => {
    expect(chooseContentCoding(['gzip;q=0.2', 'br;q=0.1'])).toBe('gzip');
  });
});

describe('compressBody', () => {
  it('compresses text that both codings give back whole', async () => {
    const text = JSON.stringify({
      data: Array.from({ length: 50 }, (_, n) => ({ n, name: `Dr. ${String(n)}` })),
    });
    const brotli = await compressBody(text, 'br');
    const gzipped = await compressBody(Buffer.from(text), 'gzip');
    expect(brotliDecompressSync(brotli).toString()).toBe(text);
    expect(gunzipSync(gzipped).toString()).toBe(text);
    expect(brotli.length).toBeLessThan(text.length / 4);
    expect(gzipped.length).toBeLessThan(text.length / 4);
  });

  it('compresses a body over 64 KB (in the thread pool) just as whole', async () => {
    const text = JSON.stringify({
      data: Array.from({ length: 3_000 }, (_, n) => ({
        n,
        name: `Dr. ${String(n * 7919)}`,
        city: 'Karachi',
      })),
    });
    expect(text.length).toBeGreaterThan(64 * 1024);
    const brotli = await compressBody(text, 'br');
    const gzipped = await compressBody(text, 'gzip');
    expect(brotliDecompressSync(brotli).toString()).toBe(text);
    expect(gunzipSync(gzipped).toString()).toBe(text);
    expect(brotli.length).toBeLessThan(text.length / 4);
  });
});
