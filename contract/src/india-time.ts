/**
 * India Standard Time: UTC+05:30 all year (India keeps no daylight saving), the clock the
 * business and its readers live by. Calendar days, weeks, months and years of the site (horoscope
 * periods, "this month" in the admin) are reckoned in it.
 */
export const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** A Date whose UTC fields (getUTCFullYear, getUTCHours, ...) read as the wall clock in India. */
export function istWallClock(instant: Date): Date {
  return new Date(instant.getTime() + istOffsetMs);
}

/** The instant at which India's wall clock shows the given UTC-field time (`Date.UTC(...)`). */
export function fromIstWallClock(wallClockMs: number): Date {
  return new Date(wallClockMs - istOffsetMs);
}
