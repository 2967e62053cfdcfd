import { createHash, randomBytes } from 'node:crypto';
import { canonicalTimeZone } from '@app/astro/birth-moment';
import {
  type AdminAppointmentUpdate,
  type AgendaQuery,
  type AllAppointmentsQuery,
  type Appointment,
  type AppointmentForm,
  appointmentFormSchema,
  appointmentPricePaise,
  bookedAppointmentStatus,
  consultationPolicy,
} from '@app/contract/appointments';
import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import {
  type Availability,
  type ConsultationMode,
  maxSlotDays,
  type Slot,
  type SlotsQuery,
  slotChoiceSchema,
} from '@app/contract/consultation-slots';
import { paiseToRupees, rupeesToPaise } from '@app/contract/money';
import { paidPaymentStatus, paymentProviderName } from '@app/contract/payments';
import type { Refund } from '@app/contract/refunds';
import { type Language, site } from '@app/contract/site';
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { appointments } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';
import { consultationPricePaise } from '../catalogue/catalogue.service.ts';
import { enqueueMail, type OutgoingMail, withdrawUnsentMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { findPaymentOrder } from '../payments/payment-orders.repository.ts';
import type { PurchaseInput, PurchaseKind } from '../payments/purchases.ts';
import {
  latestRefundsOfAppointments,
  type RefundRow,
  recordRefund,
} from '../payments/refunds.repository.ts';
import type { Refunds } from '../payments/refunds.ts';
import type { AppointmentKeys } from './appointment-keys.ts';
import {
  type BookingLinks,
  bookingCancelledMail,
  bookingChangeNoticeMail,
  bookingConfirmationMail,
  bookingMovedMail,
  bookingNoticeMail,
  reminderMail,
  sessionSummaryMail,
  slotTakenMail,
} from './appointment-mails.ts';
import { appointmentMessages, appointmentStatusNames } from './appointments.messages.ts';
import {
  type AppointmentRow,
  findAppointmentByGatewayOrderId,
  findAppointmentById,
  insertAppointmentOnce,
  listAppointments,
} from './appointments.repository.ts';
import { bookingRefundSettledMail } from './booking-refund-mail.ts';
import { calendarInvite } from './calendar-invite.ts';
import {
  bookTime,
  holdTime,
  moveBooking,
  readAvailability,
  releaseBooking,
  TimeTakenError,
  takenTimesBetween,
  writeAvailability,
} from './reservations.repository.ts';
import { callMinutes, findFreeSlot, freeSlots, istDateOf, istMidnight } from './slots.ts';

const hourMs = 3_600_000;
const dayMs = 86_400_000;
/** How long an instance trusts the settings it read (docs/decisions/035). */
const settingsCacheMs = 10_000;
/** The reminders, by hours before the call. */
const reminderHours = [24, 1] as const;
/** How many free times a refusal or a refund offers instead. */
const offeredSlots = 6;

/** What a purchase of a consultation stores with its payment order. */
export type AppointmentPurchase = {
  form: AppointmentForm;
  /** The time bought: its start, and its end and blocked-until once the server has priced it. */
  slot: { start: string; end?: string; blockedUntil?: string } | null;
  language: Language;
  /**
   * The catalogue's price of the package and place when the payment was opened (decision 042);
   * absent from purchases stored before prices were editable (then the list price of its place).
   */
  pricePaise?: number;
};

/** What a booking costs: the price it was opened at. */
const priceOfPurchase = (payload: AppointmentPurchase) =>
  payload.pricePaise ?? appointmentPricePaise[payload.form.location];

const storedPurchaseSchema = z.object({
  form: z.unknown(),
  slot: z
    .object({ start: z.string(), end: z.string().optional(), blockedUntil: z.string().optional() })
    .nullable(),
  language: z.enum(['en', 'hi']),
  pricePaise: z.number().int().positive().optional(),
});

/** Which gateway took a booking's payment: its refund goes back through the same. */
async function gatewayOf(tx: Db, gatewayOrderId: string) {
  const order = await findPaymentOrder(tx, gatewayOrderId);
  if (!order) throw new Error(`payment order ${gatewayOrderId} of a booking is missing`);
  return order.gateway;
}

/** Who asks about a booking. */
export type BookingAccess = {
  /** The signed-in user, if any. */
  user?: { id: string; role: string } | undefined;
  /** The booking's key from its mails (`?key=`), if given. */
  key?: string | undefined;
};

/** Parses the appointment form of a request; a 400 naming the first wrong field otherwise. */
function parseAppointmentForm(input: unknown): AppointmentForm {
  const parsed = appointmentFormSchema.safeParse(input);
  if (!parsed.success) {
    throw invalidRequest(parsed.error.issues.slice(0, 1), input, {
      prefix: ['addressData'],
      listFields: false,
    });
  }
  const form = parsed.data;
  if (form.timeZone !== undefined) {
    try {
      form.timeZone = canonicalTimeZone(form.timeZone);
    } catch {
      // Only used to write times in the mails: an unknown zone is left out, not refused.
      form.timeZone = undefined;
    }
  }
  return form;
}

/** Same person, contact details, address and location; the rest are notes of the purchase. */
function sameForm(a: AppointmentForm, b: AppointmentForm): boolean {
  const fields = ['name', 'phone', 'email', 'address', 'pin', 'location'] as const;
  return fields.every((key) => a[key] === b[key]);
}

/** Who holds a slot while paying: the signed-in buyer, or the guest's e-mail. */
function holderOf(form: AppointmentForm, buyerId: string | null): string {
  return buyerId ?? `email:${form.email.toLowerCase()}`;
}

/** A random meeting room name: 20 lower-case letters (about 94 bits). */
function meetingRoom(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return [...randomBytes(20)].map((byte) => letters[byte % 26]).join('');
}

const slotOf = (row: AppointmentRow): Slot | null =>
  row.slotStart && row.slotEnd
    ? { start: row.slotStart.toISOString(), end: row.slotEnd.toISOString() }
    : null;

function toRefund(row: RefundRow): Refund {
  return {
    status: row.status,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/**
 * The consultations (docs/decisions/035): the owner's hours, the free slots, the purchase (a
 * slot held while paying, booked when paid, refunded when lost meanwhile), a booking's reads,
 * moves and cancellations under the policy, its calendar invite and mails, and the astrologer's
 * agenda, notes and summaries. Created once in app.ts.
 */
export function createAppointments(deps: {
  db: Db;
  refunds: Refunds;
  outbox: OutboxWorker;
  keys: AppointmentKeys;
  log: FastifyBaseLogger;
  businessEmail: string;
  /** The site's public address, for the links in mails. */
  publicUrl: string;
  meetingUrlTemplate: string | undefined;
  now?: () => Date;
}) {
  const { db, refunds, outbox, keys, log } = deps;

  // The client hears when the gateway settles a booking's refund (docs/decisions/040).
  refunds.onSettled(async (refund) => {
    if (!refund.appointmentId || refund.status === 'pending') return;
    const booking = await findAppointmentById(db, refund.appointmentId);
    if (!booking) return;
    await enqueueMail(db, bookingRefundSettledMail(booking, { ...refund, status: refund.status }));
    outbox.kick();
  });
  const now = deps.now ?? (() => new Date());
  let cachedAvailability: { availability: Availability; readAt: number } | undefined;

  /**
   * The settings, read again after `settingsCacheMs` (or at once after this instance saved).
   * `reader` is the transaction when called inside one (PGlite has one connection: a query
   * outside the open transaction would wait for it for ever).
   */
  async function availability(reader: Db = db): Promise<Availability> {
    const at = Date.now();
    if (cachedAvailability && at - cachedAvailability.readAt < settingsCacheMs) {
      return cachedAvailability.availability;
    }
    const read = await readAvailability(reader);
    cachedAvailability = { availability: read, readAt: at };
    return read;
  }

  const meetingUrlOf = (row: AppointmentRow) =>
    row.mode === 'video' && row.meetingRoom && deps.meetingUrlTemplate
      ? deps.meetingUrlTemplate.replace('{room}', row.meetingRoom)
      : null;

  /** Whether the client may still move or cancel with a full refund (the policy's cutoff). */
  const beforeCutoff = (row: AppointmentRow, at: Date) =>
    row.slotStart === null ||
    at.getTime() <= row.slotStart.getTime() - consultationPolicy.changeCutoffHours * hourMs;

  function toAppointment(
    row: AppointmentRow,
    refund: RefundRow | undefined,
    options: { admin?: boolean } = {},
  ): Appointment {
    const at = now();
    const booked = row.status === bookedAppointmentStatus;
    const fullRefund = beforeCutoff(row, at);
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
      slot: slotOf(row),
      mode: row.mode,
      questions: row.questions,
      birth: (row.birth as Appointment['birth']) ?? null,
      language: row.language === 'hi' ? 'hi' : 'en',
      timeZone: row.clientZone,
      meetingUrl: meetingUrlOf(row),
      moves: row.moves,
      canReschedule:
        booked &&
        row.slotStart !== null &&
        (options.admin === true ||
          (row.moves < consultationPolicy.movesAllowed && beforeCutoff(row, at))),
      canCancel: booked,
      cancellationRefund: booked
        ? options.admin || fullRefund
          ? paiseToRupees(row.totalPaise)
          : paiseToRupees(
              Math.round((row.totalPaise * consultationPolicy.lateCancellationRefundPercent) / 100),
            )
        : 0,
      refund: refund ? toRefund(refund) : null,
      summary: row.summary,
      ...(options.admin ? { notes: row.notes } : {}),
    };
  }

  async function withRefunds(rows: AppointmentRow[], options: { admin?: boolean } = {}) {
    const latest = await latestRefundsOfAppointments(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAppointment(row, latest.get(row.id), options));
  }

  async function linksOf(row: AppointmentRow): Promise<BookingLinks & { key: string }> {
    const key = await keys.issue(row);
    const base = deps.publicUrl.replace(/\/+$/, '');
    const prefix = row.language === 'hi' ? '/hi' : '';
    const query = `id=${encodeURIComponent(row.id)}&key=${encodeURIComponent(key)}`;
    return {
      key,
      manageUrl: `${base}${prefix}/appointment/manage?${query}`,
      calendarUrl: `${base}/api/v1/appointments/${row.id}/calendar.ics?key=${encodeURIComponent(key)}`,
    };
  }

  /** The booking's calendar invite (REQUEST, or CANCEL once cancelled). */
  function inviteOf(row: AppointmentRow, links: BookingLinks): string | undefined {
    const slot = slotOf(row);
    if (!slot) return undefined;
    const appointment = toAppointment(row, undefined);
    const language = appointment.language;
    const how =
      row.mode === 'audio'
        ? language === 'hi'
          ? `ज्योतिषी आपको ${row.phone} पर फ़ोन करेंगे।`
          : `The astrologer will ring you on ${row.phone}.`
        : (appointment.meetingUrl ??
          (language === 'hi'
            ? 'वीडियो कॉल का लिंक कॉल से पहले भेजा जाएगा।'
            : 'The video call link will be sent before the call.'));
    return calendarInvite({
      uid: `${row.id}@${new URL(site.url).host}`,
      sequence: row.calendarSequence,
      method: row.status === 'Cancelled' ? 'CANCEL' : 'REQUEST',
      start: new Date(slot.start),
      end: new Date(slot.end),
      summary:
        language === 'hi' ? `${site.name.hi}: परामर्श कॉल` : `${site.name.en}: consultation call`,
      description: `${how}\n${language === 'hi' ? 'बुकिंग' : 'Booking'}: ${links.manageUrl}`,
      location:
        appointment.meetingUrl ??
        (row.mode === 'audio'
          ? `${language === 'hi' ? 'फ़ोन' : 'Phone'}: ${row.phone}`
          : language === 'hi'
            ? 'वीडियो कॉल'
            : 'Video call'),
      url: links.manageUrl,
      organizer: { name: site.name.en, email: deps.businessEmail },
      attendee: { name: row.name, email: row.email },
      stamp: now(),
    });
  }

  /** The reminders of a booking's time, each queued once (its dedupe key names the time). */
  function reminderMails(row: AppointmentRow, links: BookingLinks): OutgoingMail[] {
    const slot = slotOf(row);
    if (!slot || row.status !== bookedAppointmentStatus) return [];
    const appointment = toAppointment(row, undefined);
    return reminderHours.flatMap((hours) => {
      const sendAfter = new Date(Date.parse(slot.start) - hours * hourMs);
      if (sendAfter.getTime() <= now().getTime()) return [];
      return [
        {
          ...reminderMail(appointment, hours, links),
          sendAfter,
          dedupeKey: `${reminderPrefix(row.id)}${hours}h:${slot.start}`,
        },
      ];
    });
  }
  const reminderPrefix = (id: string) => `appointment-reminder:${id}:`;

  /**
   * The answers to `GET /appointments/slots` of the last 2 seconds, by query: the booking page
   * of every visitor asks the same few questions, which are then answered from memory. Bounded
   * (oldest out first); emptied when this instance holds, books, moves or frees a time. Another
   * instance's booking shows within 2 seconds; a hold always checks the database itself.
   */
  const listedSlots = new Map<string, { at: number; slots: Promise<Slot[]> }>();
  const listedSlotsMs = 2_000;
  const maxListedSlots = 64;
  const forgetListedSlots = () => listedSlots.clear();

  /** `GET /appointments/slots`: the free slots, from memory when asked within 2 seconds. */
  function listSlots(query: SlotsQuery): Promise<Slot[]> {
    const key = `${query.from ?? ''}|${query.days}|${query.package}|${query.mode}`;
    const at = Date.now();
    const listed = listedSlots.get(key);
    if (listed && at - listed.at < listedSlotsMs) return listed.slots;
    const answer = slots(query);
    // A failed query is not kept.
    answer.catch(() => listedSlots.delete(key));
    listedSlots.delete(key);
    if (listedSlots.size >= maxListedSlots) {
      listedSlots.delete(listedSlots.keys().next().value as string);
    }
    listedSlots.set(key, { at, slots: answer });
    return answer;
  }

  /** The free slots asked for, from the database; `reader` as for `availability`. */
  async function slots(query: SlotsQuery, reader: Db = db): Promise<Slot[]> {
    const settings = await availability(reader);
    const at = now();
    const from = query.from ?? istDateOf(at.getTime());
    const start = istMidnight(from);
    const taken = await takenTimesBetween(reader, {
      from: new Date(start - dayMs),
      to: new Date(start + (query.days + 1) * dayMs),
      now: at,
    });
    return freeSlots({
      availability: settings,
      taken,
      from,
      days: query.days,
      lengthMinutes: callMinutes(settings, query.package, query.mode),
      now: at.getTime(),
    });
  }

  /** The next free times for a package and mode, offered when one is refused or lost. */
  async function nextFreeSlots(
    choice: { package: ConsultationPackageId | null; mode: ConsultationMode },
    reader: Db = db,
    /** The time that was wanted: the free times nearest to it are offered. */
    near?: number,
  ): Promise<Slot[]> {
    const found = await slots(
      { days: maxSlotDays, package: choice.package ?? 'regular', mode: choice.mode },
      reader,
    );
    if (near === undefined) return found.slice(0, offeredSlots);
    const distance = (slot: Slot) => Math.abs(Date.parse(slot.start) - near);
    return [...found]
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, offeredSlots)
      .sort((a, b) => a.start.localeCompare(b.start));
  }

  /**
   * Whether `start` is a free slot now for a call of this package and mode, checked against the
   * settings and the taken times read from `reader` (a transaction sees its own). `except`
   * leaves out a holder's own holds or a booking being moved; `ignoreNotice` lets an admin move
   * a booking nearer than the notice.
   */
  async function freeSlotAt(
    reader: Db,
    options: {
      start: number;
      lengthMinutes: number;
      settings: Availability;
      exceptAppointmentId?: string;
      exceptHolder?: string;
      ignoreNotice?: boolean;
    },
  ): Promise<{ slot: Slot; blockedUntil: Date } | undefined> {
    const at = now();
    const taken = await takenTimesBetween(reader, {
      from: new Date(options.start - dayMs),
      to: new Date(options.start + dayMs),
      now: at,
      ...(options.exceptAppointmentId ? { exceptAppointmentId: options.exceptAppointmentId } : {}),
      ...(options.exceptHolder ? { exceptHolder: options.exceptHolder } : {}),
    });
    const settings = options.ignoreNotice
      ? { ...options.settings, noticeHours: 0 }
      : options.settings;
    const slot = findFreeSlot({
      availability: settings,
      taken,
      start: options.start,
      lengthMinutes: options.lengthMinutes,
      now: at.getTime(),
    });
    if (!slot) return undefined;
    return {
      slot,
      blockedUntil: new Date(Date.parse(slot.end) + options.settings.bufferMinutes * 60_000),
    };
  }

  /** A 409 for a time that cannot be had, offering the next free ones as `slots`. */
  const slotRefusal = async (
    message: ReturnType<typeof appointmentMessages.notAFreeSlot>,
    choice: Parameters<typeof nextFreeSlots>[0],
    reader: Db,
    wanted: string | number,
  ) =>
    new HttpError(409, message, {}, undefined, {
      slots: await nextFreeSlots(choice, reader, new Date(wanted).getTime()),
    });

  // -------------------------------------------------------------------------------------------
  // The purchase (modules/payments/purchases.ts)
  // -------------------------------------------------------------------------------------------

  const purchase: PurchaseKind<AppointmentPurchase> = {
    purpose: 'appointment',
    requiresUser: false,
    async prepare(input: PurchaseInput, reader: Db) {
      const addressData =
        typeof input.addressData === 'object' && input.addressData !== null
          ? input.addressData
          : {};
      const form = parseAppointmentForm({
        ...addressData,
        ...(typeof input.location === 'string' ? { location: input.location } : {}),
      });
      let slot: AppointmentPurchase['slot'] = null;
      if (input.slot !== undefined) {
        const parsed = slotChoiceSchema.safeParse(input.slot);
        if (!parsed.success) {
          throw invalidRequest(parsed.error.issues.slice(0, 1), input.slot, {
            prefix: ['slot'],
            listFields: false,
          });
        }
        slot = { start: new Date(parsed.data.start).toISOString() };
      }
      const pricePaise = await consultationPricePaise(
        reader,
        form.package ?? 'regular',
        form.location,
      );
      return { form, slot, language: input.language ?? 'en', pricePaise };
    },
    restore(stored) {
      const parsed = storedPurchaseSchema.safeParse(stored);
      // Purchases stored before slots existed kept the form alone.
      if (!parsed.success) {
        return { form: appointmentFormSchema.parse(stored), slot: null, language: 'en' };
      }
      return {
        form: appointmentFormSchema.parse(parsed.data.form),
        slot: parsed.data.slot,
        language: parsed.data.language,
        ...(parsed.data.pricePaise === undefined ? {} : { pricePaise: parsed.data.pricePaise }),
      };
    },
    amountPaise: priceOfPurchase,
    samePurchase: (a, b) => sameForm(a.form, b.form),
    async checkReservable(reader, payload, { buyerId }) {
      const { form } = payload;
      if (!payload.slot) throw new HttpError(400, appointmentMessages.chooseTime());
      const settings = await readAvailability(reader);
      const free = await freeSlotAt(reader, {
        start: Date.parse(payload.slot.start),
        lengthMinutes: callMinutes(settings, form.package ?? 'regular', form.mode),
        settings,
        exceptHolder: holderOf(form, buyerId),
      });
      if (!free) {
        throw await slotRefusal(
          appointmentMessages.notAFreeSlot(),
          form,
          reader,
          payload.slot.start,
        );
      }
      return {
        ...payload,
        slot: {
          start: free.slot.start,
          end: free.slot.end,
          blockedUntil: free.blockedUntil.toISOString(),
        },
      };
    },
    async reserve(tx, payload, { gatewayOrderId, buyerId }) {
      const { slot } = payload;
      if (!slot?.end || !slot.blockedUntil) throw new Error('a consultation was not priced');
      const at = now();
      try {
        await holdTime(tx, {
          gatewayOrderId,
          holder: holderOf(payload.form, buyerId),
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          blockedUntil: new Date(slot.blockedUntil),
          heldUntil: new Date(at.getTime() + consultationPolicy.holdMinutes * 60_000),
          now: at,
        });
        forgetListedSlots();
      } catch (error) {
        if (!(error instanceof TimeTakenError)) throw error;
        throw await slotRefusal(appointmentMessages.slotHeld(), payload.form, tx, slot.start);
      }
    },
    async complete(tx, payment) {
      return completeBooking(tx, payment);
    },
    async findRecord(tx, gatewayOrderId) {
      const row = await findAppointmentByGatewayOrderId(tx, gatewayOrderId);
      // Appointments are booked by guests too: whoever holds the payment may verify it.
      return row ? { id: row.id, userId: null } : undefined;
    },
  };

  /**
   * Stores the booking of a paid payment order unless it exists, and books its time. When the
   * time was taken by someone else after the hold ran out, the booking is recorded as cancelled
   * and the whole amount refunded (sent after the commit), with a mail offering other times.
   */
  async function completeBooking(
    tx: Db,
    paid: Parameters<PurchaseKind<AppointmentPurchase>['complete']>[1],
  ) {
    const { form, slot, language } = paid.payload;
    if (paid.amountPaise !== priceOfPurchase(paid.payload)) {
      const price = priceOfPurchase(paid.payload);
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
      userId: paid.userId,
      slotStart: slot?.end ? new Date(slot.start) : null,
      slotEnd: slot?.end ? new Date(slot.end) : null,
      mode: form.mode,
      questions: form.questions,
      birth: form.birth,
      language,
      clientZone: form.timeZone ?? null,
      meetingRoom: form.mode === 'video' ? meetingRoom() : null,
    });
    if (!inserted) {
      const existing = await findAppointmentByGatewayOrderId(tx, paid.gatewayOrderId);
      if (!existing) throw new Error(`appointment for ${paid.gatewayOrderId} vanished`);
      return { id: existing.id, mails: [] };
    }
    const row = inserted;
    const links = await linksOf(row);
    if (slot?.end && slot.blockedUntil) {
      try {
        await bookTime(tx, {
          gatewayOrderId: paid.gatewayOrderId,
          appointmentId: row.id,
          holder: holderOf(form, paid.userId),
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          blockedUntil: new Date(slot.blockedUntil),
          now: now(),
        });
        forgetListedSlots();
      } catch (error) {
        if (!(error instanceof TimeTakenError)) throw error;
        return slotLost(tx, row, paid);
      }
    }
    const appointment = toAppointment(row, undefined);
    const ics = inviteOf(row, links);
    const mails: OutgoingMail[] = [
      bookingConfirmationMail(appointment, links, ics ?? ''),
      bookingNoticeMail(appointment, deps.businessEmail, ics ?? ''),
      ...reminderMails(row, links),
    ];
    if (!ics) {
      // A booking without a time (not made by this site's page any more) has no invite.
      for (const mail of mails) delete mail.attachments;
    }
    return { id: row.id, mails };
  }

  /** The slot was taken meanwhile: cancelled, refunded in full, other times offered. */
  async function slotLost(
    tx: Db,
    row: AppointmentRow,
    paid: Parameters<PurchaseKind<AppointmentPurchase>['complete']>[1],
  ) {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'Cancelled', updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id))
      .returning();
    const lost = cancelled ?? row;
    const { refund } = await recordRefund(tx, {
      idempotencyKey: `appointment:${row.id}:slot-taken`,
      gateway: paid.gateway,
      gatewayOrderId: paid.gatewayOrderId,
      paymentId: paid.paymentId,
      appointmentId: row.id,
      amountPaise: row.totalPaise,
      reason: 'slot-taken',
    });
    const appointment = toAppointment(lost, refund);
    const form = paid.payload.form;
    const base = deps.publicUrl.replace(/\/+$/, '');
    const bookingUrl = `${base}${lost.language === 'hi' ? '/hi' : ''}/appointment`;
    log.warn(
      { appointmentId: row.id, gatewayOrderId: paid.gatewayOrderId },
      'payment arrived for a slot taken meanwhile: refunded in full',
    );
    return {
      id: row.id,
      mails: [
        slotTakenMail(appointment, await nextFreeSlots(form, tx), bookingUrl),
        bookingChangeNoticeMail(appointment, deps.businessEmail, 'refunded: its slot was taken'),
      ],
      afterCommit: () => sendRefunds([refund.id]),
    };
  }

  /** Sends refunds after their commit; a failure here is retried by the reconciler. */
  async function sendRefunds(ids: string[]) {
    try {
      await refunds.send(ids);
    } catch (error) {
      log.warn({ err: error, refunds: ids }, 'refund not sent now; the reconciler will');
    }
  }

  // -------------------------------------------------------------------------------------------
  // A booking: who may see it, and what they may do
  // -------------------------------------------------------------------------------------------

  /** The booking, if `access` may see it: its booker (signed in, or by key) or an admin. */
  async function authorize(id: string, access: BookingAccess, reader: Db = db) {
    const row = await findAppointmentById(reader, id);
    if (!row) throw new HttpError(404, appointmentMessages.notFound());
    const admin = access.user?.role === 'admin';
    if (admin) return { row, admin: true };
    // The account that booked, by its id: never by the e-mail address typed in the form, which
    // nobody has proved is theirs (decision 038); a guest booking opens with its mailed key.
    if (access.user && row.userId === access.user.id) {
      return { row, admin: false };
    }
    if (access.key && (await keys.opens(access.key, id))) return { row, admin: false };
    if (!access.user && !access.key) throw new HttpError(401, appointmentMessages.signInOrLink());
    throw new HttpError(403, appointmentMessages.notYours());
  }

  async function getBooking(id: string, access: BookingAccess): Promise<Appointment> {
    const { row, admin } = await authorize(id, access);
    const [appointment] = await withRefunds([row], { admin });
    return appointment as Appointment;
  }

  async function calendarOf(id: string, access: BookingAccess): Promise<string> {
    const { row } = await authorize(id, access);
    const ics = inviteOf(row, await linksOf(row));
    if (!ics) throw new HttpError(404, appointmentMessages.noTime());
    return ics;
  }

  /** Locks a booking in `tx` (so a move and a cancellation do not cross) and checks access. */
  async function lockBooking(tx: Db, id: string, access: BookingAccess) {
    if (!isUuid(id)) throw new HttpError(404, appointmentMessages.notFound());
    await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.id, id))
      .for('update');
    return authorize(id, access, tx);
  }

  function refuseUnlessBooked(row: AppointmentRow) {
    if (row.status !== bookedAppointmentStatus) {
      throw new HttpError(
        409,
        appointmentMessages.notBooked({ status: appointmentStatusNames[row.status] }),
      );
    }
  }

  /** `POST /appointments/{id}/reschedule`: to another free slot, under the policy. */
  async function reschedule(id: string, access: BookingAccess, start: string) {
    const wanted = Date.parse(start);
    let mails: OutgoingMail[] = [];
    const row = await db.transaction(async (tx) => {
      const { row: current, admin } = await lockBooking(tx, id, access);
      refuseUnlessBooked(current);
      const previous = slotOf(current);
      if (!previous) throw new HttpError(409, appointmentMessages.noTime());
      if (
        !admin &&
        (current.moves >= consultationPolicy.movesAllowed || !beforeCutoff(current, now()))
      ) {
        throw new HttpError(
          409,
          appointmentMessages.tooLateToMove({ hours: consultationPolicy.changeCutoffHours }),
        );
      }
      const settings = await readAvailability(tx);
      // Moved to a slot as offered now: of the package's current length (the slots listed).
      const length = callMinutes(settings, current.package ?? 'regular', current.mode);
      const free = await freeSlotAt(tx, {
        start: wanted,
        lengthMinutes: length,
        settings,
        exceptAppointmentId: current.id,
        ignoreNotice: admin,
      });
      const choice = { package: current.package, mode: current.mode };
      if (!free) throw await slotRefusal(appointmentMessages.notAFreeSlot(), choice, tx, wanted);
      try {
        await moveBooking(tx, {
          appointmentId: current.id,
          startsAt: new Date(free.slot.start),
          endsAt: new Date(free.slot.end),
          blockedUntil: free.blockedUntil,
          now: now(),
        });
      } catch (error) {
        if (!(error instanceof TimeTakenError)) throw error;
        throw await slotRefusal(appointmentMessages.slotHeld(), choice, tx, wanted);
      }
      const [moved] = await tx
        .update(appointments)
        .set({
          slotStart: new Date(free.slot.start),
          slotEnd: new Date(free.slot.end),
          moves: admin ? current.moves : current.moves + 1,
          calendarSequence: current.calendarSequence + 1,
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.id, current.id))
        .returning();
      if (!moved) throw new Error(`appointment ${current.id} vanished while moving`);
      await withdrawUnsentMail(tx, reminderPrefix(current.id));
      const links = await linksOf(moved);
      const appointment = toAppointment(moved, undefined);
      mails = [
        bookingMovedMail(appointment, previous, links, inviteOf(moved, links) ?? ''),
        bookingChangeNoticeMail(
          appointment,
          deps.businessEmail,
          `moved by ${admin ? 'the astrologer' : 'the client'}`,
        ),
        ...reminderMails(moved, links),
      ];
      for (const mail of mails) await enqueueMail(tx, { userId: moved.userId, ...mail });
      return moved;
    });
    outbox.kick();
    forgetListedSlots();
    log.info({ appointmentId: id, start: row.slotStart?.toISOString() }, 'consultation moved');
    const [appointment] = await withRefunds([row], { admin: access.user?.role === 'admin' });
    return appointment as Appointment;
  }

  /**
   * `POST /appointments/{id}/cancel`: frees the time, refunds what the policy says (an admin's
   * cancellation refunds everything) through the gateway, takes the call out of the calendar.
   * Cancelling again answers the same cancellation: nothing is refunded twice.
   */
  async function cancel(
    id: string,
    access: BookingAccess,
    /** The astrologer's choice of refund (admins only; docs/decisions/040). */
    choice: { amountPaise?: number } = {},
  ) {
    let refundId: string | undefined;
    const result = await db.transaction(async (tx) => {
      const { row: current, admin } = await lockBooking(tx, id, access);
      if (current.status === 'Cancelled') return { row: current, admin, amountPaise: undefined };
      refuseUnlessBooked(current);
      if (choice.amountPaise !== undefined) {
        if (!admin) throw new HttpError(403, appointmentMessages.onlyAdminChoosesRefund());
        if (choice.amountPaise > current.totalPaise) {
          throw new HttpError(
            400,
            appointmentMessages.refundMoreThanPaid({ paid: current.totalPaise }),
          );
        }
      }
      const at = now();
      const amountPaise =
        choice.amountPaise !== undefined
          ? choice.amountPaise
          : admin || beforeCutoff(current, at)
            ? current.totalPaise
            : Math.round(
                (current.totalPaise * consultationPolicy.lateCancellationRefundPercent) / 100,
              );
      const [cancelled] = await tx
        .update(appointments)
        .set({
          status: 'Cancelled',
          calendarSequence: current.calendarSequence + 1,
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.id, current.id))
        .returning();
      if (!cancelled) throw new Error(`appointment ${current.id} vanished while cancelling`);
      await releaseBooking(tx, current.id);
      await withdrawUnsentMail(tx, reminderPrefix(current.id));
      if (amountPaise > 0) {
        const { refund } = await recordRefund(tx, {
          idempotencyKey: `appointment:${current.id}:cancel`,
          gateway: await gatewayOf(tx, current.gatewayOrderId),
          gatewayOrderId: current.gatewayOrderId,
          paymentId: current.paymentId,
          appointmentId: current.id,
          amountPaise,
          reason: admin ? 'business-cancelled' : 'customer-cancelled',
        });
        refundId = refund.id;
      }
      const links = await linksOf(cancelled);
      const appointment = toAppointment(cancelled, undefined);
      await enqueueMail(tx, {
        userId: cancelled.userId,
        ...bookingCancelledMail(
          appointment,
          paiseToRupees(amountPaise),
          admin ? 'business' : 'client',
          inviteOf(cancelled, links),
        ),
      });
      await enqueueMail(tx, {
        userId: cancelled.userId,
        ...bookingChangeNoticeMail(
          appointment,
          deps.businessEmail,
          `cancelled by ${admin ? 'the astrologer' : 'the client'}`,
        ),
      });
      return { row: cancelled, admin, amountPaise };
    });
    outbox.kick();
    forgetListedSlots();
    if (refundId) await sendRefunds([refundId]);
    if (result.amountPaise !== undefined) {
      log.info({ appointmentId: id, refundPaise: result.amountPaise }, 'consultation cancelled');
    }
    const [appointment] = await withRefunds([result.row], { admin: result.admin });
    const refund = (appointment as Appointment).refund;
    return {
      appointment: appointment as Appointment,
      refund: refund
        ? { status: refund.status, amount: refund.amount }
        : { status: 'processed' as const, amount: 0 },
      message:
        refund && refund.amount > 0
          ? appointmentMessages.cancelledWithRefund({ amount: rupeesToPaise(refund.amount) })
          : appointmentMessages.cancelledWithoutRefund({
              hours: consultationPolicy.changeCutoffHours,
            }),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Lists, and the astrologer's day
  // -------------------------------------------------------------------------------------------

  /**
   * `GET /appointments/mine`: the consultations the signed-in account booked, newest first (by
   * its id only, like `authorize`: a guest booking made with the same address is not theirs).
   */
  async function mine(user: { id: string }): Promise<Appointment[]> {
    const rows = await db
      .select()
      .from(appointments)
      .where(eq(appointments.userId, user.id))
      .orderBy(desc(appointments.createdAt))
      .limit(100);
    return withRefunds(rows);
  }

  /**
   * The consultations booked by an account (by its id only, never by an e-mail address, which
   * nobody has proved is theirs), newest first: its data export and the admin's customer page.
   */
  async function ofAccount(
    userId: string,
    options: { admin?: boolean; limit?: number } = {},
  ): Promise<Appointment[]> {
    const rows = await db
      .select()
      .from(appointments)
      .where(eq(appointments.userId, userId))
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(options.limit ?? 10_000);
    return withRefunds(rows, { admin: options.admin === true });
  }

  /** `GET /admin/appointments/agenda`: the calls of `days` days from `from` (IST), by time. */
  async function agenda(query: AgendaQuery): Promise<Appointment[]> {
    const from = istMidnight(query.from ?? istDateOf(now().getTime()));
    const rows = await db
      .select()
      .from(appointments)
      .where(
        and(
          gte(appointments.slotStart, new Date(from)),
          lt(appointments.slotStart, new Date(from + query.days * dayMs)),
          ne(appointments.status, 'Cancelled'),
        ),
      )
      .orderBy(appointments.slotStart);
    return withRefunds(rows, { admin: true });
  }

  /** `GET /order/getAll-appointment`: a page of appointments, for the admin. */
  async function all(query: AllAppointmentsQuery) {
    const { appointments: rows, nextCursor } = await listAppointments(db, query);
    return { appointment: await withRefunds(rows, { admin: true }), nextCursor };
  }

  /** `PUT /admin/appointments/{id}`: held or missed, and the astrologer's private notes. */
  async function update(id: string, change: AdminAppointmentUpdate): Promise<Appointment> {
    if (!isUuid(id)) throw new HttpError(404, appointmentMessages.notFound());
    const [row] = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(appointments)
        .where(eq(appointments.id, id))
        .for('update');
      if (!current) throw new HttpError(404, appointmentMessages.notFound());
      if (change.status !== undefined && current.status === 'Cancelled') {
        refuseUnlessBooked(current);
      }
      return tx
        .update(appointments)
        .set({
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.notes !== undefined ? { notes: change.notes } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.id, id))
        .returning();
    });
    if (!row) throw new HttpError(404, appointmentMessages.notFound());
    const [appointment] = await withRefunds([row], { admin: true });
    return appointment as Appointment;
  }

  /**
   * `POST /admin/appointments/{id}/summary`: keeps the session's summary and e-mails it to the
   * client; the same text sent again (a double click) is not mailed twice.
   */
  async function sendSummary(id: string, text: string): Promise<Appointment> {
    if (!isUuid(id)) throw new HttpError(404, appointmentMessages.notFound());
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(appointments)
        .set({ summary: text, updatedAt: sql`now()` })
        .where(eq(appointments.id, id))
        .returning();
      if (!updated) throw new HttpError(404, appointmentMessages.notFound());
      const digest = createHash('sha256').update(text).digest('hex').slice(0, 32);
      await enqueueMail(tx, {
        userId: updated.userId,
        ...sessionSummaryMail(toAppointment(updated, undefined), text, await linksOf(updated)),
        dedupeKey: `appointment-summary:${id}:${digest}`,
      });
      return updated;
    });
    outbox.kick();
    const [appointment] = await withRefunds([row], { admin: true });
    return appointment as Appointment;
  }

  async function saveAvailability(next: Availability): Promise<Availability> {
    await writeAvailability(db, next);
    cachedAvailability = undefined;
    forgetListedSlots();
    return readAvailability(db);
  }

  /** The booking a payment completed, with its key (the verify reply's `manageKey`). */
  async function bookingOfPayment(id: string) {
    const row = await findAppointmentById(db, id);
    if (!row) throw new HttpError(404, appointmentMessages.notFound());
    const [appointment] = await withRefunds([row]);
    return { appointment: appointment as Appointment, manageKey: await keys.issue(row), row };
  }

  return {
    purchase,
    slots: listSlots,
    nextFreeSlots,
    getBooking,
    calendarOf,
    /** Checks that `access` opens booking `id` (its booker or an admin): its invoice's route. */
    async authorizeBooking(id: string, access: BookingAccess): Promise<void> {
      await authorize(id, access);
    },
    reschedule,
    cancel,
    mine,
    ofAccount,
    agenda,
    all,
    update,
    sendSummary,
    availability: () => readAvailability(db),
    saveAvailability,
    bookingOfPayment,
  };
}

export type Appointments = ReturnType<typeof createAppointments>;
