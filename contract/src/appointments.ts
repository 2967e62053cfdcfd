import { z } from 'zod';
import { postalCodeAbroadPattern } from './address-checks.ts';
import {
  appointmentLocations,
  consultationModes,
  maxQuestionsLength,
} from './appointment-terms.ts';
import {
  checked,
  emailSchema,
  isMultiLine,
  isSingleLine,
  multiLineCheck,
  queryNumberSchema,
  singleLineCheck,
} from './common.ts';
import { consultationPackageIds } from './consultation-packages.ts';
import { slotChoiceSchema, slotSchema } from './consultation-slots.ts';
import { paymentInfoSchema, phoneSchema, pinSchema } from './orders.ts';
import { adminSearchSchema, nextCursorSchema, pageQuerySchema } from './pages.ts';
import { paymentResultSchema } from './payments.ts';
import { refundSchema } from './refunds.ts';

/**
 * Consultation calls and their appointments (specification sections 2 "Call consultation page"
 * and "Appointment booking page", 3, 5 "Appointment", 7 `verifyPayment-appiment`, 9; shared/API.md
 * "Payments" and "Orders and appointments"). The server reads the price of a call from here,
 * from the location the customer chose, never from a request. Money is integer paise.
 */

// ---------------------------------------------------------------------------------------------
// Locations and prices
// ---------------------------------------------------------------------------------------------

// The locations, the prices, the policy, the required fields and the length of the questions are
// plain data in appointment-terms.ts (the public pages read them without zod).
export {
  type AppointmentLocation,
  appointmentLocations,
  appointmentPricePaise,
  appointmentRequiredFields,
  consultationPolicy,
  maxQuestionsLength,
} from './appointment-terms.ts';

/**
 * `Booked`: paid, with a time; `Completed` and `Missed`: the astrologer marked the call held or
 * missed; `Cancelled`: by the client, the business, or because a late payment found its slot
 * taken (its refund says which).
 */
