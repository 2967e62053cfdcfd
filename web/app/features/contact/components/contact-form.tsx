import type { ContactBody } from '@app/contract/contact';
import { contactBodyProblems } from '@app/contract/contact-check';
import { useEffect, useId, useState } from 'react';
import type { ContactFormProps } from '~/components/forms/contact-form-props';
import { LegalNote } from '~/components/legal/legal-note';
import { Button } from '~/components/ui/button';
import { FormField, personFields } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/i18n';
import { useFormState } from '~/lib/use-form-state';
import { sendContactMessage } from '../api/send-contact-message';
import { type ContactStatus, ContactStatusDialog } from './contact-status-dialog';

/**
 * The site's one contact form (popup, contact page, support, collaborations). Name, e-mail and
 * message are always required; the phone ("contact") only when `requirePhone` is set (the
 * popup). Submitting shows the loading dialog, then success or failure; the form is cleared
 * either way (specification sections 4, 5 and 8).
 *
 *   <ContactForm source="popup" requirePhone onSubmitted={() => setPopupOpen(false)} />
 *   <ContactForm source="collaboration"
 *     extraFields={[{ name: 'kind', label: t('collab.kind'), required: true,
 *                     options: [{ value: 'podcast', label: t('collab.podcast') }] }]} />
 *
 * Extra fields are shown above the message; the API has no place for them, so their answers are
 * sent as "Label: answer" lines at the top of the message.
 *
 * `preset` fills fields from outside the form, e.g. a card on the page that chooses the kind of
 * collaboration; it is applied again each time its `id` changes (the visitor can still change
 * the values), and clearing the form empties them like the rest:
 *
 *   <ContactForm source="collaboration" extraFields={[kindField]}
 *     preset={{ id: location.key, values: { kind: 'podcast' } }} />
 */
type Values = Record<string, string>;

const baseFields = ['name', 'email', 'contact', 'message'] as const;
const phonePattern = /^[+0-9 ()-]{6,20}$/;

export function ContactForm({
  source,
  requirePhone = false,
  extraFields = [],
  onSubmitted,
  submitLabel,
  preset,
}: ContactFormProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ContactStatus>('idle');
  const fieldNames = [...baseFields, ...extraFields.map((field) => field.name)];

  const validate = (values: Values) => {
    const found: Partial<Record<string, string>> = {};
    const value = (name: string) => (values[name] ?? '').trim();
    // The server's rules (its schema's hand twin, contract/src/contact-check.ts: no zod in the
    // popup), then what the form asks beyond them: a phone when required, 6 characters or more.
    const problems = contactBodyProblems(buildBody(values));
    if (problems.name === 'required') found.name = t('validation.nameRequired');
    else if (problems.name) found.name = t('validation.textInvalid');
    if (problems.email === 'required') found.email = t('validation.emailRequired');
    else if (problems.email) found.email = t('validation.emailInvalid');
    if (!value('contact')) {
      if (requirePhone) found.contact = t('validation.phoneRequired');
    } else if (problems.contact || !phonePattern.test(value('contact'))) {
      found.contact = t('validation.phoneInvalid');
    }
    for (const field of extraFields) {
      if (field.required && !value(field.name)) found[field.name] = t('validation.fieldRequired');
    }
    if (!value('message')) found.message = t('validation.messageRequired');
    else if (problems.message) found.message = t('validation.textInvalid');
    return found;
  };

  const buildBody = (values: Values): ContactBody => {
    const extraLines = extraFields
      .filter((field) => values[field.name]?.trim())
      .map((field) => {
        const answer = values[field.name] ?? '';
        const shown =
          field.options?.find((option) => option.value === answer)?.label ?? answer.trim();
        return `${field.label}: ${shown}`;
      });
    const contact = values.contact?.trim();
    return {
      name: values.name?.trim() ?? '',
      email: values.email?.trim() ?? '',
      ...(contact ? { contact } : {}),
      message: [...extraLines, values.message?.trim() ?? ''].join('\n'),
      source,
    };
  };

  const send = async (values: Values) => {
    onSubmitted?.();
    setStatus('loading');
    try {
      await sendContactMessage(buildBody(values));
      setStatus('success');
    } catch {
      setStatus('error');
    } finally {
      form.reset();
    }
  };

  const form = useFormState<string>({
    initialValues: Object.fromEntries(fieldNames.map((name) => [name, ''])),
    idPrefix: useId(),
    validate,
    onValid: send,
  });
  const bind = form.fieldProps;

  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the preset's id changes, not on every render
  useEffect(() => {
    if (preset) form.setFieldValues(preset.values);
  }, [preset?.id]);

  return (
    <>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="@container">
        <div className="grid gap-4 @lg:grid-cols-2">
          <FormField
            label={t('contactForm.name')}
            required
            {...personFields.name}
            {...bind('name')}
          />
          <FormField
            label={t('contactForm.email')}
            required
            {...personFields.email}
            {...bind('email')}
          />
          <FormField
            label={t('contactForm.contact')}
            required={requirePhone}
            className="@lg:col-span-2"
            {...personFields.phone}
            {...bind('contact')}
          />
          {extraFields.map((field) =>
            field.options ? (
              <FormField
                key={field.name}
                as="select"
                label={field.label}
                required={field.required}
                className="@lg:col-span-2"
                {...bind(field.name)}
              >
                <option value="">{t('contactForm.choose')}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </FormField>
            ) : (
              <FormField
                key={field.name}
                label={field.label}
                required={field.required}
                maxLength={200}
                className="@lg:col-span-2"
                {...bind(field.name)}
              />
            ),
          )}
          <FormField
            as="textarea"
            label={t('contactForm.message')}
            required
            rows={4}
            maxLength={5000}
            className="@lg:col-span-2"
            {...bind('message')}
          />
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={status === 'loading'}>
          {submitLabel ?? t('contactForm.submit')}
        </Button>
        <LegalNote kind="message" className="mt-3 text-center" />
      </form>
      <ContactStatusDialog status={status} onClose={() => setStatus('idle')} />
    </>
  );
}
