// The home summary at 100,000 orders: runs bench/home/run.ts (through tsx, its own process) and
// prints its median against a naive count(*) … group by day over the same rows.
import { heading, line } from './format.mjs';
import { runJsonScript } from './script.mjs';

// The aim: the summary at 0.2× the naive query's time or less.
export const HOME_AIM = { vsNaive: 0.2 };

export const measureHome = async () => {
  return runJsonScript('bench/home/run.ts', [], 'home bench');
};

export const printHome = (r) => {
  const ratio = r.summary30 / r.naive;
  heading(`Home summary at ${r.orders.toLocaleString('en')} orders for one vendor (fresh PGlite)`);
  line(`GET /home/summary, last 30 days (median of ${r.samples})`, `${r.summary30} ms`);
  line('GET /home/summary, last 365 days', `${r.summary365} ms`);
  line("naive count(*) … group by day, the vendor's orders", `${r.naive} ms`);
  line(
    'ratio summary (30 days) / naive',
    `${ratio.toFixed(2)} (aim ≤ ${HOME_AIM.vsNaive}: ${ratio <= HOME_AIM.vsNaive ? 'met' : 'NOT met'})`,
  );
  return { ...r, ratio, aim: HOME_AIM };
};
