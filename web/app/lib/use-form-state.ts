import { type FormEvent, useRef, useState } from 'react';

type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The site's one way to run a form (with FormField): values, errors and submit handling for a
 * small form of text fields. `validate` returns the
 * messages of the fields that are wrong; on submit the first wrong field gets the focus and
 * `onValid` runs only when nothing is wrong. Field ids are `${idPrefix}-${name}`.
 *
 *   const form = useFormState({ initialValues: { email: '' }, idPrefix: useId(), validate, onValid });
 *   <form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
 *     <FormField label={t('x.email')} {...form.fieldProps('email')} />
 */
export function useFormState<Name extends string>({
  initialValues,
  idPrefix,
  validate,
  onValid,
}: {
  initialValues: Record<Name, string>;
  idPrefix: string;
  validate: (values: Record<Name, string>) => FieldErrors<Name>;
  onValid: (values: Record<Name, string>) => void | Promise<void>;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const fieldProps = (name: Name) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstWrong = (Object.keys(found) as Name[]).find((name) => found[name]);
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
    await onValid(values);
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  /** Puts values into some fields (e.g. a choice made elsewhere on the page); their errors go. */
  const setFieldValues = (changes: Partial<Record<Name, string>>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(changes) as Name[]) delete next[name];
      return next;
    });
  };

  /** Shows `message` under a field and moves the focus there (a refusal the server explained). */
  const showFieldError = (name: Name, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  return { formRef, values, fieldProps, handleSubmit, reset, setFieldValues, showFieldError };
}
