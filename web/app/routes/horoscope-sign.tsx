import { findZodiacSign } from '@app/contract/zodiac';
import { useLocation, useParams } from 'react-router';
import { Navigate } from '~/components/ui/localized-link';
import { smallCalculatorPath } from '~/features/calculators/small-calculators';
import { HoroscopeSignPage } from '~/features/horoscope/components/horoscope-sign-page';
import { horoscopeSignMeta } from '~/features/horoscope/meta';
import { horoscopeKindFromPathname, horoscopeUnknownSignPath } from '~/features/horoscope/paths';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';

registerNamespace('horoscope');

/** /horoscope/{daily|weekly|weekly-love|yearly}-horoscope/{sign} */
export const meta = (page: PageLocation & { params: { sign?: string } }) =>
  horoscopeSignMeta(
    page,
    horoscopeKindFromPathname(page.location.pathname) ?? 'weekly',
    page.params.sign,
  );

export default function HoroscopeSignRoute() {
  const { pathname } = useLocation();
  const kind = horoscopeKindFromPathname(pathname) ?? 'weekly';
  const sign = findZodiacSign(useParams().sign);
  // Specification: "An unknown sign falls back to aries and redirects to a list path: /weekly,
  // /weekly-love-horoscope or /yearly" (a daily page: the daily grid). Read sensibly: an unknown
  // sign never shows a reading (not even aries' under a wrong address); the visitor is sent,
  // replacing the bad address in the history, to that list path, which lands on this kind's
  // grid of twelve signs to choose from. Aries is only the selector's default, and the grid puts
  // it first.
  if (!sign) return <Navigate to={horoscopeUnknownSignPath(kind)} replace />;
  return (
    <HoroscopeSignPage
      key={sign.name}
      kind={kind}
      sign={sign}
      moonSignCalculatorPath={smallCalculatorPath('moonSign')}
    />
  );
}
