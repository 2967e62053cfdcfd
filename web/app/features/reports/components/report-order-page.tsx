import {
  type ReportPage,
  reportDelivery,
  reportPaths,
  reportProductsOfPage,
} from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import { FileTextIcon, LockIcon, MailIcon } from 'lucide-react';
import { ChartStyleToggle } from '~/components/birth-chart/chart-style';
import { BirthDetailsFields } from '~/components/birth-details/birth-details-fields';
import { LegalNote } from '~/components/legal/legal-note';
import { Button } from '~/components/ui/button';
import { CheckList } from '~/components/ui/check-list';
import { FormField, fieldClasses } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useReportOrder } from '../hooks/use-report-order';

const choiceClasses =
  'relative flex cursor-pointer gap-3 rounded-xl border border-ink-500/30 bg-white p-4 transition-colors hover:border-maroon-700/60 has-checked:border-maroon-700 has-checked:bg-cream-100 has-checked:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-600';
const legendClasses = 'mb-3 font-display text-2xl text-maroon-800';

/**
 * /reports/{report}/order (issue 18): the report's order form beside a summary of what is
 * bought. Prerendered as a shell; the buyer's name, e-mail and a draft kept while signing in are
 * filled in after hydration (hooks/use-report-order.ts).
 */
export function ReportOrderPage({ page }: { page: ReportPage }) {
  const { t } = useTranslation('reports-order');
  const { language: pageLanguage } = useLanguage();
  const order = useReportOrder(page);
  const chosen =
    order.products.find((product) => product.slug === order.product) ?? order.products[0];
  if (!chosen) return null;
  const price = formatPaise(chosen.pricePaise);
  const minutes = reportDelivery.emailedWithinMinutes;
  const busy = order.stage !== 'idle';
  const inside = t(`inside.${chosen.slug}`, {
    returnObjects: true,
    years: reportDelivery.kundliPredictionYears,
  }) as string[];
  const reportName = reportProductsOfPage(page)[0]?.name[pageLanguage] ?? '';

  return (
    <div className="bg-[linear-gradient(180deg,var(--color-cream-100),var(--color-cream-50)_40%)] px-4 py-10 sm:px-6 md:py-14">
      <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,0.6fr)] lg:gap-10">
        <section
          aria-labelledby="report-order-title"
          className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
        >
          <Link
            to={reportPaths[page]}
            className="font-semibold text-saffron-700 text-sm uppercase tracking-[0.14em] hover:underline [&:lang(hi)]:tracking-normal"
          >
            {t('eyebrow')}
          </Link>
          <h1
            id="report-order-title"
            className="mt-2 text-balance text-3xl text-maroon-800 sm:text-4xl"
          >
            {t('title', {
              report:
                order.products.length > 1
                  ? reportName.replace(/\s*\(.*\)$/, '')
                  : chosen.name[pageLanguage],
            })}
          </h1>
          <p className="mt-3 text-ink-700 leading-relaxed">{t('intro', { minutes })}</p>

          <form
            noValidate
            onSubmit={order.submit}
            className="mt-8 grid gap-10"
            aria-labelledby="report-order-title"
          >
            {order.products.length > 1 ? (
              <fieldset>
                <legend className={legendClasses}>{t('edition.legend')}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {order.products.map((product) => (
                    <label key={product.slug} className={choiceClasses}>
                      <input
                        type="radio"
                        name="edition"
                        value={product.slug}
                        checked={order.product === product.slug}
                        onChange={() => order.setProduct(product.slug)}
                        className="mt-1 size-5 shrink-0 accent-maroon-700"
                      />
                      <span className="grid gap-1">
                        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                          <span className="font-semibold text-ink-900">
                            {product.name[pageLanguage]}
                          </span>
                          <span className="font-semibold text-maroon-700 tabular-nums">
                            {formatPaise(product.pricePaise)}
                          </span>
                        </span>
                        <span className="text-ink-700 text-sm leading-snug">
                          {t(`edition.${product.slug as 'sade-sati-basic' | 'sade-sati-plus'}`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}

            {order.people.map((person, index) => (
              <div key={person.idPrefix} className="grid gap-4">
                <BirthDetailsFields
                  person={person}
                  legend={
                    order.couple
                      ? t(index === 0 ? 'people.boy' : 'people.girl')
                      : t('people.single')
                  }
                />
                <label className="flex cursor-pointer items-start gap-2.5 rounded-xl bg-cream-100 px-4 py-3 text-ink-700">
                  <input
                    type="checkbox"
                    name={`approximate-${index}`}
                    checked={order.approximate[index] ?? false}
                    onChange={(event) => order.setApproximateOf(index, event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-maroon-700"
                  />
                  <span>
                    <span className="font-semibold text-ink-900">{t('approximate.label')}</span>
                    <span className="block text-ink-500 text-sm">{t('approximate.hint')}</span>
                  </span>
                </label>
              </div>
            ))}

            <fieldset className="grid gap-5">
              <legend className={legendClasses}>{t('options.title')}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <fieldset>
                  <legend className={fieldClasses.label}>{t('options.language')}</legend>
                  <div className="inline-flex rounded-full border border-maroon-700/30 bg-white p-1 shadow-xs">
                    {(['en', 'hi'] as const).map((option) => (
                      <label
                        key={option}
                        lang={option}
                        className="relative cursor-pointer rounded-full px-4 py-1.5 font-semibold text-maroon-800 text-sm transition-colors has-checked:bg-maroon-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-600"
                      >
                        <input
                          type="radio"
                          name="language"
                          value={option}
                          checked={order.language === option}
                          onChange={() => order.setLanguage(option)}
                          className="sr-only"
                        />
                        {t(`languages.${option}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div>
                  <p aria-hidden="true" className="mb-1.5 font-semibold text-ink-700 text-sm">
                    {t('options.style')}
                  </p>
                  <ChartStyleToggle />
                  <p className="mt-1.5 text-ink-500 text-sm">{t('options.styleHint')}</p>
                </div>
              </div>
              <FormField
                id={order.emailId}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                label={t('email.label')}
                hint={t('email.hint')}
                value={order.email}
                error={order.emailError}
                onChange={(event) => order.setEmail(event.target.value)}
              />
            </fieldset>

            {order.signedIn ? (
              <div className="grid gap-3 border-gold-200 border-t pt-6">
                <Button
                  type="submit"
                  variant="primary"
                  size="lg"
                  aria-disabled={busy || undefined}
                  className="w-full sm:w-auto sm:justify-self-start"
                >
                  {busy ? (
                    <span
                      aria-hidden="true"
                      className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
                    />
                  ) : (
                    <LockIcon aria-hidden="true" className="size-5" />
                  )}
                  {order.stage === 'idle' ? t('pay', { price }) : t(`stage.${order.stage}`)}
                </Button>
                {order.engineFailed ? (
                  <p role="alert" className="font-semibold text-danger-600 text-sm">
                    {t('engineFailed')}
                  </p>
                ) : null}
                <LegalNote kind="purchase" />
              </div>
            ) : (
              <div
                data-testid="report-order-sign-in"
                className="grid gap-4 rounded-xl border border-saffron-300 bg-saffron-50 p-5"
              >
                <div>
                  <h2 className="font-sans font-semibold text-ink-900 text-lg">
                    {t('signIn.title')}
                  </h2>
                  <p className="mt-1 text-ink-700 text-sm leading-relaxed">{t('signIn.text')}</p>
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" variant="primary">
                    {t('signIn.login')}
                  </Button>
                  <Button variant="outline" onClick={() => order.leaveToSignIn('/register')}>
                    {t('signIn.register')}
                  </Button>
                </div>
              </div>
            )}
          </form>
        </section>

        <aside
          aria-labelledby="report-order-summary"
          className="grid gap-5 rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-6 lg:sticky lg:top-28"
        >
          <h2 id="report-order-summary" className="text-2xl text-maroon-800">
            {t('summary.title')}
          </h2>
          <dl className="flex items-baseline justify-between gap-4 border-gold-300 border-b pb-4">
            <dt className="font-semibold text-ink-900">{chosen.name[pageLanguage]}</dt>
            <dd className="font-display text-3xl text-maroon-700 tabular-nums">
              <span className="sr-only">{t('summary.price')}: </span>
              {price}
            </dd>
          </dl>
          <div>
            <h3 className="font-sans font-semibold text-ink-900">{t('summary.inside')}</h3>
            <CheckList items={inside} className="mt-3" />
          </div>
          <ul className="grid gap-2.5 border-gold-300 border-t pt-4 text-ink-700 text-sm">
            <li className="flex gap-2.5">
              <MailIcon aria-hidden="true" className="size-5 shrink-0 text-maroon-700" />
              {t('summary.delivery', { minutes })}
            </li>
            <li className="flex gap-2.5">
              <FileTextIcon aria-hidden="true" className="size-5 shrink-0 text-maroon-700" />
              {t('summary.pages', { pages: reportDelivery.minPages[chosen.slug] })}
            </li>
            <li className="flex gap-2.5">
              <LockIcon aria-hidden="true" className="size-5 shrink-0 text-maroon-700" />
              {t('summary.privacy')}
            </li>
          </ul>
        </aside>
      </div>
      {order.checkoutElement}
    </div>
  );
}
