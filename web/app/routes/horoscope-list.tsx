import { useLocation } from 'react-router';
import { smallCalculatorPath } from '~/features/calculators/small-calculators';
import { HoroscopeListPage } from '~/features/horoscope/components/horoscope-list-page';
import { horoscopeListMeta } from '~/features/horoscope/meta';
import { horoscopeKindFromPathname } from '~/features/horoscope/paths';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';

registerNamespace('horoscope');

/** /horoscope/{daily|weekly|weekly-love|yearly}-horoscope */
export const meta = (page: PageLocation) =>
  horoscopeListMeta(page, horoscopeKindFromPathname(page.location.pathname) ?? 'weekly');

export default function HoroscopeListRoute() {
  const { pathname } = useLocation();
  return (
    <HoroscopeListPage
      kind={horoscopeKindFromPathname(pathname) ?? 'weekly'}
      moonSignCalculatorPath={smallCalculatorPath('moonSign')}
    />
  );
}
