import { Link } from '~/components/ui/localized-link';
import { AuthPageLayout } from '~/features/auth/components/auth-page-layout';
import { ConfirmEmailPanel } from '~/features/auth/components/confirm-email-panel';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta.confirmEmail', 'common', { noindex: true });
}

/**
 * The page of the link mailed to a new e-mail address (`/confirm-email?token=`): prerendered as
 * a shell; the address is confirmed when the visitor presses the button (docs/decisions/038).
 */
export default function ConfirmEmailRoute() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout
      title={t('auth.confirmEmail.title')}
      intro={t('auth.confirmEmail.intro')}
      footer={
        <Link
          to="/login"
          className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
        >
          {t('auth.confirmEmail.toLogin')}
        </Link>
      }
    >
      <ConfirmEmailPanel />
    </AuthPageLayout>
  );
}
