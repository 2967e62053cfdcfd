import { zoneOffsetsBetween } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import type { CalendarEngine } from './calendar-data';
import { replyTo, type WorkerRequest } from './calendar-requests';

/**
 * The calendar's worker (docs/decisions/037): the calendar and festival pages' computations for
 * another city or year run here, off the page's thread, so that a year's festivals (a long task
 * the first time, while the engine's code compiles) never holds up the page. Started by
 * calendar-computer.ts, which also warms it up while the visitor types a city. Its years are
 * kept between requests (calendar-data.ts), as they would be on the page.
 */
const engine: CalendarEngine = { festivalsOfYear, monthCalendar, zoneOffsetsBetween };

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener('message', (event) => {
  scope.postMessage(replyTo(engine, event.data));
});
