// The Urdu face the site serves is the subset `npm run fonts` writes, and it holds every Urdu character a page can
// show: the site's and the library's Urdu catalogs, the translated blog posts and the domain's Urdu names of
// specialties and cities.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CITY_NAMES_UR, SPECIALTY_NAMES_UR } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { URDU_FONT, URDU_FONT_CHARACTERS, urduFontSubset } from '../../scripts/urdu-font';
import { URDU_UNICODE_RANGE } from './urduRange';

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const filesIn = (path: string) =>
  readdirSync(folder(path)).map((name) => readFileSync(`${folder(path)}${name}`, 'utf8'));

/** Every text an Urdu page can show. */
const urduTexts = [
  ...filesIn('../i18n/messages/ur/'),
  readFileSync(folder('../../../../packages/ui/src/i18n/messages/ur.json'), 'utf8'),
  ...filesIn('../../content/blogs/ur/'),
  ...Object.values(SPECIALTY_NAMES_UR),
  ...Object.values(CITY_NAMES_UR),
];

describe('the Urdu face', () => {
  it('is the subset `npm run fonts` writes', async () => {
    expect((await urduFontSubset()).equals(readFileSync(URDU_FONT))).toBe(true);
  });

  it('holds every Urdu character a page shows', () => {
    const kept = new Set(URDU_FONT_CHARACTERS);
    const used = new Set(urduTexts.join('').match(/[\u0600-\u06FF\u200C-\u200F]/g));
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((character) => !kept.has(character))).toEqual([]);
  });

  it('is used for the code points its subset covers', () => {
    expect(URDU_UNICODE_RANGE).toBe('U+0600-06FF, U+200C-200F');
    for (const character of URDU_FONT_CHARACTERS) {
      const point = character.codePointAt(0) ?? 0;
      expect((point >= 0x0600 && point <= 0x06ff) || (point >= 0x200c && point <= 0x200f)).toBe(true);
    }
  });
});
