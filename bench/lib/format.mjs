// Small helpers to compute and print figures.

/** Median as measure.mjs computes it: the upper middle value, rounded; null when nothing was measured. */
export const median = (values) => {
  const v = values.filter((x) => x != null && Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? Math.round(v[Math.floor(v.length / 2)]) : null;
};

/** Bytes to KB (1 KB = 1024 bytes) with one decimal. */
export const kb = (bytes) => (bytes == null ? null : Math.round((bytes / 1024) * 10) / 10);

/** a / b with two decimals, or null when either side is missing. */
export const ratio = (a, b) => (a == null || b == null || b === 0 ? null : Math.round((a / b) * 100) / 100);

export const fmtKB = (bytes) => (bytes == null ? 'n/a' : `${kb(bytes).toFixed(1)} KB`);
export const fmtMs = (ms) => (ms == null ? 'n/a' : `${ms} ms`);

/** "1.23× (aim ≤ 1.15×: met)" */
export const fmtRatio = (r, aim) => {
  if (r == null) return 'n/a';
  const text = `${r.toFixed(2)}×`;
  return aim == null ? text : `${text} (aim ≤ ${aim}×: ${r <= aim ? 'met' : 'NOT met'})`;
};

export const heading = (title) => console.log(`\n== ${title} ==`);
export const line = (label, value) => console.log(`  ${label.padEnd(44)} ${value}`);
