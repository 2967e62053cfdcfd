import { Link } from '~/components/ui/localized-link';
import { AuthPageLayout } from '~/features/auth/components/auth-page-layout';
import { ResetPasswordForm } from '~/features/auth/components/reset-password-form';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta.resetPassword', 'common', { noindex: true });
}

/**
 * The page of the mailed reset link (`/reset-password?token=`, `/hi/...` in Hindi): prerendered
 * as a shell; the token is read after hydration (docs/decisions/038).
 */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={
        <>
          {t('auth.reset.remembered')}{' '}
          <Link
            to="/login"
            className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
          >
            {t('auth.forgot.toLogin')}
          </Link>
        </>
      }
    >
      <ResetPasswordForm />
    </AuthPageLayout>
  );
}