export const appointmentStatuses = ['Booked', 'Completed', 'Missed', 'Cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const bookedAppointmentStatus: AppointmentStatus = 'Booked';

// ---------------------------------------------------------------------------------------------
// The appointment form (spec sections 3 and 5)
// ---------------------------------------------------------------------------------------------

/** The one message for a form with an empty required field (spec section 8 "Appointment"). */
export const appointmentRequiredMessage = 'Please fill all required fields.';

const requiredText = (label: string, max: number, lines: 'one' | 'many' = 'one') =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(
      lines === 'one' ? isSingleLine : isMultiLine,
      lines === 'one' ? singleLineCheck(label) : multiLineCheck(label),
    );

/** A postal code abroad (international clients): letters, digits, spaces and hyphens. */
const postalCodeSchema = z
  .string({ message: 'PIN is required.' })
  .trim()
  .min(1, 'PIN is required.')
  .regex(postalCodeAbroadPattern, checked('postalCode', 'Enter the postal code of your address.'));

/**
 * The client's birth, for the astrologer to prepare with (optional): the site's birth form, with
 * "I don't know my time" allowed (`time` left out and `timeUnknown` true). Personal data: kept
 * only with the booking, shown only to its booker and the admin.
 */
export const consultationBirthSchema = z
  .object({
    date: z
      .string({ message: 'The date of birth must be written YYYY-MM-DD.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date of birth must be written YYYY-MM-DD.'),
    time: z
      .string({ message: 'The time of birth must be written HH:mm.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time of birth must be written HH:mm.')
      .optional(),
    timeUnknown: z.boolean({ message: 'timeUnknown must be true or false.' }).default(false),
    placeName: z
      .string({ message: 'The place of birth is required.' })
      .trim()
      .min(1, 'The place of birth is required.')
      .max(200, 'The place of birth must be at most 200 characters.')
      .refine(isSingleLine, singleLineCheck('The place of birth')),
    lat: z.number({ message: 'lat must be a number.' }).min(-90).max(90),
    lon: z.number({ message: 'lon must be a number.' }).min(-180).max(180),
    zone: z.string().trim().min(1).max(64).optional(),
    utcOffsetMinutes: z.number().min(-840).max(840).optional(),
  })
  .refine((birth) => birth.timeUnknown || birth.time !== undefined, {
    path: ['time'],
    ...checked('birthTimeOrUnknown', 'Give the time of birth, or say that you do not know it.'),
  })
  .refine((birth) => birth.zone !== undefined || birth.utcOffsetMinutes !== undefined, {
    path: ['zone'],
    ...checked('birthZone', 'Give the time zone of the place of birth.'),
  });
export type ConsultationBirth = z.output<typeof consultationBirthSchema>;
export type ConsultationBirthInput = z.input<typeof consultationBirthSchema>;

/**
 * What the customer fills in. Address and PIN are the specification's required fields; name,
 * phone and e-mail are required too, so the astrologer can reach the customer. The PIN is an
 * Indian PIN code from India, a postal code from abroad. Issue 30 adds the package (from the
 * consultation page, or chosen on the form), audio or video, the client's questions and, if
 * given, the birth details; the slot travels beside the form (capturePayment's `slot`).
 */
export const appointmentFormSchema = z
  .object({
    name: requiredText('Name', 100),
    phone: phoneSchema,
    email: emailSchema,
    address: requiredText('Address', 500, 'many'),
    pin: z.string({ message: 'PIN is required.' }).trim(),
    location: z.enum(appointmentLocations, {
      message: 'Location must be domestic or international.',
    }),
    package: z
      .enum(consultationPackageIds, { message: 'Unknown consultation package.' })
      .nullish()
      .transform((value) => value ?? null),
    mode: z.enum(consultationModes, { message: 'mode must be audio or video.' }).default('audio'),
    questions: z
      .string({ message: 'Questions must be text.' })
      .trim()
      .max(maxQuestionsLength, `Questions must be at most ${maxQuestionsLength} characters.`)
      .refine(isMultiLine, multiLineCheck('Questions'))
      .default(''),
    birth: consultationBirthSchema.nullish().transform((value) => value ?? null),
    /** The client's own time zone (IANA, from the browser): mails give the time in it too. */
    timeZone: z
      .string({ message: 'timeZone must be an IANA time zone such as Europe/London.' })
      .trim()
      .min(1, 'timeZone must be an IANA time zone such as Europe/London.')
      .max(64, 'timeZone must be an IANA time zone such as Europe/London.')
      .optional(),
  })
  // The PIN is checked by where the client is: an Indian PIN code, or a postal code abroad.
  .superRefine((form, context) => {
    const pin = (form.location === 'domestic' ? pinSchema : postalCodeSchema).safeParse(form.pin);
    if (pin.success) return;
    for (const issue of pin.error.issues) context.addIssue({ ...issue, path: ['pin'] });
  });
export type AppointmentForm = z.output<typeof appointmentFormSchema>;
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;

// ---------------------------------------------------------------------------------------------
// POST /razorpay/verifyPayment-appiment
// ---------------------------------------------------------------------------------------------

/**
 * The checkout's result and the form. `total` and `paymentInfo` are sent by the specification's
 * client and not trusted: the total is the location's price and the payment is the gateway's.
 * No token is needed: visitors book appointments. The slot is the one capturePayment held.
 */
export const verifyAppointmentBodySchema = paymentResultSchema.extend({
  addressData: appointmentFormSchema,
  total: z.number({ message: 'total is required.' }).optional(),
  paymentInfo: z.unknown().optional(),
});
export type VerifyAppointmentBody = z.input<typeof verifyAppointmentBodySchema>;

// ---------------------------------------------------------------------------------------------
// The Appointment as the API sends it
// ---------------------------------------------------------------------------------------------

export const appointmentSchema = z.object({
  _id: z.string(),
  addressData: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    pin: z.string(),
    location: z.enum(appointmentLocations),
  }),
  paymentInfo: paymentInfoSchema,
  /** Rupees. */
  total: z.number(),
  status: z.enum(appointmentStatuses),
  /** The consultation package chosen, if any (bookings before issue 30 may have none). */
  package: z.enum(consultationPackageIds).nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** When the call is (UTC ISO); null for bookings made before slots existed. */
  slot: slotSchema.nullable(),
  mode: z.enum(consultationModes),
  questions: z.string(),
  birth: consultationBirthSchema.nullable(),
  /** The language the client booked in: mails and the manage page speak it. */
  language: z.enum(['en', 'hi']),
  /** The client's time zone when booking (IANA), or null: mails give the time in it and in IST. */
  timeZone: z.string().nullable(),
  /** A video call's meeting link (MEETING_URL_TEMPLATE); null for audio, or when none is set. */
  meetingUrl: z.string().nullable(),
  /** How many times the client has moved it. */
  moves: z.number(),
  /** What the client may still do now, by the policy: move it, and cancel it for how much. */
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  /** Rupees a cancellation now would refund. */
  cancellationRefund: z.number(),
  refund: refundSchema.nullable(),
  /** The astrologer's summary of the session, e-mailed to the client. */
  summary: z.string().nullable(),
  /** The astrologer's private notes: in the admin's replies only. */
  notes: z.string().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const verifyAppointmentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
  /**
   * The booking's own key (the signed link of the confirmation mail): `GET /appointments/{id}`,
   * its calendar, a move and a cancellation accept it as `?key=` without an account.
   */
  manageKey: z.string(),
});
export type VerifyAppointmentReply = z.infer<typeof verifyAppointmentReplySchema>;

export const allAppointmentsReplySchema = z.object({
  success: z.literal(true),
  appointment: z.array(appointmentSchema),
  nextCursor: nextCursorSchema,
});

/** `GET /order/getAll-appointment`: a page, optionally matching a search. */
export const allAppointmentsQuerySchema = pageQuerySchema.extend({ q: adminSearchSchema });
export type AllAppointmentsQuery = z.output<typeof allAppointmentsQuerySchema>;
export type AllAppointmentsReply = z.infer<typeof allAppointmentsReplySchema>;

// ---------------------------------------------------------------------------------------------
// One booking: read, calendar, move, cancel (its booker or an admin)
// ---------------------------------------------------------------------------------------------

/** The signed key of a booking's mail links, as `?key=` (`manageKey`). */
export const appointmentKeyQuerySchema = z.object({
  key: z.string().trim().max(2000, 'That link is not valid.').optional(),
});

export const appointmentReplySchema = z.object({
  success: z.literal(true),
  appointment: appointmentSchema,
});
export type AppointmentReply = z.infer<typeof appointmentReplySchema>;

/** The booking after a move, a status or a summary, with the server's message about it. */
export const appointmentMessageReplySchema = appointmentReplySchema.extend({ message: z.string() });

export const rescheduleBodySchema = z.object({ start: slotChoiceSchema.shape.start });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/**
 * `POST /appointments/{id}/cancel`: the astrologer (an admin) may choose how much of the price
 * goes back (`amount` in rupees, 0 to the price; docs/decisions/040); without it, and for the
 * client always, the policy decides.
 */
export const cancelAppointmentBodySchema = z
  .object({
    amount: z
      .number({ message: 'Amount must be a number of rupees.' })
      .min(0, 'Amount cannot be less than zero.')
      .refine(
        (rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
        'Amount can have at most two decimals (paise).',
      )
      .optional(),
  })
  .optional();
export type CancelAppointmentBody = z.input<typeof cancelAppointmentBodySchema>;

export const cancelAppointmentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
  /** `amount` in rupees; 0 (and status `processed`) when the policy refunds nothing. */
  refund: z.object({ status: z.enum(['pending', 'processed', 'failed']), amount: z.number() }),
});
export type CancelAppointmentReply = z.infer<typeof cancelAppointmentReplySchema>;

