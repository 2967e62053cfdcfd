import { useEffect, useState } from 'react';
import { type DayPeriod, nextPeriodBoundary } from '../panchang';

/** setTimeout's longest delay (about 24.8 days). */
const longestDelay = 2 ** 31 - 1;

/**
 * The time now (ms), for marking which of `periods` is running: null while the page is
 * prerendered and hydrating (the build's clock is not the visitor's), then read again exactly
 * when the next period starts or ends (one timer aimed at that boundary, not a ticking interval)
 * and when the page is shown again (a phone asleep holds its timers back). A timer that fires a
 * little early reads the clock, finds the boundary not yet reached and aims again.
 */
export function useTimeAtBoundaries(periods: readonly DayPeriod[]): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      const time = Date.now();
      setNow(time);
      const next = nextPeriodBoundary(periods, time);
      if (next !== null) timer = setTimeout(read, Math.min(next - time, longestDelay));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [periods]);
  return now;
}
