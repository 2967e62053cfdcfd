import { findReportProduct } from '@app/contract/catalogue-reports';
import { findConsultationPackage } from '@app/contract/consultation-packages';
import type { AdminPrice, AdminProduct } from '@app/contract/live-catalogue';
import { formatRupees } from '@app/contract/money';
import { priceKeys } from '@app/contract/price-keys';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { fieldClasses } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { Picture } from '~/components/ui/picture';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { savePrice, useAdminCatalogue } from '../api/catalogue';
import { LoadFailed } from './load-failed';

/** The server's own words when it answered, else the page's (the server could not be reached). */
export function catalogueFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'refused' ? error.message : fallback;
}

/** The messages of a 400's `errors[]`, by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const list = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const found: Record<string, string> = {};
  for (const item of list) {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string' && !(path in found)) {
      found[path] = message;
    }
  }
  return found;
}

/**
 * /admin/catalogue (issue 34, decision 042): the products with price, stock and whether they
 * are on sale, each opening its edit page; then the prices of the reports and of the
 * consultation packages (from India and from abroad), each saved on its own row.
 */
export function CataloguePage() {
  const { t } = useTranslation('admin-catalogue');
  const { state, reload, update } = useAdminCatalogue();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t('intro')}</p>
      <div className="mt-6">
        {state.kind === 'loading' && (
          <SkeletonGroup label={t('loading')} className="space-y-4 rounded-2xl bg-white p-5">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-28 w-full" />
            ))}
          </SkeletonGroup>
        )}
        {state.kind === 'failed' && (
          <LoadFailed
            message={catalogueFailure(state.error, t('errors.load'))}
            retryLabel={t('retry')}
            onRetry={reload}
          />
        )}
        {state.kind === 'ready' && (
          <>
            <ProductList products={state.data.products} />
            <PriceList
              prices={state.data.prices}
              onSaved={(saved) =>
                update((data) => ({
                  ...data,
                  prices: data.prices.map((price) => (price.key === saved.key ? saved : price)),
                }))
              }
            />
          </>
        )}
      </div>
    </div>
  );
}

