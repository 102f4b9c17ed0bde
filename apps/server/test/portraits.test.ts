import { describe, expect, it } from 'vitest';
import { generateDoctor } from '../src/seed/doctors';
import { doctorPortrait, portraitOptions } from '../src/seed/portraits';
import { createRandom } from '../src/seed/random';

describe("the demo doctors' portraits", () => {
  const random = createRandom();
  const demo = Array.from({ length: 300 }, (_, index) => generateDoctor(index, random));

  it('draws each doctor the same every time, and no two doctors alike', () => {
    const portraits = demo.map(doctorPortrait);
    expect(demo.slice(0, 20).map(doctorPortrait)).toEqual(portraits.slice(0, 20));
    expect(new Set(portraits).size).toBe(demo.length);
  });

  it('draws an SVG drawing of a few kilobytes with nothing in it that runs or links elsewhere', () => {
    for (const doctor of demo.slice(0, 50)) {
      const svg = doctorPortrait(doctor);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|(?:xlink:)?href="(?!#)/i);
      expect(svg.length).toBeLessThan(12_000);
    }
  });

  it('draws a woman with a woman’s hair or a hijab and never a beard, a man often bearded', () => {
    const woman = portraitOptions({ pmdc: '12345-P', gender: 'female', experienceYears: 5 });
    expect(woman.facialHairProbability).toBe(0);
    expect(woman.top).toContain('hijab');
    expect(woman.top).not.toContain('shortFlat');
    const man = portraitOptions({ pmdc: '12345-P', gender: 'male', experienceYears: 5 });
    expect(man.facialHairProbability).toBeGreaterThan(0);
    expect(man.top).not.toContain('hijab');
    expect(man.top).not.toContain('bob');
    // One who stated no gender: neither a hijab nor a beard.
    const unstated = portraitOptions({ pmdc: '12345-P', gender: null, experienceYears: 5 });
    expect(unstated.facialHairProbability).toBe(0);
    expect(unstated.top).not.toContain('hijab');
  });

  it('greys the hair after 25 years of practice', () => {
    const young = portraitOptions({ pmdc: '1-P', gender: 'male', experienceYears: 24 });
    const senior = portraitOptions({ pmdc: '1-P', gender: 'male', experienceYears: 25 });
    expect(young.hairColor).not.toContain('e8e1e1');
    expect(senior.hairColor).toContain('e8e1e1');
    expect(senior.facialHairColor).toEqual(['e8e1e1']);
  });
});
