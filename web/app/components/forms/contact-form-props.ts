import type { ContactSource } from '@app/contract/contact';
import type { ComponentType } from 'react';

/*
 * The props of the site's one contact form (features/contact/components/contact-form.tsx). They live here,
 * apart from the form, because pages of other features (contact, support, collaborations) show
 * the form without importing that feature: their route hands them the form as `ContactForm`.
 */

type ContactExtraField = {
  name: string;
  label: string;
  required?: boolean;
  /** Makes the field a select with these choices (the first one, a prompt, is added for you). */
  options?: { value: string; label: string }[];
};

export type ContactFormProps = {
  source: ContactSource;
  requirePhone?: boolean;
  extraFields?: ContactExtraField[];
  /** Called once the input is valid, just before sending (the popup closes itself here). */
  onSubmitted?: () => void;
  /** Replaces "Send Message". */
  submitLabel?: string;
  /** Values put into the fields whenever `id` changes (see above). */
  preset?: { id: string; values: Record<string, string> };
};

/** The contact form as a page receives it from its route. */
export type ContactFormComponent = ComponentType<ContactFormProps>;
