/**
 * The terms of a consultation booking as plain data, without zod (docs/decisions/010, 046): the
 * call consultation page, the booking page and a booking's own page show them, and must not load
 * the contract's schemas. `appointments.ts` and `consultation-slots.ts` build their schemas on
 * them and export them again.
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

/**
 * The terms every booking is made on (spec section 9 "Consultation", changed by issue 30): one
 * call, 7 days of support after it, a slot held for the buyer while paying, one move and a full
 * refund for a cancellation up to 24 hours before the call; later, no refund (the time was kept
 * for the client). Every page and mail that states the policy reads it from here.
 */
export const consultationPolicy = {
  supportDays: 7,
  urgentWithinDays: { from: 5, to: 7 },
  /** How long a slot stays held for a buyer who opened the payment. */
  holdMinutes: 15,
  /** Up to this many hours before the call the client may move it once, or cancel for a full refund. */
  changeCutoffHours: 24,
  movesAllowed: 1,
  /** What a cancellation later than the cutoff refunds. */
  lateCancellationRefundPercent: 0,
} as const;

// ---------------------------------------------------------------------------------------------
// The appointment form (spec sections 3 and 5)
// ---------------------------------------------------------------------------------------------

/** The fields the page must have before a payment may start (spec section 5, and the issue). */
export const appointmentRequiredFields = ['name', 'phone', 'email', 'address', 'pin'] as const;

/** The most characters the client's questions for the astrologer may have. */
export const maxQuestionsLength = 1000;

// ---------------------------------------------------------------------------------------------
// Calls and their free times (consultation-slots.ts)
// ---------------------------------------------------------------------------------------------

export const consultationModes = ['audio', 'video'] as const;
export type ConsultationMode = (typeof consultationModes)[number];

/** The most days one slots request (`GET /appointments/slots`) may span. */
export const maxSlotDays = 62;
