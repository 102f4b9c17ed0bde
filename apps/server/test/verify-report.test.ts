import { describe, expect, it } from 'vitest';
import { cpuIndex, machine } from '../verify/report';

/** A clock that moves `step` ms each time it is read. */
function steppingClock(step: number): () => number {
  let time = 0;
  return () => (time += step);
}

describe("the verify reports' CPU index", () => {
  it('counts the strings built per second of the measuring time', () => {
    // Read at 25 ms steps, 500 ms hold 19 whole iterations: 38 a second.
    expect(cpuIndex(500, steppingClock(25))).toBe(38);
    // A machine half as fast (each iteration twice as long) reads half the index.
    expect(cpuIndex(500, steppingClock(50))).toBe(18);
  });

  it('measures this machine as a positive whole number', () => {
    const index = cpuIndex(50);
    expect(Number.isInteger(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
  });

  it('is named with the machine in each report', () => {
    expect(machine(1234)).toMatch(/^\d+ cores, .+, Node v\d+\.\d+\.\d+, CPU index 1234$/);
  });
});
