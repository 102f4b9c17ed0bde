// The demo doctors' portraits: drawings, never photographs of real people, made by DiceBear's Avataaars style
// (docs/adr/0013-doctor-portraits.md) and seeded by the doctor's PMDC number, so each doctor always has the same one
// and no two look alike. A portrait fits the doctor the data describes: a woman is drawn with a woman's hair or a
// hijab, a man often with a beard, grey hair after 25 years of practice, skin tones of Pakistan, and clothes a
// doctor would see patients in. Stored as the doctor's image, served by `GET /api/doctor/image` like an uploaded
// photo; a doctor without one (one who signed up) keeps the generated initial.
import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import type { DoctorGender } from '@aafiyat/domain';

/** A portrait's media type: an SVG drawing, about 5 KB (under 2 KB with Brotli). */
export const PORTRAIT_TYPE = 'image/svg+xml';

/** The practice, in years, from which a doctor's hair is drawn grey. */
const GREY_FROM_YEARS = 25;

/** What a portrait is drawn from. */
export interface PortraitSubject {
  pmdc: string;
  gender: DoctorGender | null;
  experienceYears: number;
}

/** Everything a portrait may show, in the style's own names, for a woman and for a man. */
const women = {
  // The hijab twice: about one woman in four wears one in her portrait.
  top: [
    'hijab',
    'hijab',
    'bob',
    'bun',
    'curvy',
    'longButNotTooLong',
    'straight01',
    'straight02',
    'straightAndStrand',
    'miaWallace',
  ],
  facialHairProbability: 0,
} as const;
const men = {
  top: ['shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart', 'shortCurly'],
  facialHairProbability: 55,
} as const;

/** The options DiceBear draws a subject's portrait with (exported for the tests). */
export function portraitOptions({ pmdc, gender, experienceYears }: PortraitSubject) {
  const grey = experienceYears >= GREY_FROM_YEARS;
  // A doctor who stated no gender is drawn from both lists, without a beard.
  const looks =
    gender === 'female'
      ? women
      : gender === 'male'
        ? men
        : { top: [...women.top.filter((top) => top !== 'hijab'), ...men.top], facialHairProbability: 0 };
  return {
    seed: pmdc,
    size: 128,
    backgroundColor: ['d1e7e5', 'dbe4f3', 'ebe3f4', 'f3e8d6'],
    backgroundType: ['solid' as const],
    skinColor: ['edb98a', 'd08b5b', 'ae5d29'],
    eyes: ['default' as const, 'happy' as const, 'side' as const, 'squint' as const],
    mouth: ['default' as const, 'smile' as const, 'twinkle' as const, 'serious' as const],
    eyebrows: [
      'defaultNatural' as const,
      'flatNatural' as const,
      'raisedExcitedNatural' as const,
      'default' as const,
      'upDownNatural' as const,
    ],
    clothing: [
      'blazerAndShirt' as const,
      'blazerAndSweater' as const,
      'collarAndSweater' as const,
      'shirtCrewNeck' as const,
      'shirtVNeck' as const,
    ],
    clothesColor: ['3c4f5c', '25557c', '5199e4', '65c9ff', '929598', '262e33', 'e6e6e6'],
    accessories: ['prescription01' as const, 'prescription02' as const, 'round' as const],
    accessoriesProbability: 25,
    top: [...looks.top],
    topProbability: 100,
    hatColor: ['262e33', '3c4f5c', '25557c', '929598', 'e6e6e6', '5199e4'],
    hairColor: grey ? ['e8e1e1', 'b1b1b1'] : ['2c1b18', '4a312c', '724133'],
    facialHair: [
      'beardLight' as const,
      'beardMedium' as const,
      'beardMajestic' as const,
      'moustacheFancy' as const,
    ],
    facialHairProbability: looks.facialHairProbability,
    facialHairColor: grey ? ['e8e1e1'] : ['2c1b18', '4a312c'],
  };
}

/** A doctor's portrait: an SVG document, the same every time for the same doctor. */
export function doctorPortrait(subject: PortraitSubject): string {
  return createAvatar(avataaars, portraitOptions(subject)).toString();
}
