import { canonicalTimeZone } from '@app/astro/time-zone-name';
import { useEffect, useState } from 'react';
import { browserTimeZone, isTimeZone } from '~/lib/consultation-time';

/**
 * The time zone a page shows a consultation's times in, and a way to change it: the visitor's
 * choice, else `preferred` (the zone a booking was made in) when it is a zone, else the
 * browser's. Null until `needed` (what the times belong to has arrived from the server): reading
 * a zone creates an Intl formatter, which a page must not do while it hydrates (decision 010),
 * and the prerendered page cannot know it anyway.
 */
export function useDisplayZone(preferred: string | null | undefined, needed: boolean) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [detected, setDetected] = useState<string | null>(null);
  useEffect(() => {
    if (needed) setDetected((current) => current ?? browserTimeZone());
  }, [needed]);
  const booked =
    detected && preferred && isTimeZone(preferred) ? canonicalTimeZone(preferred) : null;
  return [chosen ?? booked ?? detected, setChosen] as const;
}
