import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  isSameSitePath,
  PATH_MEMORY_KEYS,
  readPathMemory,
  recordNavigation,
  safeReturnPath,
} from './pathMemory';
import { memoryStorage, readOnlyStorage, throwingStorage } from './test-support/memoryStorage';

// The package compiles without DOM or Node types; the WHATWG URL parser is there at run time.
const { URL: WhatwgUrl } = globalThis as unknown as {
  URL: new (input: string, base: string) => { origin: string };
};

describe('isSameSitePath', () => {
  it.each([
    '/',
    '/about',
    '/doctors/search?is_online=true',
    '/products/clinicmanagement?packages=true#plans',
    '/labs/7',
  ])('accepts %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    '',
    'about',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'http://evil.example/',
    'https://aafiyat.example/patient/profile',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/path\nwith-newline',
    '/with space',
    '/back\\slash',
    '/\u007f',
  ])('rejects %j', (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isSameSitePath(null)).toBe(false);
    expect(isSameSitePath(['/about'])).toBe(false);
  });

  it('only ever accepts paths a browser resolves on the same site', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (path) => {
        const resolvesHere = () =>
          new WhatwgUrl(path, 'https://aafiyat.example/start').origin === 'https://aafiyat.example';
        expect(!isSameSitePath(path) || resolvesHere()).toBe(true);
      }),
    );
  });
});

describe('safeReturnPath', () => {
  it('returns a same-site path and falls back for anything else', () => {
    expect(safeReturnPath('/patient/profile', '/')).toBe('/patient/profile');
    expect(safeReturnPath('//evil.example', '/')).toBe('/');
    expect(safeReturnPath('https://evil.example', '/home')).toBe('/home');
    expect(safeReturnPath(null, '/')).toBe('/');
  });
});

describe('path memory', () => {
  it('uses session-storage keys currentPath and previousPath', () => {
    expect(PATH_MEMORY_KEYS).toEqual({ current: 'currentPath', previous: 'previousPath' });
  });

  it('starts empty', () => {
    expect(readPathMemory(memoryStorage())).toEqual({ current: null, previous: null });
  });

  it('moves the current path to previous on each navigation', () => {
    const storage = memoryStorage();
    expect(recordNavigation(storage, '/')).toEqual({ current: '/', previous: null });
    expect(recordNavigation(storage, '/about')).toEqual({ current: '/about', previous: '/' });
    expect(recordNavigation(storage, '/patient/login')).toEqual({
      current: '/patient/login',
      previous: '/about',
    });
    expect(readPathMemory(storage)).toEqual({ current: '/patient/login', previous: '/about' });
  });

  it('does nothing when navigating to the current path', () => {
    const storage = memoryStorage({ currentPath: '/about', previousPath: '/' });
    expect(recordNavigation(storage, '/about')).toEqual({ current: '/about', previous: '/' });
  });

  it('ignores an unsafe path', () => {
    const storage = memoryStorage({ currentPath: '/about', previousPath: '/' });
    expect(recordNavigation(storage, '//evil.example')).toEqual({ current: '/about', previous: '/' });
    expect(storage.entries.get('currentPath')).toBe('/about');
  });

  it('reads tampered entries as null and does not carry them forward', () => {
    const storage = memoryStorage({ currentPath: 'https://evil.example', previousPath: '//evil.example' });
    expect(readPathMemory(storage)).toEqual({ current: null, previous: null });
    expect(recordNavigation(storage, '/about')).toEqual({ current: '/about', previous: null });
    expect(storage.entries.has('previousPath')).toBe(false);
  });

  it('never throws when the storage throws or refuses writes', () => {
    expect(readPathMemory(throwingStorage())).toEqual({ current: null, previous: null });
    expect(recordNavigation(throwingStorage(), '/about')).toEqual({ current: null, previous: null });
    const readOnly = readOnlyStorage({ currentPath: '/', previousPath: '/about' });
    expect(recordNavigation(readOnly, '/contactus')).toEqual({ current: '/', previous: '/about' });
  });

  it('always reads back safe paths whatever is navigated to', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.webPath())), (paths) => {
        const storage = memoryStorage();
        for (const path of paths) {
          const memory = recordNavigation(storage, path);
          for (const remembered of [memory.current, memory.previous]) {
            expect(remembered === null || isSameSitePath(remembered)).toBe(true);
          }
        }
      }),
    );
  });
});
