import { BirthPrivacyNote } from '~/components/birth-details/birth-details-fields';

export type CalculatorStatus = 'idle' | 'computing' | 'engine-failed';

/**
 * The foot of a calculator's form: its button (a spinner while computing), the note that the
 * birth details stay on the device, and the message when the engine could not be fetched.
 */
export function CalculatorSubmit({
  status,
  label,
  computingLabel,
  engineFailed,
}: {
  status: CalculatorStatus;
  label: string;
  computingLabel: string;
  engineFailed: string;
}) {
  const computing = status === 'computing';
  return (
    <>
      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-disabled={computing || undefined}
          className="inline-flex min-h-13 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-maroon-700 px-8 font-semibold text-lg text-white transition-colors hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
        >
          {computing ? (
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {computing ? computingLabel : label}
        </button>
        <BirthPrivacyNote />
      </div>
      {status === 'engine-failed' ? (
        <p role="alert" className="mt-4 font-semibold text-danger-600 text-sm">
          {engineFailed}
        </p>
      ) : null}
    </>
  );
}
