import type { Product } from '@app/contract/catalogue';
import { emailSchema } from '@app/contract/common';
import { formatPaise } from '@app/contract/money';

import { phoneSchema, pinSchema, type ShippingAddress } from '@app/contract/orders';

import type { PaymentGatewayKind } from '@app/contract/payments';
import { site } from '@app/contract/site';

import { type FormEvent, useId } from 'react';
import { LegalNote } from '~/components/legal/legal-note';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FormField, personFields } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/i18n';

import { useLanguage } from '~/lib/language';

import { useFormState } from '~/lib/use-form-state';

import { ProductPicture } from './product-picture';

export type PurchasePhase = 'form' | 'starting' | 'paying' | 'verifying';

/** What the dialog says after an attempt that did not end in an order. */
export type PurchaseNotice =
  | { kind: 'failed' | 'cancelled' | 'unavailable' | 'verify-unreachable' }
  | { kind: 'verify-failed'; message: string; paymentId: string }
  /** Paid after the last one was sold: the server's words say the money is coming back. */
  | { kind: 'sold-out'; message: string };

type Field = keyof ShippingAddress;
const fieldNames: Field[] = ['name', 'phone', 'email', 'address', 'pin'];

/**
 * The gemstone buy form (specification section 5 "Gemstone buy form"): name, phone, e-mail,
 * address and PIN, all required, prefilled from the account; then the payment. It stays open
 * through the checkout, says what happened when a payment does not end in an order, and lets
 * the customer try again.
 */
