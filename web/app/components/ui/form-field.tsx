import { emailAddressMaxLength } from '@app/contract/email-address';
import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * The site's one form field: a label, the control (input, textarea or select), an optional
 * hint and the error text, wired together with htmlFor, aria-describedby and aria-invalid.
 * Forms validate themselves (with `noValidate` on the <form>) and pass the message in `error`.
 *
 *   <FormField label={t('form.email')} name="email" type="email" required
 *     value={values.email} onChange={...} error={errors.email} autoComplete="email" />
 *   <FormField as="textarea" label={t('form.message')} name="message" rows={4} ... />
 *   <FormField as="select" label={t('form.kind')} name="kind" ...><option>...</option></FormField>
 */
type FieldChrome = {
  label: ReactNode;
  /** The validation message; the field is marked invalid while it is set. */
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (e.g. a grid column span). */
  className?: string;
};

type InputFieldProps = FieldChrome & { as?: 'input' } & Omit<ComponentProps<'input'>, 'className'>;
type TextareaFieldProps = FieldChrome & { as: 'textarea' } & Omit<
    ComponentProps<'textarea'>,
    'className'
  >;
type SelectFieldProps = FieldChrome & { as: 'select' } & Omit<
    ComponentProps<'select'>,
    'className'
  >;

export type FormFieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

const controlBase =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 focus:border-saffron-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-saffron-500';

/**
 * The field's look, for controls FormField cannot hold (a combobox, a group of selects): the
 * label, the control with or without an error, the hint and the error text.
 */
export const fieldClasses = {
  label: 'mb-1.5 block font-semibold text-ink-700 text-sm',
  control: (hasError: boolean) =>
    `${controlBase} ${hasError ? 'border-danger-600' : 'border-ink-500/40 hover:border-ink-500'}`,
  hint: 'mt-1 text-ink-500 text-sm',
  error: 'mt-1 font-semibold text-danger-600 text-sm',
} as const;

export function FormField(props: FormFieldProps) {
  const generatedId = useId();
  const { label, error, hint, className = '', ...controlProps } = props;
  const id = controlProps.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlClass = fieldClasses.control(Boolean(error));
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass,
  } as const;

  let control: ReactNode;
  if (controlProps.as === 'textarea') {
    const { as: _as, ...rest } = controlProps;
    control = <textarea {...rest} {...shared} className={`${controlClass} min-h-28 resize-y`} />;
  } else if (controlProps.as === 'select') {
    const { as: _as, ...rest } = controlProps;
    control = <select {...rest} {...shared} />;
  } else {
    const { as: _as, ...rest } = controlProps;
    control = <input {...rest} {...shared} />;
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={fieldClasses.label}>
        {label}
        {controlProps.required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className={fieldClasses.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error text, when there is one; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className={fieldClasses.error}>
      {error}
    </p>
  ) : null;
}

/**
 * The attributes of the fields that ask a person for the same thing on several forms (sign-up,
 * contact, appointment, gemstone purchase, report order), so each is asked one way: the same
 * autofill token, keyboard and length limit as the contract's schemas. Spread before `bind`:
 *
 *   <FormField label={t('form.email')} required {...personFields.email} {...bind('email')} />
 */
export const personFields = {
  name: { autoComplete: 'name', maxLength: 100 },
  email: {
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: emailAddressMaxLength,
  },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  address: { as: 'textarea', rows: 3, autoComplete: 'street-address', maxLength: 500 },
  pin: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
} as const;
