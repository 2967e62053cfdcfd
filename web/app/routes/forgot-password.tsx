import { Link } from '~/components/ui/localized-link';
import { AuthPageLayout } from '~/features/auth/components/auth-page-layout';
import { ForgotPasswordForm } from '~/features/auth/components/forgot-password-form';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta.forgotPassword');
}

/** "Forgot password?" from the login page: asks for a reset link by e-mail (issue 33). */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={
        <>
          {t('auth.forgot.remembered')}{' '}
          <Link
            to="/login"
            className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
          >
            {t('auth.forgot.toLogin')}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPageLayout>
  );
}
