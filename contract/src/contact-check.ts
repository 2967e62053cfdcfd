import { isEmailAddress } from './email-address.ts';
import { isMultiLine, isSingleLine } from './text-checks.ts';

/**
 * The contact form's rules without zod: the popup opens on every page of the public site, and
 * zod must not load with it (docs/decisions/010, 046). `contactBodySchema` (contact.ts, what the
 * server validates with) and `isContactReply` / `contactBodyProblems` are kept in agreement by a
 * test (contact-check.test.ts): change both together.
 */

export const contactSources = ['popup', 'contact-page', 'collaboration', 'support'] as const;
export type ContactSource = (typeof contactSources)[number];

/** The fields of a message, as the API takes them (contact.ts `ContactBody`). */
export type ContactBodyField = 'name' | 'email' | 'contact' | 'message' | 'source';

/** What is wrong with a field: missing (or blank), or present but not accepted. */
export type ContactBodyProblem = 'required' | 'invalid';

export const contactNameMaxLength = 100;
export const contactPhoneMaxLength = 20;
export const contactMessageMaxLength = 5000;
/** The characters a phone number may have (the form also wants at least 6 of them). */
export const contactPhoneCharacters = /^[+0-9 ()-]*$/;

/**
 * What `contactBodySchema` would refuse in `value`, field by field (an empty object: accepted);
 * `body` when `value` is not an object at all. Texts are judged trimmed, as the schema does.
 */
export function contactBodyProblems(
  value: unknown,
): Partial<Record<ContactBodyField | 'body', ContactBodyProblem>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { body: 'invalid' };
  }
  const body = value as Record<string, unknown>;
  const problems: Partial<Record<ContactBodyField, ContactBodyProblem>> = {};
  const text = (field: ContactBodyField, maxLength: number, isText: (value: string) => boolean) => {
    const raw = body[field];
    const trimmed = typeof raw === 'string' ? raw.trim() : null;
    if (trimmed === null) problems[field] = 'invalid';
    else if (!trimmed) problems[field] = 'required';
    else if (codePoints(trimmed) > maxLength || !isText(trimmed)) problems[field] = 'invalid';
  };
  text('name', contactNameMaxLength, isSingleLine);
  text('message', contactMessageMaxLength, isMultiLine);
  if (typeof body.email !== 'string') problems.email = 'invalid';
  else if (!body.email.trim()) problems.email = 'required';
  else if (!isEmailAddress(body.email.toLowerCase())) problems.email = 'invalid';
  if (body.contact !== undefined) {
    const contact = typeof body.contact === 'string' ? body.contact.trim() : null;
    if (
      contact === null ||
      codePoints(contact) > contactPhoneMaxLength ||
      !contactPhoneCharacters.test(contact)
    ) {
      problems.contact = 'invalid';
    }
  }
  if (body.source !== undefined && !(contactSources as readonly unknown[]).includes(body.source)) {
    problems.source = 'invalid';
  }
  return problems;
}

/** A text's length as zod's `max` counts it: a character outside the BMP (an emoji) is one. */
function codePoints(text: string): number {
  return [...text].length;
}

/** The reply to POST /contact/create (contact.ts `contactReplySchema`). */
export type ContactReply = { success: true; message: string; data: { _id: string } };

export function isContactReply(value: unknown): value is ContactReply {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const reply = value as Record<string, unknown>;
  const data = reply.data as Record<string, unknown> | null | undefined;
  return (
    reply.success === true &&
    typeof reply.message === 'string' &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    typeof data._id === 'string'
  );
}
