// The prerender's two passes over a page's head: its style sheets inlined (inline-css.mjs) and its scripts at low
// priority (priorities.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css.mjs';
import { lowerScriptPriority } from './priorities.mjs';

let dist: string;
const sheet = (file: string, css: string) => {
  writeFileSync(join(dist, 'assets', file), css);
};

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'aafiyat-head-'));
  mkdirSync(join(dist, 'assets'));
  sheet('theme.css', 'body{margin:0}\n');
  sheet('page.css', '.hero{background:url(/assets/hero.webp)}');
  sheet('closing.css', 'a::after{content:"</style>"}');
  sheet('relative.css', '.logo{background:url(logo.svg)}');
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;

describe('inlineStylesheets', () => {
  it('puts each sheet in a <style> in its place, keeping the link disabled so the loader does not fetch it', () => {
    const html = `<head>${link('theme.css')}<title>x</title>${link('page.css')}</head>`;
    expect(inlineStylesheets(html, dist)).toBe(
      '<head><style data-href="/assets/theme.css">body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/theme.css" disabled><title>x</title>' +
        '<style data-href="/assets/page.css">.hero{background:url(/assets/hero.webp)}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css" disabled></head>',
    );
  });

  it('refuses a sheet that would end the element early or whose relative URLs would break', () => {
    expect(() => inlineStylesheets(link('closing.css'), dist)).toThrow(/contains "<\/style"/);
    expect(() => inlineStylesheets(link('relative.css'), dist)).toThrow(/relative URL \(logo\.svg\)/);
  });
});

describe('lowerScriptPriority', () => {
  it('marks the module script and every module preload low priority, and nothing else', () => {
    const html =
      '<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/page.js">';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">' +
        '<script type="module" crossorigin fetchpriority="low" src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/page.js">',
    );
  });
});