/** `GET /appointments/mine`: the signed-in client's consultations, newest first. */
export const myAppointmentsReplySchema = z.object({
  success: z.literal(true),
  appointment: z.array(appointmentSchema),
});
export type MyAppointmentsReply = z.infer<typeof myAppointmentsReplySchema>;

// ---------------------------------------------------------------------------------------------
// The astrologer's day (admin)
// ---------------------------------------------------------------------------------------------

/** `GET /admin/appointments/agenda?from=&days=`: booked calls from a day (IST), by time. */
export const agendaQuerySchema = z.object({
  from: z
    .string({ message: 'from must be a date written YYYY-MM-DD.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date written YYYY-MM-DD.')
    .optional(),
  days: queryNumberSchema({ message: 'days must be a whole number from 1 to 31.' }, { whole: true })
    .pipe(
      z
        .number()
        .int()
        .min(1, 'days must be a whole number from 1 to 31.')
        .max(31, 'days must be a whole number from 1 to 31.'),
    )
    .default(7),
});
export type AgendaQuery = z.output<typeof agendaQuerySchema>;

export const agendaReplySchema = z.object({
  success: z.literal(true),
  appointment: z.array(appointmentSchema),
});

/** `PUT /admin/appointments/{id}`: mark the call held or missed, keep private notes. */
export const adminAppointmentUpdateSchema = z
  .object({
    status: z
      .enum(['Booked', 'Completed', 'Missed'], {
        message: 'status must be Booked, Completed or Missed.',
      })
      .optional(),
    notes: z
      .string({ message: 'Notes must be text.' })
      .max(5000, 'Notes must be at most 5000 characters.')
      .refine(isMultiLine, multiLineCheck('Notes'))
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    ...checked('statusOrNotes', 'Give a status or notes.'),
  });
export type AdminAppointmentUpdate = z.infer<typeof adminAppointmentUpdateSchema>;

/** `POST /admin/appointments/{id}/summary`: the session's summary, e-mailed to the client. */
export const sessionSummaryBodySchema = z.object({
  text: z
    .string({ message: 'The summary is required.' })
    .trim()
    .min(1, 'The summary is required.')
    .max(3000, 'The summary must be at most 3000 characters.')
    .refine(isMultiLine, multiLineCheck('The summary')),
});
export type SessionSummaryBody = z.infer<typeof sessionSummaryBodySchema>;
