import { LockIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { useTranslation } from '~/lib/i18n';

/**
 * The simulated gateway's checkout (shared/API.md "Gateways"), standing in for Razorpay's: the
 * purple theme, the shop's name, the amount, the buyer's name, e-mail and phone filled in, and
 * Pay and Fail. Presentational: lib/checkout.tsx opens it and does the paying.
 */
export function SimulatedCheckoutDialog({
  shopName,
  description,
  amount,
  prefill,
  busy,
  error,
  onPay,
  onFail,
  onDismiss,
}: {
  shopName: string;
  description: string;
  /** Formatted, e.g. ₹998. */
  amount: string;
  prefill: { name: string; email: string; contact: string };
  busy: boolean;
  error: string | null;
  onPay: () => void;
  onFail: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const fields = [
    { key: 'name', label: t('simulated.name'), value: prefill.name, type: 'text', auto: 'name' },
    {
      key: 'email',
      label: t('simulated.email'),
      value: prefill.email,
      type: 'email',
      auto: 'email',
    },
    {
      key: 'contact',
      label: t('simulated.phone'),
      value: prefill.contact,
      type: 'tel',
      auto: 'tel',
    },
  ] as const;
  return (
    <Dialog open onClose={onDismiss} dismissible={!busy} size="sm">
      <div data-testid="simulated-checkout" className="flex flex-col">
        <div className="flex items-center gap-3 bg-checkout-600 px-5 py-4 pr-16 text-white">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15 font-display text-xl"
          >
            {shopName.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-lg leading-tight">{shopName}</p>
            <p className="truncate text-checkout-100 text-sm">{description}</p>
          </div>
        </div>
        <div className="px-5 pt-5 pb-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DialogTitle className="font-sans font-semibold text-xl">
              <span className="text-checkout-700">{t('simulated.title')}</span>
            </DialogTitle>
            <span className="rounded-full bg-checkout-100 px-3 py-1 font-semibold text-checkout-700 text-xs uppercase tracking-wide">
              {t('simulated.badge')}
            </span>
          </div>
          <div className="mt-4 rounded-xl bg-checkout-50 px-4 py-3">
            <p className="text-ink-700 text-sm">{t('simulated.amountLabel')}</p>
            <p className="font-semibold text-3xl text-checkout-700 tabular-nums">{amount}</p>
          </div>
          <div className="mt-4 space-y-3">
            {fields.map((field) => (
              <div key={field.key}>
                <label
                  htmlFor={`${id}-${field.key}`}
                  className="mb-1 block font-semibold text-ink-700 text-sm"
                >
                  {field.label}
                </label>
                <input
                  id={`${id}-${field.key}`}
                  type={field.type}
                  autoComplete={field.auto}
                  defaultValue={field.value}
                  className="block w-full rounded-xl border border-ink-500/40 bg-white px-4 py-2 text-base text-ink-900 focus:border-checkout-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-checkout-500"
                />
              </div>
            ))}
          </div>
          <DialogDescription className="mt-4 text-ink-500 text-sm">
            {/* Names the two buttons exactly as they are labelled below, in the page's language. */}
            {t('simulated.notice', {
              pay: t('simulated.pay', { amount }),
              fail: t('simulated.fail'),
            })}
          </DialogDescription>
          {error ? (
            <p
              role="alert"
              className="mt-3 rounded-xl bg-danger-100 px-4 py-2 font-semibold text-danger-600 text-sm"
            >
              {error}
            </p>
          ) : null}
          <div className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto]">
            <Button variant="checkout" size="lg" onClick={onPay} disabled={busy} aria-busy={busy}>
              {busy ? t('simulated.paying') : t('simulated.pay', { amount })}
            </Button>
            <Button
              size="lg"
              onClick={onFail}
              disabled={busy}
              className="border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-100"
              variant="ghost"
            >
              {t('simulated.fail')}
            </Button>
          </div>
          <p className="mt-4 flex items-center gap-2 text-ink-500 text-xs">
            <LockIcon className="size-4 shrink-0" />
            {t('simulated.secured')}
          </p>
        </div>
      </div>
    </Dialog>
  );
}
