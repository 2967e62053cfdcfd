import { Link } from '~/components/ui/localized-link';
import { AuthPageLayout } from '~/features/auth/components/auth-page-layout';
import { RegisterForm } from '~/features/auth/components/register-form';
import { GuestOnly } from '~/features/auth/components/route-guards';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta.register');
}

export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <GuestOnly>
      <AuthPageLayout
        title={t('auth.register.title')}
        intro={t('auth.register.intro')}
        footer={
          <>
            {t('auth.register.haveAccount')}{' '}
            <Link
              to="/login"
              className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
            >
              {t('auth.register.toLogin')}
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthPageLayout>
    </GuestOnly>
  );
}
