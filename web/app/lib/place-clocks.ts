import type { ZoneOffsets } from '@app/astro/birth-moment';

/**
 * Instants on a place's clocks from the zone's offsets the engine returns with its results (the
 * offsets in force and the instants they changed), by arithmetic: no Intl formatter, whose first
 * use loads locale and zone data while a page hydrates (docs/decisions/010). An instant before
 * the first offset or after `until` takes the nearest offset: callers ask the engine for offsets
 * that cover every instant they show.
 */
export function wallClock(
  zoneOffsets: ZoneOffsets,
  instant: string | Date,
): { date: string; clock: string } {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const offset =
    zoneOffsets.offsets.findLast((entry) => Date.parse(entry.from) <= time) ??
    zoneOffsets.offsets[0];
  const wall = new Date(time + (offset?.minutes ?? 0) * 60_000).toISOString();
  return { date: wall.slice(0, 10), clock: wall.slice(11, 16) };
}

/** Whether the offsets reach an instant (from their first change to `until`). */
export function offsetsCover(zoneOffsets: ZoneOffsets, instant: Date): boolean {
  const first = zoneOffsets.offsets[0];
  const time = instant.getTime();
  return (
    first !== undefined && time >= Date.parse(first.from) && time <= Date.parse(zoneOffsets.until)
  );
}
