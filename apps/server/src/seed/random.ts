/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every machine,
 * so every fresh database gets the same demo data. Not for anything secret.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen in proportion to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

/** The generator's fixed seed: change it and every fresh machine gets different (still valid) data. */
export const DEMO_SEED = 20_240_603;

export function createRandom(seed: number = DEMO_SEED): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const sum = items.reduce((total, [, weight]) => total + weight, 0);
      let target = next() * sum;
      for (const [item, weight] of items) {
        target -= weight;
        if (target < 0) return item;
      }
      const last = items.at(-1);
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return random;
}
