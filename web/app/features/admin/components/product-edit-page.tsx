import { productImageWidths } from '@app/contract/catalogue';
import type { AdminProduct } from '@app/contract/live-catalogue';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField, fieldClasses } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { Picture } from '~/components/ui/picture';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import {
  fetchAdminProduct,
  saveProduct,
  uploadProductPicture,
  useAdminCatalogue,
} from '../api/catalogue';
import { catalogueFailure, fieldErrorsOf } from './catalogue-page';
import { LoadFailed } from './load-failed';

type Draft = {
  nameEn: string;
  nameHi: string;
  descriptionEn: string;
  descriptionHi: string;
  price: string;
  stock: string;
  onSale: boolean;
  taxCode: string;
  taxRate: string;
};

const draftOf = (product: AdminProduct): Draft => ({
  nameEn: product.name.en,
  nameHi: product.name.hi,
  descriptionEn: product.description.en,
  descriptionHi: product.description.hi,
  price: String(product.price),
  stock: String(product.stock),
  onSale: product.onSale,
  taxCode: product.taxCode,
  taxRate: String(product.taxRateBasisPoints / 100),
});

/**
 * /admin/catalogue/{id} (issue 34, decision 042): one product's names and descriptions in both
 * languages, price, stock, whether it is on sale, its tax code and rate, and its picture. The
 * server checks everything and names each wrong field, shown beside it.
 */
export function ProductEditPage({ productId }: { productId: string | undefined }) {
  const { t } = useTranslation('admin-catalogue');
  const { state, reload, update } = useAdminCatalogue();
  const product =
    state.kind === 'ready'
      ? state.data.products.find((item) => String(item.id) === productId)
      : undefined;
  const replace = (saved: AdminProduct) =>
    update((data) => ({
      ...data,
      products: data.products.map((item) => (item.id === saved.id ? saved : item)),
    }));
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/admin/catalogue"
        className="inline-flex min-h-11 items-center font-semibold text-maroon-700 hover:underline"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {t('form.back')}
      </Link>
      {state.kind === 'loading' && (
        <SkeletonGroup label={t('loading')} className="mt-4 space-y-4 rounded-2xl bg-white p-5">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-24 w-full" />
          ))}
        </SkeletonGroup>
      )}
      {state.kind === 'failed' && (
        <div className="mt-4">
          <LoadFailed
            message={catalogueFailure(state.error, t('errors.load'))}
            retryLabel={t('retry')}
            onRetry={reload}
          />
        </div>
      )}
      {state.kind === 'ready' && !product && (
        <p role="alert" className="mt-6 rounded-2xl bg-white p-5 font-semibold text-ink-900">
          {t('form.notFound')}
        </p>
      )}
      {product && (
        <>
          <ProductForm key={product.id} product={product} onSaved={replace} />
          <PictureUpload product={product} onSaved={replace} />
        </>
      )}
    </div>
  );
}

