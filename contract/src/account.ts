import { z } from 'zod';
import { appointmentSchema, consultationBirthSchema } from './appointments.ts';
import { passwordSchema, publicUserSchema, roles } from './auth.ts';
import { checked, emailSchema, isSingleLine, singleLineCheck } from './common.ts';
import { orderSchema, phoneSchema } from './orders.ts';
import { adminSearchSchema, nextCursorSchema, pageQuerySchema } from './pages.ts';
import { relations, savedPersonConsent } from './saved-person-terms.ts';

export {
  maxSavedPeople,
  type Relation,
  relations,
  savedPersonConsent,
} from './saved-person-terms.ts';

/**
 * The account and the person's data (shared/API.md "Accounts and personal data", issue 33,
 * docs/decisions/038): getting back in (a password reset by a single-use link), changing the
 * password and the e-mail address, signing out everywhere, the profile, the saved people with
 * their consents, the export and the deletion of an account, and the admin's customers.
 */

// ---------------------------------------------------------------------------------------------
// Pages of the web app that the server's mails link to
// ---------------------------------------------------------------------------------------------

/** The web pages a mailed link opens (Hindi under `/hi`), each with `?token=`. */
export const accountLinkPaths = {
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
} as const;

/** How long a mailed link works. */
export const accountLinkLifetimeMinutes = {
  resetPassword: 30,
  confirmEmail: 24 * 60,
} as const;

// ---------------------------------------------------------------------------------------------
// Getting back in, password and e-mail
// ---------------------------------------------------------------------------------------------

/** A token from a mailed link: 43 URL-safe characters (256 random bits); anything else is no token. */
const linkTokenSchema = z
  .string({ message: 'The link is not valid.' })
  .trim()
  .min(1, 'The link is not valid.')
  .max(200, 'The link is not valid.');

/** `POST /auth/forgot-password`. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /auth/reset-password`: the token of the mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST /auth/change-password` (bearer). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required.' })
    .min(1, 'Current password is required.')
    .max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `POST /auth/change-email` (bearer): the new address, confirmed by the account's password. */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** `POST /auth/confirm-email`: the token of the link mailed to the new address. */
export const confirmEmailBodySchema = z.object({ token: linkTokenSchema });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** `DELETE /account`: the account's password, asked again. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ message: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(1024),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** A reply that only says what happened. */
export const accountMessageReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AccountMessageReply = z.infer<typeof accountMessageReplySchema>;

/**
 * `POST /auth/change-password`: a change of password ends every session (decision 016), so the
 * device that made it gets a new token (and user) to stay signed in.
 */
export const changePasswordReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: publicUserSchema,
});
export type ChangePasswordReply = z.infer<typeof changePasswordReplySchema>;

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

