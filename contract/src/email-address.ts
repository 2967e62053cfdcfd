/**
 * The shape of an e-mail address (user@host.tld), without zod: the web app's forms that load on
 * every page (the contact popup) check addresses with `isEmailAddress` so the schema library stays
 * out of their code. `emailSchema` (common.ts) validates with the same pattern, so the browser and
 * the server accept exactly the same addresses.
 */
export const emailAddressPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Longest address accepted (RFC 5321's path limit). */
export const emailAddressMaxLength = 254;

/**
 * Whether `value` is an address `emailSchema` accepts: judged trimmed and lower-cased, as the
 * schema does (the Kelvin sign `K`, U+212A, lower-cases to an ASCII `k`).
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim().toLowerCase();
  return address.length <= emailAddressMaxLength && emailAddressPattern.test(address);
}
