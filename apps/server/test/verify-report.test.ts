import { describe, expect, it } from 'vitest';
import { cpuIndex, machine } from '../verify/report';

/** A clock that moves `step` ms each time it is read. */
function steppingClock(step: number): () => number {
  let time = 0;
  return () => (time += step);
}

describe("the verify reports' CPU index (Lighthouse's benchmark index)", () => {
  it('averages the strings built and the arrays copied per second, each divided by 10', () => {
    // At 5 ms a reading: 99 strings in 0.505 s (196 a second, 20 over ten); the copy reads the clock every tenth
    // pass only, so 990 copies in 0.505 s (1,960 a second, 196 over ten). The mean of 20 and 196 is 108.
    expect(cpuIndex(steppingClock(5))).toBe(108);
    // Twice the time per reading (a machine half as fast): 49 strings and 490 copies in 0.51 s, (10 + 96) / 2.
    expect(cpuIndex(steppingClock(10))).toBe(53);
  });

  it('measures this machine as a positive whole number', () => {
    const index = cpuIndex();
    expect(Number.isInteger(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
  });

  it('is named with the machine in each report', () => {
    expect(machine(1234)).toMatch(/^\d+ cores, .+, Node v\d+\.\d+\.\d+, CPU index 1234$/);
  });
});
