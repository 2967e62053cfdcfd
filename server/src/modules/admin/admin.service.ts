import { type AdminSummary, istMonthStart } from '@app/contract/admin';
import { orderStatuses } from '@app/contract/orders';
import type { Db } from '../../db/database.ts';
import {
  countOrdersByStatus,
  countPaidAppointments,
  sumRevenuePaiseSince,
} from './admin.repository.ts';

/** The dashboard's numbers: orders per status, paid appointments, revenue this IST month. */
export async function getAdminSummary(db: Db, now: Date = new Date()): Promise<AdminSummary> {
  const monthStart = istMonthStart(now);
  const [statusCounts, appointmentsBooked, revenueThisMonthPaise] = await Promise.all([
    countOrdersByStatus(db),
    countPaidAppointments(db),
    sumRevenuePaiseSince(db, monthStart),
  ]);
  const ordersByStatus = Object.fromEntries(
    orderStatuses.map((status) => [
      status,
      statusCounts.find((row) => row.status === status)?.count ?? 0,
    ]),
  ) as AdminSummary['ordersByStatus'];
  return {
    ordersByStatus,
    ordersTotal: Object.values(ordersByStatus).reduce((sum, value) => sum + value, 0),
    appointmentsBooked,
    revenueThisMonthPaise,
    monthStart: monthStart.toISOString(),
  };
}
