/**
 * A phone number, an Indian PIN code and a postal code abroad, checked without zod (docs/decisions/
 * 010, 046): the booking form checks them on a page that must not load the contract's schemas.
 * `phoneSchema` and `pinSchema` (orders.ts) and the appointment form's postal code
 * (appointments.ts) test the same patterns, and `address-checks.test.ts` keeps each check equal
 * to its schema: change both together.
 */

/** A phone number: digits, spaces, brackets and hyphens, a `+` first if any, 8 to 20 characters. */
export const phoneNumberPattern = /^\+?[0-9][0-9 ()-]{6,18}[0-9]$/;
/** An Indian PIN code: six digits, the first not zero. */
export const indianPinPattern = /^[1-9][0-9]{5}$/;
/** A postal code abroad (international clients): letters, digits, spaces and hyphens. */
export const postalCodeAbroadPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;

/** Whether `phoneSchema` accepts `value` (trimmed, as the schema judges it). */
export const isPhoneNumber = (value: string) => phoneNumberPattern.test(value.trim());
/** Whether `pinSchema` accepts `value`: the PIN of a booking or an order in India. */
export const isIndianPin = (value: string) => indianPinPattern.test(value.trim());
/** Whether the appointment form accepts `value` as the PIN of a client abroad. */
export const isPostalCodeAbroad = (value: string) => postalCodeAbroadPattern.test(value.trim());