const shortText = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`)
    .refine(isSingleLine, singleLineCheck(label));

/** `PUT /auth/me` (bearer): name, phone (empty to remove it) and location. */
export const updateProfileBodySchema = z.object({
  name: shortText('Name'),
  phone: z.union([z.literal(''), phoneSchema], { message: 'Enter a valid phone number.' }),
  location: shortText('Location'),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const profileReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

// ---------------------------------------------------------------------------------------------
// Consents
// ---------------------------------------------------------------------------------------------

export const consentPurposes = [savedPersonConsent.purpose] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/**
 * Why a consent ended: withdrawn by the person, the person it covered removed, or the account
 * deleted.
 */
export const consentEndings = ['withdrawn', 'person-removed', 'account-deleted'] as const;
export type ConsentEnding = (typeof consentEndings)[number];

export const consentSchema = z.object({
  _id: z.string(),
  purpose: z.enum(consentPurposes),
  /** The version of the text agreed to (`savedPersonConsent.version`). */
  version: z.string(),
  /** ISO 8601, UTC. */
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
  ending: z.enum(consentEndings).nullable(),
  /** The saved person it covers, while kept. */
  personId: z.string().nullable(),
  personName: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentsReplySchema = z.object({
  success: z.literal(true),
  consents: z.array(consentSchema),
});
export const consentReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  consent: consentSchema,
});

// ---------------------------------------------------------------------------------------------
// Saved people
// ---------------------------------------------------------------------------------------------

/**
 * A person's birth details as the site's birth form takes them (`consultationBirthSchema`: the
 * date, the time or "I don't know the time", the place's name with its coordinates and time
 * zone, or an offset that overrides the zone), their name and relation, and the consent to keep
 * them (`consent: true`, always: a form that saves shows the consent's text).
 */
export const savedPersonBodySchema = z
  .object({
    name: shortText('Name'),
    relation: z.enum(relations, { message: `relation must be one of ${relations.join(', ')}.` }),
    ...consultationBirthSchema.shape,
    consent: z.literal(true, {
      message: 'Give your consent to keep these birth details (consent: true).',
    }),
  })
  .refine((person) => person.timeUnknown || person.time !== undefined, {
    path: ['time'],
    ...checked('birthTimeOrUnknown', 'Give the time of birth, or say that you do not know it.'),
  })
  .refine((person) => person.zone !== undefined || person.utcOffsetMinutes !== undefined, {
    path: ['zone'],
    ...checked('birthZone', 'Give the time zone of the place of birth.'),
  });
export type SavedPersonBody = z.output<typeof savedPersonBodySchema>;
export type SavedPersonBodyInput = z.input<typeof savedPersonBodySchema>;

export const savedPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  relation: z.enum(relations),
  date: z.string(),
  /** HH:mm, or null when the time is not known (`timeUnknown`). */
  time: z.string().nullable(),
  timeUnknown: z.boolean(),
  placeName: z.string(),
  lat: z.number(),
  lon: z.number(),
  zone: z.string().nullable(),
  utcOffsetMinutes: z.number().nullable(),
  consent: z.object({ _id: z.string(), version: z.string(), givenAt: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedPerson = z.infer<typeof savedPersonSchema>;

export const savedPeopleReplySchema = z.object({
  success: z.literal(true),
  people: z.array(savedPersonSchema),
});
export type SavedPeopleReply = z.infer<typeof savedPeopleReplySchema>;

export const savedPersonReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  person: savedPersonSchema,
});
export type SavedPersonReply = z.infer<typeof savedPersonReplySchema>;

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

const isoTime = z.string();

/** `GET /account/export`: everything held about the account (a JSON download). */
export const accountExportSchema = z.object({
  success: z.literal(true),
  exportedAt: isoTime,
  account: publicUserSchema.extend({ createdAt: isoTime }),
  savedPeople: z.array(savedPersonSchema),
  consents: z.array(consentSchema),
  /** Paid orders (gemstones and reports), with each report's births. */
  orders: z.array(orderSchema),
  /** The report PDFs the account can download (`GET /order/{orderId}/report.pdf`, bearer). */
  reportPdfs: z.array(z.object({ orderId: z.string(), product: z.string(), url: z.string() })),
  appointments: z.array(appointmentSchema),
  /** Purchases started and not paid: what the checkout kept (address, births, the form). */
  unpaidPurchases: z.array(
    z.object({
      gatewayOrderId: z.string(),
      purpose: z.string().nullable(),
      amountPaise: z.number(),
      status: z.string(),
      createdAt: isoTime,
      details: z.unknown(),
    }),
  ),
  /** Messages sent through the site's forms while signed in. */
  contactMessages: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      contact: z.string(),
      message: z.string(),
      source: z.string(),
      /** Where it stands in the shop's inbox, and the shop's answers to it (issue 34). */
      status: z.string(),
      replies: z.array(z.object({ body: z.string(), createdAt: isoTime })),
      createdAt: isoTime,
    }),
  ),
  /** E-mails about the account and its purchases, as the server keeps them. */
  emails: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: isoTime,
      sentAt: isoTime.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: customers
// ---------------------------------------------------------------------------------------------

/** `GET /admin/customers?q=&limit=&cursor=`: a page of accounts, newest first. */
export const adminCustomersQuerySchema = pageQuerySchema.extend({ q: adminSearchSchema });
export type AdminCustomersQuery = z.output<typeof adminCustomersQuerySchema>;

export const adminCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  role: z.enum(roles),
  createdAt: isoTime,
  orders: z.number().int(),
  appointments: z.number().int(),
  savedPeople: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomersReplySchema = z.object({
  success: z.literal(true),
  customers: z.array(adminCustomerSchema),
  nextCursor: nextCursorSchema,
});
export type AdminCustomersReply = z.infer<typeof adminCustomersReplySchema>;

/**
 * `GET /admin/customers/{id}`: the account, its orders and consultations (newest first, up to
 * 200 each), its saved people (only those whose consent stands) and every consent with its
 * dates.
 */
export const adminCustomerReplySchema = z.object({
  success: z.literal(true),
  customer: adminCustomerSchema,
  orders: z.array(orderSchema),
  appointments: z.array(appointmentSchema),
  savedPeople: z.array(savedPersonSchema),
  consents: z.array(consentSchema),
});
export type AdminCustomerReply = z.infer<typeof adminCustomerReplySchema>;
