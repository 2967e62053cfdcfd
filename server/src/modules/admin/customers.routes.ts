import {
  type AdminCustomer,
  adminCustomerReplySchema,
  adminCustomersQuerySchema,
  adminCustomersReplySchema,
} from '@app/contract/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accountMessages } from '../account/account.messages.ts';
import { consentsOf, peopleOf } from '../account/people.service.ts';
import { allOrdersOf } from '../account/personal-data.service.ts';
import type { Appointments } from '../appointments/appointments.service.ts';
import { type CustomerRow, findCustomer, listCustomers } from './customers.repository.ts';

const idParams = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/** Up to this many of a customer's orders and of their consultations, newest first. */
const detailLimit = 200;

function toCustomer(row: CustomerRow): AdminCustomer {
  const { id, createdAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

/**
 * The admin's customers (prefix /api/v1/admin; issue 33): a page of accounts found by name,
 * e-mail or phone, and one customer with their orders, consultations, the saved people whose
 * consent stands, and every consent with its dates.
 */
export const customerRoutes: FastifyPluginAsyncZod<{ db: Db; appointments: Appointments }> = async (
  app,
  { db, appointments },
) => {
  app.get(
    '/customers',
    {
      onRequest: [app.requireAdmin],
      schema: {
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersReplySchema },
      },
    },
    async (request) => {
      const { customers, nextCursor } = await listCustomers(db, request.query);
      return { success: true as const, customers: customers.map(toCustomer), nextCursor };
    },
  );

  app.get(
    '/customers/:id',
    {
      onRequest: [app.requireAdmin],
      schema: { params: idParams, response: { 200: adminCustomerReplySchema } },
    },
    async (request) => {
      const row = await findCustomer(db, request.params.id);
      if (!row) throw new HttpError(404, accountMessages.customerNotFound());
      const owner = { ...row, tokenVersion: 0 };
      return {
        success: true as const,
        customer: toCustomer(row),
        // Read as the owner would (the admin may read any account's orders).
        orders: await allOrdersOf(db, owner, detailLimit),
        appointments: await appointments.ofAccount(row.id, { admin: true, limit: detailLimit }),
        savedPeople: await peopleOf(db, row.id, { onlyStandingConsent: true }),
        consents: await consentsOf(db, row.id),
      };
    },
  );
};
