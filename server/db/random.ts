/** A small seeded pseudo-random generator, so demo data is the same for the same seed. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(xs: readonly T[]): T;
};

/** mulberry32: 32 bits of state, good enough for demo data, identical on every platform. */
export function makeRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => {
    if (xs.length === 0) throw new Error('pick() needs a non-empty array');
    return xs[Math.floor(next() * xs.length)];
  };
  return { next, int, pick };
}
