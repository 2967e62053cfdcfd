import { Link } from '~/components/ui/localized-link';
import { AuthPageLayout } from '~/features/auth/components/auth-page-layout';
import { LoginForm } from '~/features/auth/components/login-form';
import { GuestOnly } from '~/features/auth/components/route-guards';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta.login');
}

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <GuestOnly>
      <AuthPageLayout
        title={t('auth.login.title')}
        intro={t('auth.login.intro')}
        footer={
          <>
            {t('auth.login.noAccount')}{' '}
            <Link
              to="/register"
              className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
            >
              {t('auth.login.toRegister')}
            </Link>
          </>
        }
      >
        <LoginForm />
      </AuthPageLayout>
    </GuestOnly>
  );
}