function ProductForm({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const { language } = useLanguage();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'failed'; message: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const onSaleId = useId();

  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setOutcome(null);
  };

  /** What the browser can tell at once; the server checks everything again. */
  function checkLocally(): Record<string, string> {
    const found: Record<string, string> = {};
    const price = Number(draft.price);
    if (draft.price.trim() === '' || !Number.isFinite(price) || price < 1) {
      found.price = t('form.invalid.price');
    }
    const stock = Number(draft.stock);
    if (draft.stock.trim() === '' || !Number.isInteger(stock) || stock < 0) {
      found.stock = t('form.invalid.stock');
    }
    const rate = Number(draft.taxRate);
    if (draft.taxRate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 28) {
      found.taxRatePercent = t('form.invalid.rate');
    }
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const local = checkLocally();
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setOutcome({ kind: 'failed', message: t('form.fixFields') });
      requestAnimationFrame(() => outcomeRef.current?.focus());
      return;
    }
    setSaving(true);
    try {
      const reply = await saveProduct(product.id, {
        nameEn: draft.nameEn,
        nameHi: draft.nameHi,
        descriptionEn: draft.descriptionEn,
        descriptionHi: draft.descriptionHi,
        price: Number(draft.price),
        stock: Number(draft.stock),
        // The count this form showed: an untouched stock keeps the sales made meanwhile.
        stockWas: product.stock,
        onSale: draft.onSale,
        taxCode: draft.taxCode,
        taxRatePercent: Number(draft.taxRate),
      });
      setErrors({});
      // What the server stored (a tax code's spacing normalised, 851.0 as 851).
      setDraft(draftOf(reply.product));
      setOutcome({ kind: 'saved', message: reply.message });
      toast.success(reply.message);
      onSaved(reply.product);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The stock changed meanwhile (an order came in): the form keeps what was typed and
        // learns today's count, so saving again compares with it.
        const current = await fetchAdminProduct(product.id).catch(() => undefined);
        if (current) onSaved(current);
      }
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      const message =
        Object.keys(fieldErrors).length > 0
          ? t('form.fixFields')
          : catalogueFailure(error, t('errors.save'));
      setOutcome({ kind: 'failed', message });
      toast.error(message);
    } finally {
      setSaving(false);
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  const text = (field: 'nameEn' | 'nameHi', lang: 'en' | 'hi') => (
    <FormField
      label={t(`form.${field}`)}
      name={field}
      lang={lang}
      value={draft[field]}
      maxLength={100}
      onChange={(event) => set(field, event.target.value)}
      error={errors[field]}
    />
  );
  const description = (field: 'descriptionEn' | 'descriptionHi', lang: 'en' | 'hi') => (
    <FormField
      as="textarea"
      label={t(`form.${field}`)}
      name={field}
      lang={lang}
      rows={3}
      maxLength={600}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errors[field]}
      hint={t('form.descriptionHint')}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-6">
      <h1 className="font-display text-3xl text-maroon-800">
        {t('form.heading', { name: product.name[language] })}
      </h1>
      <fieldset className="space-y-4 rounded-2xl border border-maroon-100 bg-white p-5">
        <legend className="px-1 font-semibold text-ink-900 text-lg">
          {t('form.namesHeading')}
        </legend>
        <div className="grid gap-4 md:grid-cols-2">
          {text('nameEn', 'en')}
          {text('nameHi', 'hi')}
          {description('descriptionEn', 'en')}
          {description('descriptionHi', 'hi')}
        </div>
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-maroon-100 bg-white p-5">
        <legend className="px-1 font-semibold text-ink-900 text-lg">{t('form.saleHeading')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('form.price')}
            name="price"
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => set('price', event.target.value)}
            error={errors.price}
            hint={t('form.priceHint')}
          />
          <FormField
            label={t('form.stock')}
            name="stock"
            inputMode="numeric"
            value={draft.stock}
            onChange={(event) => set('stock', event.target.value)}
            error={errors.stock}
            hint={t('form.stockHint')}
          />
        </div>
        <div className="flex items-start gap-3">
          <input
            id={onSaleId}
            type="checkbox"
            checked={draft.onSale}
            onChange={(event) => set('onSale', event.target.checked)}
            aria-describedby={`${onSaleId}-hint`}
            className="mt-1 size-5 accent-maroon-700"
          />
          <div>
            <label htmlFor={onSaleId} className="font-semibold text-ink-900">
              {t('form.onSale')}
            </label>
            <p id={`${onSaleId}-hint`} className={fieldClasses.hint}>
              {t('form.onSaleHint')}
            </p>
          </div>
        </div>
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-maroon-100 bg-white p-5">
        <legend className="px-1 font-semibold text-ink-900 text-lg">{t('form.taxHeading')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('form.taxCode')}
            name="taxCode"
            inputMode="numeric"
            value={draft.taxCode}
            onChange={(event) => set('taxCode', event.target.value)}
            error={errors.taxCode}
          />
          <FormField
            label={t('form.taxRate')}
            name="taxRate"
            inputMode="decimal"
            value={draft.taxRate}
            onChange={(event) => set('taxRate', event.target.value)}
            error={errors.taxRatePercent}
          />
        </div>
        <p className={fieldClasses.hint}>{t('form.taxHint')}</p>
      </fieldset>
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className="outline-none"
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
      >
        {outcome ? (
          <p
            className={`font-semibold ${outcome.kind === 'saved' ? 'text-success-600' : 'text-danger-600'}`}
          >
            {outcome.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}

function PictureUpload({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const reply = await uploadProductPicture(product.id, file);
      toast.success(reply.message);
      setFile(null);
      // The picture is in; the chooser is ready for another.
      if (input.current) input.current.value = '';
      onSaved(reply.product);
    } catch (failure) {
      const message = catalogueFailure(failure, t('errors.save'));
      setError(message);
      toast.error(message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${inputId}-heading`}
      className="mt-8 mb-10 rounded-2xl border border-maroon-100 bg-white p-5"
    >
      <h2 id={`${inputId}-heading`} className="font-semibold text-ink-900 text-lg">
        {t('picture.heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-5">
        <figure>
          <Picture
            file={{ path: product.image, widths: productImageWidths, width: 480, height: 480 }}
            alt={t('picture.current')}
            sizes="10rem"
            className="size-40 rounded-xl object-cover"
          />
        </figure>
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={inputId} className={fieldClasses.label}>
            {t('picture.choose')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className="block w-full text-ink-900 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-maroon-50 file:px-4 file:font-semibold file:text-maroon-800"
          />
          <p id={`${inputId}-hint`} className={fieldClasses.hint}>
            {t('picture.hint')}
          </p>
          {error ? (
            <p id={`${inputId}-error`} role="alert" className={fieldClasses.error}>
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" className="mt-3" disabled={!file || uploading}>
            {uploading ? t('picture.uploading') : t('picture.upload')}
          </Button>
        </div>
      </div>
    </form>
  );
}
