import {
  type AllAppointmentsQuery,
  type Appointment,
  type AppointmentForm,
  appointmentFormSchema,
  appointmentPricePaise,
  bookedAppointmentStatus,
} from '@app/contract/appointments';
import { paiseToRupees } from '@app/contract/money';
import { paidPaymentStatus, paymentProviderName } from '@app/contract/payments';

import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';

import type { OutgoingMail } from '../mail/outbox.repository.ts';
import type { PurchaseInput, PurchaseKind } from '../payments/purchases.ts';
import { appointmentConfirmationMail, appointmentNotificationMail } from './appointment-mails.ts';
import { appointmentMessages } from './appointments.messages.ts';

import {
  type AppointmentRow,
  findAppointmentByGatewayOrderId,
  findAppointmentById,
  insertAppointmentOnce,
  listAppointments,
} from './appointments.repository.ts';

function toAppointment(row: AppointmentRow): Appointment {
  return {
    _id: row.id,
    addressData: {
      name: row.name,
      phone: row.phone,
      email: row.email,
      address: row.address,
      pin: row.pin,
      location: row.location,
    },
    paymentInfo: { id: row.paymentId, type: row.paymentType, status: row.paymentStatus },
    total: paiseToRupees(row.totalPaise),
    status: row.status,
    package: row.package ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Parses the appointment form of a request; a 400 naming the first wrong field otherwise. */
function parseAppointmentForm(input: unknown): AppointmentForm {
  const parsed = appointmentFormSchema.safeParse(input);
  if (!parsed.success) {
    throw invalidRequest(parsed.error.issues.slice(0, 1), input, {
      prefix: ['addressData'],
      listFields: false,
    });
  }
  return parsed.data;
}

/** Same person, contact details, address and location; the package is only a note. */
function sameForm(a: AppointmentForm, b: AppointmentForm): boolean {
  const fields = ['name', 'phone', 'email', 'address', 'pin', 'location'] as const;
  return fields.every((key) => a[key] === b[key]);
}

/**
 * The appointment as something paid for through the payments module (purpose `appointment`,
 * see modules/payments/purchases.ts): the form is read from `addressData` (with `location`
 * beside it or inside it), the price is the location's, guests may book, and the appointment
 * is stored once per payment order with the customer's confirmation and the business's notice.
 */
export function createAppointmentPurchase(deps: {
  businessEmail: string;
}): PurchaseKind<AppointmentForm> {
  return {
    purpose: 'appointment',
    requiresUser: false,
    prepare(input: PurchaseInput) {
      const addressData =
        typeof input.addressData === 'object' && input.addressData !== null
          ? input.addressData
          : {};
      return parseAppointmentForm({
        ...addressData,
        ...(typeof input.location === 'string' ? { location: input.location } : {}),
      });
    },
    restore: (stored) => appointmentFormSchema.parse(stored),
    amountPaise: (form) => appointmentPricePaise[form.location],
    samePurchase: sameForm,
    async complete(tx, payment) {
      const { appointment, mails } = await completeAppointment(tx, deps.businessEmail, payment);
      return { id: appointment._id, mails };
    },
    async findRecord(tx, gatewayOrderId) {
      const row = await findAppointmentByGatewayOrderId(tx, gatewayOrderId);
      return row ? { id: row.id, userId: null } : undefined;
    },
  };
}

/**
 * Stores the appointment of a paid payment order unless it exists; returns it, and the
 * customer's confirmation and the business's notice to queue in the same transaction when this
 * call created it (none when the browser, the webhook or the reconciler already had).
 */
async function completeAppointment(
  tx: Db,
  businessEmail: string,
  paid: {
    gatewayOrderId: string;
    paymentId: string;
    amountPaise: number;
    payload: AppointmentForm;
  },
): Promise<{ appointment: Appointment; mails: OutgoingMail[] }> {
  const form = paid.payload;
  if (paid.amountPaise !== appointmentPricePaise[form.location]) {
    const price = appointmentPricePaise[form.location];
    throw new HttpError(400, appointmentMessages.paidNotPrice({ price }));
  }
  const inserted = await insertAppointmentOnce(tx, {
    name: form.name,
    phone: form.phone,
    email: form.email,
    address: form.address,
    pin: form.pin,
    location: form.location,
    package: form.package,
    totalPaise: paid.amountPaise,
    status: bookedAppointmentStatus,
    gatewayOrderId: paid.gatewayOrderId,
    paymentId: paid.paymentId,
    paymentType: paymentProviderName,
    paymentStatus: paidPaymentStatus,
  });
  if (inserted) {
    const appointment = toAppointment(inserted);
    return {
      appointment,
      mails: [
        appointmentConfirmationMail(appointment),
        appointmentNotificationMail(appointment, businessEmail),
      ],
    };
  }
  const existing = await findAppointmentByGatewayOrderId(tx, paid.gatewayOrderId);
  if (!existing) throw new Error(`appointment for ${paid.gatewayOrderId} vanished`);
  return { appointment: toAppointment(existing), mails: [] };
}

export async function getAppointment(db: Db, id: string): Promise<Appointment> {
  const row = await findAppointmentById(db, id);
  if (!row) throw new HttpError(404, appointmentMessages.notFound());
  return toAppointment(row);
}

/** GET /order/getAll-appointment: a page of appointments, for the admin. */
export async function allAppointments(
  db: Db,
  query: AllAppointmentsQuery,
): Promise<{ appointment: Appointment[]; nextCursor: string | null }> {
  const { appointments, nextCursor } = await listAppointments(db, query);
  return { appointment: appointments.map(toAppointment), nextCursor };
}
