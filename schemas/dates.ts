/** Today in Egypt, as `YYYY-MM-DD`: licence dates are calendar dates there, on both ends. */
export const todayInCairo = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now);
