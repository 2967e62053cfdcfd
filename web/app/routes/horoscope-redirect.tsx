import { languageOfPath, localizedPath } from '@app/contract/web-routes';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { redirect, useLocation, useParams } from 'react-router';
import { Link } from '~/components/ui/localized-link';
import { horoscopeAliasTarget } from '~/features/horoscope/paths';
import { registerNamespace, useTranslation } from '~/lib/i18n';

registerNamespace('horoscope');

/**
 * The specification's alias paths: /weekly, /weekly-love-horoscope and /yearly (the list paths of
 * the unknown-sign rule) and /weekly-love-horoscope/{sign} (where the love page's selector goes).
 * Each redirects to its page under /horoscope/.
 *
 * - `loader` runs only at build time (ssr: false): prerendering a redirect writes a small HTML
 *   page with a zero-delay meta refresh (status 301), so a direct visit lands at once, even
 *   without JavaScript; search engines treat it as a permanent redirect.
 * - `clientLoader` handles navigations inside the app without fetching anything.
 */
function target(request: Request, sign: string | undefined): string {
  const { pathname } = new URL(request.url);
  return localizedPath(horoscopeAliasTarget(pathname, sign), languageOfPath(pathname));
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return redirect(target(request, params.sign), 301);
}

export function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  return redirect(target(request, params.sign), 301);
}

/** Shown only if a loader has not redirected yet: a plain link to the target. */
export default function HoroscopeRedirectRoute() {
  const { t } = useTranslation('horoscope');
  const { pathname } = useLocation();
  const to = horoscopeAliasTarget(pathname, useParams().sign);
  return (
    <p className="px-4 py-16 text-center">
      <Link to={to} replace className="font-semibold text-maroon-700 underline">
        {t('redirecting')}
      </Link>
    </p>
  );
}
