import { ButtonLink } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.notFound', 'admin', { brandSuffix: false, noindex: true });

/** Any other address under /admin: a not-found page inside the admin layout (status 404). */
export default function AdminNotFoundRoute() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="font-display text-6xl text-maroon-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-ink-700">{t('notFound.text')}</p>
      <ButtonLink to="/admin/dashboard" className="mt-8">
        {t('notFound.dashboard')}
      </ButtonLink>
    </section>
  );
}
