import {
  type RevenueAmounts,
  type RevenueByLine,
  type RevenueDay,
  type RevenueLine,
  type RevenueReply,
  revenueLines,
} from '@app/contract/exports';
import { fromIstWallClock, istWallClock } from '@app/contract/india-time';
import { paidPaymentStatus } from '@app/contract/payments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appointments, orders, refunds, reportOrders } from '../../db/schema.ts';

/**
 * The dashboard's revenue (issue 34; docs/decisions/043): per India's calendar day and per line
 * (reports, beads, consultations), what was taken (paid orders and bookings, on the day paid),
 * what the gateway sent back (processed refunds, on the day processed) and the difference. A
 * refund counts on its own day, as its credit note does: a day's figures, once past, never
 * change, and the sum over any range is the money that stayed.
 */

const dayMs = 86_400_000;

/** An instant's IST calendar day, in SQL: YYYY-MM-DD, whatever the session's time zone. */
const istDay = (column: unknown) =>
  sql`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

type DayLineSum = { day: string; line: RevenueLine; paise: string | number };

async function grossByDayAndLine(db: Db, start: Date, end: Date): Promise<DayLineSum[]> {
  const from = start.toISOString();
  const to = end.toISOString();
  const result = (await db.execute(sql`
    select ${istDay(orders.createdAt)} as day,
           case when exists (select 1 from ${reportOrders} r where r.order_id = ${orders.id})
                then 'reports' else 'beads' end as line,
           sum(${orders.totalPaise})::text as paise
    from ${orders}
    where ${orders.paymentStatus} = ${paidPaymentStatus}
      and ${orders.createdAt} >= ${from}::timestamptz and ${orders.createdAt} < ${to}::timestamptz
    group by 1, 2
    union all
    select ${istDay(appointments.createdAt)} as day, 'consultations' as line,
           sum(${appointments.totalPaise})::text as paise
    from ${appointments}
    where ${appointments.paymentStatus} = ${paidPaymentStatus}
      and ${appointments.createdAt} >= ${from}::timestamptz
      and ${appointments.createdAt} < ${to}::timestamptz
    group by 1`)) as unknown as { rows: DayLineSum[] };
  return result.rows;
}

async function refundsByDayAndLine(db: Db, start: Date, end: Date): Promise<DayLineSum[]> {
  const result = (await db.execute(sql`
    select ${istDay(refunds.processedAt)} as day,
           case when ${refunds.appointmentId} is not null then 'consultations'
                when exists (select 1 from ${reportOrders} r where r.order_id = ${refunds.orderId})
                then 'reports' else 'beads' end as line,
           sum(${refunds.amountPaise})::text as paise
    from ${refunds}
    where ${refunds.status} = 'processed'
      and ${refunds.processedAt} >= ${start.toISOString()}::timestamptz
      and ${refunds.processedAt} < ${end.toISOString()}::timestamptz
    group by 1, 2`)) as unknown as { rows: DayLineSum[] };
  return result.rows;
}

const zero = (): RevenueAmounts => ({ grossPaise: 0, refundsPaise: 0, netPaise: 0 });
const emptyLines = (): RevenueByLine => ({
  reports: zero(),
  beads: zero(),
  consultations: zero(),
  all: zero(),
});

function add(
  lines: RevenueByLine,
  line: RevenueLine,
  field: 'grossPaise' | 'refundsPaise',
  paise: number,
) {
  for (const amounts of [lines[line], lines.all]) {
    amounts[field] += paise;
    amounts.netPaise = amounts.grossPaise - amounts.refundsPaise;
  }
}

/** The last `days` IST days up to and including today (of `now`), oldest first. */
export async function revenueOfLastDays(
  db: Db,
  days: number,
  now: Date,
): Promise<RevenueReply['revenue']> {
  const todayWallClock = istWallClock(now);
  const today = Date.UTC(
    todayWallClock.getUTCFullYear(),
    todayWallClock.getUTCMonth(),
    todayWallClock.getUTCDate(),
  );
  const firstDay = today - (days - 1) * dayMs;
  const start = fromIstWallClock(firstDay);
  const end = fromIstWallClock(today + dayMs);
  const [gross, refunded] = await Promise.all([
    grossByDayAndLine(db, start, end),
    refundsByDayAndLine(db, start, end),
  ]);

  const byDay = new Map<string, RevenueDay>();
  for (let day = firstDay; day <= today; day += dayMs) {
    const date = new Date(day).toISOString().slice(0, 10);
    byDay.set(date, { date, ...emptyLines() });
  }
  const totals = emptyLines();
  const record = (rows: DayLineSum[], field: 'grossPaise' | 'refundsPaise') => {
    for (const row of rows) {
      const day = byDay.get(row.day);
      if (!day || !revenueLines.includes(row.line)) continue;
      add(day, row.line, field, Number(row.paise));
      add(totals, row.line, field, Number(row.paise));
    }
  };
  record(gross, 'grossPaise');
  record(refunded, 'refundsPaise');
  const dates = [...byDay.keys()];
  return {
    from: dates[0] ?? '',
    to: dates.at(-1) ?? '',
    days: [...byDay.values()],
    totals,
  };
}
