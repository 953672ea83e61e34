import { todayInCairo } from '../../../schemas/dates';

/** The home page's periods, in Cairo days; it opens on the middle one. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const FIRST_PERIOD: Period = 30;

const DAY = 86_400_000;

/** The summary of the last `period` Cairo days, today included: what the home page asks the API. */
export const summaryPath = (period: Period) => {
  const to = todayInCairo();
  const from = new Date(Date.parse(to) - (period - 1) * DAY).toISOString().slice(0, 10);
  return `/home/summary?from=${from}&to=${to}`;
};