function ProductList({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation('admin-catalogue');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="catalogue-products">
      <h2 id="catalogue-products" className="font-display text-2xl text-maroon-800">
        {t('products.heading')}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {products.map((product) => {
          const name = product.name[language];
          return (
            <li
              key={product.id}
              data-testid={`catalogue-product-${product.id}`}
              className="flex gap-4 rounded-2xl border border-maroon-100 bg-white p-4"
            >
              <Picture
                file={{ path: product.image, widths: [480], width: 480, height: 480 }}
                alt=""
                sizes="6rem"
                className="size-24 shrink-0 rounded-xl object-cover"
              />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-ink-900 text-lg">{name}</h3>
                <p className="mt-1 font-semibold text-maroon-800 tabular-nums">
                  <span className="sr-only">{t('products.price')}: </span>
                  {formatRupees(product.price)}
                </p>
                <p className="mt-1 flex flex-wrap gap-2 text-sm">
                  <StockBadge stock={product.stock} />
                  <span
                    className={`rounded-full px-2.5 py-0.5 font-semibold ${
                      product.onSale
                        ? 'bg-success-100 text-success-600'
                        : 'bg-cream-200 text-ink-700'
                    }`}
                  >
                    {product.onSale ? t('products.onSale') : t('products.offSale')}
                  </span>
                </p>
                <Link
                  to={`/admin/catalogue/${product.id}`}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-maroon-700 hover:underline"
                  aria-label={t('products.editProduct', { name })}
                >
                  {t('products.edit')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation('admin-catalogue');
  const tone =
    stock === 0
      ? 'bg-danger-100 text-danger-600'
      : stock <= 3
        ? 'bg-saffron-100 text-saffron-800'
        : 'bg-cream-100 text-ink-700';
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-semibold tabular-nums ${tone}`}>
      <span className="sr-only">{t('products.stock')}: </span>
      {stock === 0 ? t('products.outOfStock') : t('products.stockCount', { count: stock })}
    </span>
  );
}

/** A price key's name in the page's language: the report's, or the package's and the place. */
function usePriceName() {
  const { t } = useTranslation('admin-catalogue');
  const { language } = useLanguage();
  return (key: string) => {
    const [kind, id = '', place] = key.split(':');
    if (kind === 'report') return findReportProduct(id)?.name[language] ?? key;
    const name = findConsultationPackage(id)?.name[language] ?? id;
    return `${name} · ${place === 'india' ? t('prices.india') : t('prices.international')}`;
  };
}

function PriceList({
  prices,
  onSaved,
}: {
  prices: AdminPrice[];
  onSaved: (price: AdminPrice) => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  // In the contract's order (reports as the site lists them, packages as the page shows them).
  const ordered = [...prices].sort((a, b) => priceKeys.indexOf(a.key) - priceKeys.indexOf(b.key));
  const groups = [
    {
      id: 'reports',
      title: t('prices.reports'),
      items: ordered.filter((p) => p.key.startsWith('report:')),
    },
    {
      id: 'consultations',
      title: t('prices.consultations'),
      items: ordered.filter((p) => p.key.startsWith('consultation:')),
    },
  ];
  return (
    <section aria-labelledby="catalogue-prices" className="mt-10">
      <h2 id="catalogue-prices" className="font-display text-2xl text-maroon-800">
        {t('prices.heading')}
      </h2>
      <p className="mt-1 text-ink-700">{t('prices.intro')}</p>
      {groups.map((group) => (
        <div key={group.id} className="mt-5">
          <h3 className="font-semibold text-ink-900 text-lg">{group.title}</h3>
          <ul className="mt-2 divide-y divide-maroon-100 rounded-2xl border border-maroon-100 bg-white">
            {group.items.map((price) => (
              <PriceRow key={price.key} price={price} onSaved={onSaved} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function PriceRow({ price, onSaved }: { price: AdminPrice; onSaved: (price: AdminPrice) => void }) {
  const { t } = useTranslation('admin-catalogue');
  const toast = useToast();
  const nameOf = usePriceName();
  const name = nameOf(price.key);
  const [draft, setDraft] = useState({
    price: String(price.price),
    taxCode: price.taxCode,
    taxRate: String(price.taxRateBasisPoints / 100),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const changed =
    draft.price !== String(price.price) ||
    draft.taxCode !== price.taxCode ||
    draft.taxRate !== String(price.taxRateBasisPoints / 100);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(draft.price);
    const rate = Number(draft.taxRate);
    const local: Record<string, string> = {};
    if (draft.price.trim() === '' || !Number.isFinite(amount) || amount < 1) {
      local.price = t('form.invalid.price');
    }
    if (draft.taxRate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 28) {
      local.taxRatePercent = t('form.invalid.rate');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const reply = await savePrice(price.key, {
        price: amount,
        taxCode: draft.taxCode,
        taxRatePercent: rate,
      });
      onSaved(reply.price);
      setDraft({
        price: String(reply.price.price),
        taxCode: reply.price.taxCode,
        taxRate: String(reply.price.taxRateBasisPoints / 100),
      });
      toast.success(reply.message);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error(catalogueFailure(error, t('errors.save')));
    } finally {
      setSaving(false);
    }
  }

  const input = (field: 'price' | 'taxCode' | 'taxRate', caption: string, label: string) => {
    const errorKey = field === 'taxRate' ? 'taxRatePercent' : field;
    const error = errors[errorKey];
    const id = `${price.key}-${field}`;
    return (
      <div className="min-w-0">
        <label htmlFor={id} className="mb-1 block font-semibold text-ink-700 text-xs">
          <span aria-hidden="true">{caption}</span>
          <span className="sr-only">{label}</span>
        </label>
        <input
          id={id}
          inputMode={field === 'taxCode' ? 'numeric' : 'decimal'}
          value={draft[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          className={`${fieldClasses.control(Boolean(error))} px-3 tabular-nums`}
        />
        {error ? (
          <p id={`${id}-error`} className={fieldClasses.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <li data-testid={`price-${price.key}`}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 p-3 md:grid-cols-[1fr_auto] md:items-end md:gap-4"
      >
        <p className="font-semibold text-ink-900 md:pb-3">{name}</p>
        <div className="grid grid-cols-[1fr_1fr_4.5rem] items-end gap-2 sm:grid-cols-[8rem_7rem_5rem_auto]">
          {input('price', t('prices.priceCaption'), t('prices.priceOf', { name }))}
          {input('taxCode', t('prices.taxCodeCaption'), t('prices.taxCodeOf', { name }))}
          {input('taxRate', t('prices.taxRateCaption'), t('prices.taxRateOf', { name }))}
          <Button
            type="submit"
            size="sm"
            className="col-span-3 min-h-11 sm:col-span-1"
            disabled={saving || !changed}
            aria-busy={saving}
            aria-label={`${t('prices.save')}: ${name}`}
          >
            {saving ? t('prices.saving') : t('prices.save')}
          </Button>
        </div>
      </form>
    </li>
  );
}
