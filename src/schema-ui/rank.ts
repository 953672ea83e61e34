/** A renderer that says how well it fits a schema node: 0 is "not at all". */
type Ranked = { name: string; rank: (...args: never[]) => number };

/** The entry with the highest rank for these arguments, or the fallback when none fits. */
export const pickBest = <E extends Ranked>(
  entries: readonly E[],
  args: Parameters<E['rank']>,
  fallback: E,
): E => {
  let best = fallback;
  let bestRank = 0;
  for (const entry of entries) {
    const rank = entry.rank(...(args as never[]));
    if (rank > bestRank) [best, bestRank] = [entry, rank];
  }
  return best;
};
