import { z } from 'zod';
import { consultationModes, maxSlotDays } from './appointment-terms.ts';
import { checked, isSingleLine, queryNumberSchema, singleLineCheck } from './common.ts';
import { type ConsultationPackageId, consultationPackageIds } from './consultation-packages.ts';

/**
 * When consultations can be booked (shared/API.md "Consultations"; docs/decisions/035): the
 * owner's weekly hours in India Standard Time, the length of a call per package and mode, the
 * buffer between calls, days off, the shortest notice and how far ahead people may book. The
 * server keeps one such setting in the database and makes the free slots from it; a change never
 * moves a booking already made.
 */

// Audio or video, and how far one request for free times may reach, are plain data in
// appointment-terms.ts (the booking page reads them without zod).
export { type ConsultationMode, consultationModes, maxSlotDays } from './appointment-terms.ts';

/** Monday first, as the owner's week is written (ISO 8601: 1 = Monday ... 7 = Sunday). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** India Standard Time is UTC+5:30 all year (no summer time). */
export const istOffsetMinutes = 330;

const clockTime = (label: string) =>
  z
    .string({ message: `${label} must be a time written HH:mm.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time written HH:mm, 00:00 to 23:59.`);

/** `HH:mm` as minutes after midnight. */
export function minutesOfClock(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A stretch of working time within one day, IST: `start` before `end`. */
export const workingRangeSchema = z
  .object({ start: clockTime('start'), end: clockTime('end').or(z.literal('24:00')) })
  .refine((range) => minutesOfClock(range.start) < minutesOfClock(range.end), {
    path: ['end'],
    ...checked('rangeOrder', 'A working range must end after it starts.'),
  });
export type WorkingRange = z.infer<typeof workingRangeSchema>;

const minutes = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a whole number of minutes.` })
    .int(`${label} must be a whole number of minutes.`)
    .min(min, `${label} must be at least ${min} minutes.`)
    .max(max, `${label} must be at most ${max} minutes.`);

const calendarDate = z
  .string({ message: 'A date must be written YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date must be written YYYY-MM-DD.')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Not a date in the calendar.');

export const blockedDateSchema = z.object({
  date: calendarDate,
  /** Why (a festival, leave): shown to the admin only. */
  note: z
    .string()
    .trim()
    .max(100, 'A note must be at most 100 characters.')
    .refine(isSingleLine, singleLineCheck('The note'))
    .default(''),
});
export type BlockedDate = z.output<typeof blockedDateSchema>;

const slotLengths = z.object({
  audio: minutes('A call', 15, 240),
  video: minutes('A call', 15, 240),
});

/**
 * The owner's settings (`GET` and `PUT /admin/availability`). Ranges of a day must not overlap;
 * days off are dates in IST.
 */
export const availabilitySchema = z
  .object({
    weeklyHours: z.object(
      Object.fromEntries(
        weekdays.map((day) => [day, z.array(workingRangeSchema).max(6, 'At most 6 ranges a day.')]),
      ) as Record<Weekday, z.ZodArray<typeof workingRangeSchema>>,
    ),
    slotMinutes: z.object(
      Object.fromEntries(consultationPackageIds.map((id) => [id, slotLengths])) as Record<
        ConsultationPackageId,
        typeof slotLengths
      >,
    ),
    bufferMinutes: minutes('The buffer', 0, 120),
    noticeHours: z
      .number({ message: 'The notice must be a whole number of hours.' })
      .int('The notice must be a whole number of hours.')
      .min(0, 'The notice must be at least 0 hours.')
      .max(720, 'The notice must be at most 720 hours.'),
    horizonDays: z
      .number({ message: 'How far ahead must be a whole number of days.' })
      .int('How far ahead must be a whole number of days.')
      .min(1, 'How far ahead must be at least 1 day.')
      .max(365, 'How far ahead must be at most 365 days.'),
    blockedDates: z.array(blockedDateSchema).max(400, 'At most 400 days off.'),
  })
  .superRefine((availability, context) => {
    for (const day of weekdays) {
      const ranges = [...availability.weeklyHours[day]].sort(
        (a, b) => minutesOfClock(a.start) - minutesOfClock(b.start),
      );
      for (let index = 1; index < ranges.length; index += 1) {
        const previous = ranges[index - 1] as WorkingRange;
        if (minutesOfClock((ranges[index] as WorkingRange).start) < minutesOfClock(previous.end)) {
          context.addIssue({
            code: 'custom',
            path: ['weeklyHours', day],
            ...checked('rangesOverlap', 'The working ranges of a day must not overlap.'),
          });
          break;
        }
      }
    }
  });
export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;

/**
 * A new installation's hours: Monday to Saturday, 10:00-13:00 and 15:00-19:00 IST; a call of
 * 30 minutes (45 for couples), 15 minutes between calls, 12 hours' notice, 60 days ahead.
 */
export const defaultAvailability: Availability = {
  weeklyHours: {
    mon: [
      { start: '10:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    tue: [
      { start: '10:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    wed: [
      { start: '10:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    thu: [
      { start: '10:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    fri: [
      { start: '10:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    sat: [
      { start: '10:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    sun: [],
  },
  slotMinutes: {
    urgent: { audio: 30, video: 30 },
    couple: { audio: 45, video: 45 },
    regular: { audio: 30, video: 30 },
    'urgent-couple': { audio: 45, video: 45 },
  },
  bufferMinutes: 15,
  noticeHours: 12,
  horizonDays: 60,
  blockedDates: [],
};

export const availabilityReplySchema = z.object({
  success: z.literal(true),
  availability: availabilitySchema,
});
export type AvailabilityReply = z.infer<typeof availabilityReplySchema>;

// ---------------------------------------------------------------------------------------------
// GET /appointments/slots
// ---------------------------------------------------------------------------------------------

export const slotsQuerySchema = z.object({
  /** The first day (IST) to list; today when left out. */
  from: calendarDate.optional(),
  days: queryNumberSchema(
    { message: `days must be a whole number from 1 to ${maxSlotDays}.` },
    {
      whole: true,
    },
  )
    .pipe(
      z
        .number()
        .int()
        .min(1, `days must be a whole number from 1 to ${maxSlotDays}.`)
        .max(maxSlotDays, `days must be a whole number from 1 to ${maxSlotDays}.`),
    )
    .default(28),
  package: z
    .enum(consultationPackageIds, {
      message: `package must be one of ${consultationPackageIds.join(', ')}.`,
    })
    .default('regular'),
  mode: z.enum(consultationModes, { message: 'mode must be audio or video.' }).default('audio'),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** A stretch of time: UTC ISO 8601 instants, `start` included, `end` not. */
export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** capturePayment's `slot` for `purpose: "appointment"`: the start of a free slot (UTC ISO). */
export const slotChoiceSchema = z.object({
  start: z
    .string({ message: 'slot.start must be the start of a free slot (an ISO 8601 instant).' })
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)),
      'slot.start must be the start of a free slot (an ISO 8601 instant).',
    ),
});
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

export const slotsReplySchema = z.object({
  success: z.literal(true),
  /** Free slots only, earliest first. */
  slots: z.array(slotSchema),
});
export type SlotsReply = z.infer<typeof slotsReplySchema>;
