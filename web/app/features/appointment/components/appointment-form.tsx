import { isIndianPin, isPhoneNumber, isPostalCodeAbroad } from '@app/contract/address-checks';
import {
  type AppointmentLocation,
  appointmentLocations,
  appointmentPricePaise,
  appointmentRequiredFields,
  type ConsultationMode,
  maxQuestionsLength,
} from '@app/contract/appointment-terms';
import type { AppointmentFormInput, ConsultationBirthInput } from '@app/contract/appointments';
import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import type { Slot } from '@app/contract/consultation-slots';
import { isEmailAddress } from '@app/contract/email-address';
import { formatPaise } from '@app/contract/money';
import { consultationPriceKey, placeOfLocation } from '@app/contract/price-keys';
import {
  type FormEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { chartInputOf } from '~/components/birth-details/birth-details';
import { storedBirthOf } from '~/components/birth-details/stored-birth';
import { useBirthDetails } from '~/components/birth-details/use-birth-details';
import { ConsultationPolicy } from '~/components/consultation/consultation-policy';
import { useDisplayZone } from '~/components/consultation/use-display-zone';
import { LegalNote } from '~/components/legal/legal-note';
import { Button } from '~/components/ui/button';
import { FormField, personFields } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { birthInputProblem, useAstroEngine } from '~/lib/astro-engine';
import { formatCount } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { lazyNamed } from '~/lib/lazy-named';
import { livePricePaise, useLiveCatalogue } from '~/lib/live-catalogue';
import { useFormState } from '~/lib/use-form-state';
import type { AppointmentBooking } from '../api/capture-appointment-payment';
import type { BookingSetback } from '../hooks/use-appointment-payment';
import { useFreeSlots } from '../hooks/use-free-slots';
import { ModeChoice } from './mode-choice';
import { PackageChoice } from './package-choice';
import { SlotPicker } from './slot-picker';
import { SlotSetback } from './slot-setback';

/**
 * The birth details' fields and place search (9 KB) load when the visitor is about to add them
 * (pointer or focus on "Add birth details", or its click): most bookings have none (issue 35).
 */
const loadBirthDetailsFields = () => import('~/components/birth-details/birth-details-fields');
const BirthDetailsFields = lazyNamed(loadBirthDetailsFields, 'BirthDetailsFields');

type FieldName = 'name' | 'phone' | 'email' | 'address' | 'pin' | 'location' | 'questions';

const initialValues: Record<FieldName, string> = {
  name: '',
  phone: '',
  email: '',
  address: '',
  pin: '',
  location: 'domestic',
  questions: '',
};

/** A numbered part of the form, with its heading. */
function Step({
  number,
  title,
  id,
  children,
}: {
  number: number;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-gold-200 border-t pt-6 first:border-t-0 first:pt-0"
    >
      <h2
        id={id}
        className="flex items-center gap-3 font-display text-maroon-800 text-xl sm:text-2xl"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-100 font-sans font-semibold text-base text-maroon-800"
        >
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * "Book Your Appointment" (spec sections 2, 3 and 5; issue 30): the consultation (package and
 * audio or video), its time (a free slot on the visitor's clock, IST beside it), the contact
 * details and location with its price, the client's birth details (optional, the site's birth
 * form) and questions for the astrologer, then the policy and Pay. With a required field or the
 * time missing it says "Please fill all required fields." and no payment starts; otherwise
 * `onPay` takes the booking to the payment. A time lost on the way is offered again here.
 */
export function AppointmentForm({
  initialPackage,
  onPay,
}: {
  /** The package chosen on the consultation page (`?package=`), known after hydration. */
  initialPackage: ConsultationPackageId | null;
  onPay: (booking: AppointmentBooking) => Promise<BookingSetback | null>;
}) {
  const { t } = useTranslation('consultation');
  const { language } = useLanguage();
  const toast = useToast();
  const astro = useAstroEngine();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [packageId, setPackageId] = useState<ConsultationPackageId>(initialPackage ?? 'regular');
  const catalogue = useLiveCatalogue();
  const [mode, setMode] = useState<ConsultationMode>('audio');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [slotError, setSlotError] = useState<string | undefined>();
  const [withBirth, setWithBirth] = useState(false);
  const person = useBirthDetails({ idPrefix: `appointment${id}birth` });
  const [missing, setMissing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [setback, setSetback] = useState<BookingSetback | null>(null);
  const free = useFreeSlots({ package: packageId, mode });
  // The visitor's zone, once there are times to show in it.
  const [zone, setZone] = useDisplayZone(null, free.state.kind !== 'loading');
  const payButton = useRef<HTMLButtonElement>(null);

  // The package chosen on the consultation page arrives with the query, after hydration.
  useEffect(() => {
    if (initialPackage) setPackageId(initialPackage);
  }, [initialPackage]);

  /** A new package or mode has calls of another length: its own free times. */
  const changeChoice = (change: { package?: ConsultationPackageId; mode?: ConsultationMode }) => {
    if (change.package) setPackageId(change.package);
    if (change.mode) setMode(change.mode);
    setSlot(null);
    setSetback(null);
  };

  const chooseSlot = (chosen: Slot) => {
    setSlot(chosen);
    setSlotError(undefined);
    setMissing(false);
  };

  const validate = (values: Record<FieldName, string>) => {
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of appointmentRequiredFields) {
      if (!values[name].trim()) found[name] = t('validation.fieldRequired', { ns: 'common' });
    }
    // The server's rules, checked without zod (contract address-checks.ts, decision 046).
    if (!found.email && !isEmailAddress(values.email))
      found.email = t('appointment.errors.emailInvalid');
    if (!found.phone && !isPhoneNumber(values.phone))
      found.phone = t('appointment.errors.phoneInvalid');
    if (!found.pin) {
      if (values.location === 'international') {
        if (!isPostalCodeAbroad(values.pin)) found.pin = t('appointment.errors.postalCodeInvalid');
      } else if (!isIndianPin(values.pin)) {
        found.pin = t('appointment.errors.pinInvalid');
      }
    }
    return found;
  };

  /** The birth details, if given and complete, checked by the engine; false when they are not. */
  async function birthOrProblem(): Promise<ConsultationBirthInput | null | false> {
    if (!withBirth) return null;
    if (!person.check()) return false;
    const engine = await astro.load();
    if (engine) {
      try {
        engine.computeChart(chartInputOf(person.details));
      } catch (error) {
        const problem = birthInputProblem(error);
        if (!problem) throw error;
        person.showProblem(problem);
        return false;
      }
    }
    return storedBirthOf(person.details, language);
  }

  const form = useFormState<FieldName>({
    initialValues,
    idPrefix: `appointment${id}`,
    validate,
    onValid: async (values) => {
      if (!slot) return;
      setPaying(true);
      try {
        const birth = await birthOrProblem();
        if (birth === false) return;
        const booking: AppointmentBooking = {
          form: {
            name: values.name.trim(),
            phone: values.phone.trim(),
            email: values.email.trim(),
            address: values.address.trim(),
            pin: values.pin.trim(),
            location: values.location as AppointmentLocation,
            package: packageId,
            mode,
            questions: values.questions.trim(),
            ...(birth ? { birth } : {}),
            ...(zone ? { timeZone: zone } : {}),
          } satisfies AppointmentFormInput,
          slot: { start: slot.start },
        };
        const lost = await onPay(booking);
        if (lost) {
          setSetback(lost);
          setSlot(null);
          free.reload();
        }
      } finally {
        setPaying(false);
      }
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setSetback(null);
    const anyMissing = appointmentRequiredFields.some((name) => !form.values[name].trim()) || !slot;
    setMissing(anyMissing);
    if (anyMissing) toast.error(t('appointment.required'));
    setSlotError(slot ? undefined : t('appointment.errors.slot'));
    await form.handleSubmit(event);
    // The time comes first on the page: without one, it takes the focus.
    if (!slot) {
      const picker = document.getElementById(`${id}-time`);
      (
        picker?.querySelector<HTMLElement>('[data-testid="slot-times"] input') ??
        picker?.querySelector<HTMLElement>('select')
      )?.focus();
    }
  };

  const location = form.values.location as AppointmentLocation;
  // The build's price first; today's for the package and place once read (decision 042).
  const pricePaiseOf = (place: AppointmentLocation) =>
    livePricePaise(
      catalogue,
      consultationPriceKey(packageId, placeOfLocation[place]),
      appointmentPricePaise[place],
    );
  const price = formatPaise(pricePaiseOf(location));
  const abroad = location === 'international';
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
      className="@container grid gap-8"
    >
      <Step number={1} title={t('appointment.steps.consultation')} id={`${id}-consultation-title`}>
        <div className="grid gap-5">
          <PackageChoice value={packageId} onChange={(next) => changeChoice({ package: next })} />
          <ModeChoice value={mode} onChange={(next) => changeChoice({ mode: next })} />
        </div>
      </Step>

      <Step number={2} title={t('appointment.steps.time')} id={`${id}-time-title`}>
        <div id={`${id}-time`}>
          <SlotPicker
            slots={free.state}
            onRetry={free.reload}
            zone={zone}
            onZoneChange={setZone}
            value={slot?.start ?? null}
            onChange={chooseSlot}
            error={slotError}
            errorId={`${id}-slot-error`}
          />
        </div>
      </Step>

      <Step number={3} title={t('appointment.steps.details')} id={`${id}-details-title`}>
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
        </div>

        <fieldset className="mt-5">
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
                    {formatPaise(pricePaiseOf(value))}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="mt-4 grid @lg:grid-cols-2">
          <FormField
            label={abroad ? t('appointment.form.pinAbroad') : t('appointment.form.pin')}
            hint={abroad ? t('appointment.form.pinAbroadHint') : undefined}
            required
            {...personFields.pin}
            {...(abroad ? { maxLength: 11, inputMode: 'text' as const } : {})}
            {...bind('pin')}
          />
        </div>
      </Step>

      <Step number={4} title={t('appointment.steps.birth')} id={`${id}-birth-title`}>
        <p className="text-ink-700 leading-relaxed">{t('appointment.birth.intro')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          aria-expanded={withBirth}
          aria-controls={`${id}-birth`}
          onPointerEnter={loadBirthDetailsFields}
          onFocus={loadBirthDetailsFields}
          onClick={() => setWithBirth((value) => !value)}
        >
          {withBirth ? t('appointment.birth.remove') : t('appointment.birth.add')}
        </Button>
        <div id={`${id}-birth`} hidden={!withBirth} className="mt-5">
          {withBirth ? (
            <Suspense fallback={null}>
              <BirthDetailsFields person={person} showName={false} />
            </Suspense>
          ) : null}
        </div>
      </Step>

      <Step number={5} title={t('appointment.steps.questions')} id={`${id}-questions-title`}>
        <FormField
          as="textarea"
          rows={4}
          maxLength={maxQuestionsLength}
          label={t('appointment.questions.label')}
          hint={
            <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <span>{t('appointment.questions.hint')}</span>
              <span data-testid="questions-counter" className="shrink-0 tabular-nums">
                {t('appointment.questions.counter', {
                  used: formatCount(form.values.questions.length),
                  max: formatCount(maxQuestionsLength),
                })}
              </span>
            </span>
          }
          {...bind('questions')}
        />
      </Step>

      <div className="grid gap-4 border-gold-200 border-t pt-6">
        <ConsultationPolicy />
        <div className="flex items-baseline justify-between">
          <span className="font-semibold text-ink-700">{t('appointment.form.total')}</span>
          <span data-testid="appointment-total" className="font-display text-3xl text-maroon-800">
            {price}
          </span>
        </div>

        {setback && zone ? (
          <SlotSetback
            title={t(
              setback.kind === 'taken'
                ? 'appointment.setback.takenTitle'
                : 'appointment.setback.refundedTitle',
            )}
            slots={setback.slots}
            zone={zone}
            onChoose={(chosen) => {
              chooseSlot(chosen);
              setSetback(null);
              payButton.current?.focus();
            }}
          >
            {setback.kind === 'taken'
              ? t('appointment.setback.takenText')
              : t('appointment.setback.refundedText', { amount: price })}
          </SlotSetback>
        ) : null}

        {missing ? (
          <p
            role="alert"
            className="rounded-xl border border-danger-600 bg-danger-100 px-4 py-3 font-semibold text-danger-600"
          >
            {t('appointment.required')}
          </p>
        ) : null}

        <Button
          ref={payButton}
          type="submit"
          variant="checkout"
          size="lg"
          className="w-full"
          disabled={paying}
        >
          {paying ? t('appointment.form.paying') : t('appointment.form.submit', { price })}
        </Button>
        <p className="text-center text-ink-500 text-sm">{t('appointment.form.terms')}</p>
        <LegalNote kind="purchase" className="text-center" />
      </div>
    </form>
  );
}
