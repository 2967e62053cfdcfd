import { z } from 'zod';
import {
  emailSchema,
  isMultiLine,
  isSingleLine,
  multiLineCheck,
  singleLineCheck,
} from './common.ts';
import { paymentInfoSchema, phoneSchema, pinSchema } from './orders.ts';
import { adminSearchSchema, nextCursorSchema, pageQuerySchema } from './pages.ts';
import { paymentResultSchema } from './payments.ts';

/**
 * Consultation calls and their appointments (specification sections 2 "Call consultation page"
 * and "Appointment booking page", 3, 5 "Appointment", 7 `verifyPayment-appiment`, 9; shared/API.md
 * "Payments" and "Orders and appointments"). The server reads the price of a call from here,
 * from the location the customer chose, never from a request. Money is integer paise.
 */

// ---------------------------------------------------------------------------------------------
// Locations and prices
// ---------------------------------------------------------------------------------------------

export const appointmentLocations = ['domestic', 'international'] as const;
export type AppointmentLocation = (typeof appointmentLocations)[number];

/** Spec section 9: a call costs 1500 rupees in India and 3200 rupees from abroad. */
export const appointmentPricePaise: Readonly<Record<AppointmentLocation, number>> = {
  domestic: 1500_00,
  international: 3200_00,
};

/** A paid appointment starts (and, for now, stays) Booked. */
export const appointmentStatuses = ['Booked'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const bookedAppointmentStatus: AppointmentStatus = 'Booked';

/** Spec section 9 "Consultation": the terms every booking is made on. */
export const consultationTerms = {
  callMinutes: 30,
  supportDays: 7,
  urgentWithinDays: { from: 5, to: 7 },
  refundable: false,
} as const;

// ---------------------------------------------------------------------------------------------
// Consultation packages (spec section 3): data here, words in web/app/locales/*/consultation.json
// ---------------------------------------------------------------------------------------------

export const consultationPackageIds = ['urgent', 'couple', 'regular', 'urgent-couple'] as const;
export type ConsultationPackageId = (typeof consultationPackageIds)[number];

export type ConsultationPackage = {
  id: ConsultationPackageId;
  /** Locale key under `packages.items.<key>` (title, subtitle, note) in consultation.json. */
  key: 'urgent' | 'couple' | 'regular' | 'urgentCouple';
  /** The picture, without width and extension: `<image>-<width>.<avif|webp>`. */
  image: string;
  /**
   * The specification's large audio and video price strings. Kept as data but never shown: the
   * price of a booking is the location's (above).
   */
  audioPrice: string;
  videoPrice: string;
  /** Placeholders in the specification; the page does not use them. */
  audioLink: string;
  videoLink: string;
};

export const consultationPackages = [
  {
    id: 'urgent',
    key: 'urgent',
    image: '/images/consultation/package-urgent',
    audioPrice: '1,86,000',
    videoPrice: '2,24,000',
    audioLink: '',
    videoLink: '',
  },
  {
    id: 'couple',
    key: 'couple',
    image: '/images/consultation/package-couple',
    audioPrice: '1,72,000',
    videoPrice: '2,10,000',
    audioLink: '',
    videoLink: '',
  },
  {
    id: 'regular',
    key: 'regular',
    image: '/images/consultation/package-regular',
    audioPrice: '1,48,000',
    videoPrice: '1,86,000',
    audioLink: '',
    videoLink: '',
  },
  {
    id: 'urgent-couple',
    key: 'urgentCouple',
    image: '/images/consultation/package-urgent-couple',
    audioPrice: '1,96,000',
    videoPrice: '2,24,000',
    audioLink: '',
    videoLink: '',
  },
] as const satisfies readonly ConsultationPackage[];

/** The widths the package pictures are exported at (web/scripts/make-images.mjs). */
export const packageImageWidths = [360, 560] as const;

export function isConsultationPackageId(value: unknown): value is ConsultationPackageId {
  return consultationPackageIds.includes(value as ConsultationPackageId);
}

export function findConsultationPackage(id: unknown): ConsultationPackage | undefined {
  return consultationPackages.find((item) => item.id === id);
}

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

/**
 * What the customer fills in. Address and PIN are the specification's required fields; name,
 * phone and e-mail are required too, so the astrologer can reach the customer. `package` is the
 * consultation package chosen on the consultation page, when there was one.
 */
export const appointmentFormSchema = z.object({
  name: requiredText('Name', 100),
  phone: phoneSchema,
  email: emailSchema,
  address: requiredText('Address', 500, 'many'),
  pin: pinSchema,
  location: z.enum(appointmentLocations, {
    message: 'Location must be domestic or international.',
  }),
  package: z
    .enum(consultationPackageIds, { message: 'Unknown consultation package.' })
    .nullish()
    .transform((value) => value ?? null),
});
export type AppointmentForm = z.output<typeof appointmentFormSchema>;
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;

/** The fields the page must have before a payment may start (spec section 5, and the issue). */
export const appointmentRequiredFields = ['name', 'phone', 'email', 'address', 'pin'] as const;

// ---------------------------------------------------------------------------------------------
// POST /razorpay/verifyPayment-appiment
// ---------------------------------------------------------------------------------------------

/**
 * The checkout's result and the form. `total` and `paymentInfo` are sent by the specification's
 * client and not trusted: the total is the location's price and the payment is the gateway's.
 * No token is needed: visitors book appointments.
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
  /** The consultation package chosen on the consultation page, if any. */
  package: z.enum(consultationPackageIds).nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const verifyAppointmentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
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
