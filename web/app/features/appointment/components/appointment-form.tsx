import {
  type AppointmentFormInput,
  type AppointmentLocation,
  appointmentLocations,
  appointmentPricePaise,
  appointmentRequiredFields,
  type ConsultationPackageId,
} from '@app/contract/appointments';
import { emailSchema } from '@app/contract/common';
import { formatPaise } from '@app/contract/money';
import { phoneSchema, pinSchema } from '@app/contract/orders';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { FormField, personFields } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';

import { useFormState } from '~/lib/use-form-state';

type FieldName = 'name' | 'phone' | 'email' | 'address' | 'pin' | 'location';

const initialValues: Record<FieldName, string> = {
  name: '',
  phone: '',
  email: '',
  address: '',
  pin: '',
  location: 'domestic',
};

/**
 * "Book Your Appointment" (spec sections 2, 3 and 5): name, phone, e-mail, address, PIN and the
 * location with its price. With a required field empty it says "Please fill all required
 * fields." and no payment starts; otherwise `onPay` takes the form to the payment.
 */
export function AppointmentForm({
  packageId,
  onPay,
}: {
  packageId: ConsultationPackageId | null;
  onPay: (form: AppointmentFormInput) => Promise<void>;
}) {
  const { t } = useTranslation('consultation');
  const toast = useToast();
  const [missing, setMissing] = useState(false);
  const [paying, setPaying] = useState(false);

  const validate = (values: Record<FieldName, string>) => {
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of appointmentRequiredFields) {
      if (!values[name].trim()) found[name] = t('validation.fieldRequired', { ns: 'common' });
    }
    if (!found.email && !emailSchema.safeParse(values.email).success)
      found.email = t('appointment.errors.emailInvalid');
    if (!found.phone && !phoneSchema.safeParse(values.phone).success)
      found.phone = t('appointment.errors.phoneInvalid');
    if (!found.pin && !pinSchema.safeParse(values.pin).success)
      found.pin = t('appointment.errors.pinInvalid');
    return found;
  };

  const form = useFormState<FieldName>({
    initialValues,
    idPrefix: useId(),
    validate,
    onValid: async (values) => {
      setPaying(true);
      try {
        await onPay({
          name: values.name.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          address: values.address.trim(),
          pin: values.pin.trim(),
          location: values.location as AppointmentLocation,
          package: packageId,
        });
      } finally {
        setPaying(false);
      }
    },
  });

  const onSubmit = async (event: FormEvent) => {
    const anyMissing = appointmentRequiredFields.some((name) => !form.values[name].trim());
    setMissing(anyMissing);
    if (anyMissing) toast.error(t('appointment.required'));
    await form.handleSubmit(event);
  };

  const location = form.values.location as AppointmentLocation;
  const price = formatPaise(appointmentPricePaise[location]);
  const bind = (name: Exclude<FieldName, 'location'>) => {
    const props = form.fieldProps(name);
    return {
      ...props,
      onChange: (event: { target: { value: string } }) => {
        props.onChange(event);
        if (missing) setMissing(false);
      },
    };
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="appointment-form-title"
      className="@container"
    >
      <div className="grid gap-4 @lg:grid-cols-2">
        <FormField
          label={t('appointment.form.name')}
          required
          {...personFields.name}
          {...bind('name')}
        />
        <FormField
          label={t('appointment.form.phone')}
          required
          hint={t('appointment.form.phoneHint')}
          {...personFields.phone}
          {...bind('phone')}
        />
        <FormField
          label={t('appointment.form.email')}
          required
          className="@lg:col-span-2"
          {...personFields.email}
          {...bind('email')}
        />
        <FormField
          label={t('appointment.form.address')}
          required
          className="@lg:col-span-2"
          {...personFields.address}
          {...bind('address')}
        />
        <FormField
          label={t('appointment.form.pin')}
          required
          {...personFields.pin}
          {...bind('pin')}
        />
      </div>

      <fieldset className="mt-6">
        <legend className="mb-2 font-semibold text-ink-700 text-sm">
          {t('appointment.form.location')}
        </legend>
        <div className="grid gap-3 @md:grid-cols-2">
          {appointmentLocations.map((value) => {
            const checked = location === value;
            return (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-500 ${checked ? 'border-maroon-700 bg-maroon-50' : 'border-ink-500/30 bg-white hover:border-ink-500'}`}
              >
                <input
                  type="radio"
                  name="location"
                  value={value}
                  checked={checked}
                  onChange={() => form.setFieldValues({ location: value })}
                  className="size-4 accent-maroon-700"
                />
                <span className="flex-1 font-semibold text-ink-900">
                  {t(`appointment.form.locations.${value}`)}
                </span>
                <span className="font-semibold text-maroon-800">
                  {formatPaise(appointmentPricePaise[value])}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-6 flex items-baseline justify-between border-t border-gold-200 pt-4">
        <span className="font-semibold text-ink-700">{t('appointment.form.total')}</span>
        <span data-testid="appointment-total" className="font-display text-3xl text-maroon-800">
          {price}
        </span>
      </div>

      {missing ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-danger-600 bg-danger-100 px-4 py-3 font-semibold text-danger-600"
        >
          {t('appointment.required')}
        </p>
      ) : null}

      <Button type="submit" variant="checkout" size="lg" className="mt-5 w-full" disabled={paying}>
        {paying ? t('appointment.form.paying') : t('appointment.form.submit', { price })}
      </Button>
      <p className="mt-3 text-center text-ink-500 text-sm">{t('appointment.form.terms')}</p>
    </form>
  );
}