export default function BuyDialog({
  product,
  initialValues,
  phase,
  notice,
  gateway,
  onSubmit,
  onInvalid,
  onCheckAgain,
  onClose,
}: {
  product: Product;
  initialValues: ShippingAddress;
  phase: PurchasePhase;
  notice: PurchaseNotice | null;
  /** Known once a payment order was made. */
  gateway: PaymentGatewayKind | null;
  onSubmit: (details: ShippingAddress) => void;
  /** The form was sent with something missing or wrong. */
  onInvalid: () => void;
  /** Paid but not yet confirmed: ask the server again. */
  onCheckAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  const { language } = useLanguage();
  const idPrefix = useId();
  const busy = phase !== 'form';
  const price = formatPaise(product.pricePaise);
  const name = product.name[language];

  const validate = (values: Record<Field, string>) => {
    const found: Partial<Record<Field, string>> = {};
    const value = (field: Field) => values[field].trim();
    if (!value('name')) found.name = t('buy.errors.nameRequired');
    if (!value('phone')) found.phone = t('buy.errors.phoneRequired');
    else if (!phoneSchema.safeParse(value('phone')).success)
      found.phone = t('buy.errors.phoneInvalid');
    if (!value('email')) found.email = t('buy.errors.emailRequired');
    else if (!emailSchema.safeParse(value('email')).success)
      found.email = t('buy.errors.emailInvalid');
    if (!value('address')) found.address = t('buy.errors.addressRequired');
    if (!value('pin')) found.pin = t('buy.errors.pinRequired');
    else if (!pinSchema.safeParse(value('pin')).success) found.pin = t('buy.errors.pinInvalid');
    return found;
  };

  const form = useFormState<Field>({
    initialValues,
    idPrefix,
    validate,
    onValid: (values) =>
      onSubmit({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        address: values.address.trim(),
        pin: values.pin.trim(),
      }),
  });

  const handleSubmit = (event: FormEvent) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (fieldNames.some((field) => validate(form.values)[field])) onInvalid();
    void form.handleSubmit(event);
  };

  const paidButUnconfirmed = notice?.kind === 'verify-unreachable';
  const tried = notice !== null && notice.kind !== 'verify-failed' && notice.kind !== 'sold-out';

  return (
    <Dialog open onClose={onClose} dismissible={!busy} title={t('buy.title')}>
      <div className="px-6 pt-5 pb-6">
        <div className="flex items-center gap-4 rounded-xl bg-cream-100 p-3">
          <ProductPicture
            product={product}
            alt=""
            sizes="64px"
            className="size-16 shrink-0 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1">
            <DialogDescription className="text-ink-700 text-sm">
              {t('buy.intro', { name })}
            </DialogDescription>
            <p className="font-semibold text-ink-900">{name}</p>
            <p className="text-ink-500 text-sm">{t('buy.quantity')}</p>
          </div>
          <p className="font-semibold text-lg text-maroon-800 tabular-nums">{price}</p>
        </div>

        {notice ? <NoticeBox notice={notice} /> : null}

        <form
          ref={form.formRef}
          noValidate
          onSubmit={handleSubmit}
          className="mt-5 grid gap-4 sm:grid-cols-2"
        >
          <FormField
            label={t('buy.fields.name')}
            required
            disabled={busy}
            className="sm:col-span-2"
            {...personFields.name}
            {...form.fieldProps('name')}
          />
          <FormField
            label={t('buy.fields.phone')}
            required
            disabled={busy}
            {...personFields.phone}
            {...form.fieldProps('phone')}
          />
          <FormField
            label={t('buy.fields.email')}
            required
            disabled={busy}
            {...personFields.email}
            {...form.fieldProps('email')}
          />
          <FormField
            label={t('buy.fields.address')}
            hint={t('buy.fields.addressHint')}
            required
            disabled={busy}
            className="sm:col-span-2"
            {...personFields.address}
            {...form.fieldProps('address')}
          />
          <FormField
            label={t('buy.fields.pin')}
            required
            disabled={busy}
            {...personFields.pin}
            {...form.fieldProps('pin')}
          />
          <p className="flex items-baseline justify-between gap-3 self-end rounded-xl bg-cream-100 px-4 py-2.5 text-ink-700">
            {t('buy.total')}
            <span className="font-semibold text-lg text-maroon-800 tabular-nums">{price}</span>
          </p>

          <div className="sm:col-span-2">
            {busy ? (
              <p
                role="status"
                className="mb-3 flex items-center gap-2 font-semibold text-checkout-700"
              >
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-checkout-100 border-t-checkout-600"
                />
                {t(`buy.status.${phase}`)}
              </p>
            ) : null}
            {paidButUnconfirmed ? (
              <Button
                variant="checkout"
                size="lg"
                className="w-full"
                onClick={onCheckAgain}
                disabled={busy}
              >
                {t('buy.notice.checkAgain')}
              </Button>
            ) : notice?.kind === 'verify-failed' || notice?.kind === 'sold-out' ? (
              <Button variant="outline" size="lg" className="w-full" onClick={onClose}>
                {t('buy.notice.close')}
              </Button>
            ) : (
              <Button type="submit" variant="checkout" size="lg" className="w-full" disabled={busy}>
                {tried ? t('buy.payAgain', { amount: price }) : t('buy.pay', { amount: price })}
              </Button>
            )}
            {gateway ? (
              <p className="mt-3 text-center text-ink-500 text-sm">
                {gateway === 'razorpay' ? t('buy.secureRazorpay') : t('buy.secureSimulated')}
              </p>
            ) : null}
            <LegalNote kind="purchase" className="mt-3 text-center" />
          </div>
        </form>
      </div>
    </Dialog>
  );
}

function NoticeBox({ notice }: { notice: PurchaseNotice }) {
  const { t } = useTranslation('shop');
  const text =
    notice.kind === 'verify-failed'
      ? t('buy.notice.verifyFailed', {
          message: notice.message,
          paymentId: notice.paymentId,
          email: site.email,
        })
      : notice.kind === 'sold-out'
        ? notice.message
        : t(
            (
              {
                failed: 'buy.notice.failed',
                cancelled: 'buy.notice.cancelled',
                unavailable: 'buy.notice.unavailable',
                'verify-unreachable': 'buy.notice.verifyUnreachable',
              } as const
            )[notice.kind],
          );
  const calm = notice.kind === 'cancelled' || notice.kind === 'sold-out';
  return (
    <p
      role="alert"
      data-notice={notice.kind}
      className={`mt-4 rounded-xl border-l-4 px-4 py-3 text-sm ${calm ? 'border-gold-500 bg-warning-100 text-warning-700' : 'border-danger-600 bg-danger-100 text-danger-600'}`}
    >
      {text}
    </p>
  );
}
