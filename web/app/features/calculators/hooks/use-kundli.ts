import { useRecentLinks } from '~/components/birth-details/recent-links';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { computeKundli } from '../kundli';
import { useBirthCalculation } from './use-birth-calculation';

/** Where the kundli page remembers the visitor's last charts (docs/decisions/028). */
const recentChartsKey = 'recent-charts';

/**
 * The kundli page's state: the birth-details form, the chart computed in the browser and kept
 * in the address (useBirthCalculation), and the recent charts remembered on the device.
 */
export function useKundli() {
  const recent = useRecentLinks(recentChartsKey);
  const navigate = useLocalizedNavigate();
  const { person, result, status, submit } = useBirthCalculation({
    name: 'kundli',
    calculate: computeKundli,
    onComputed: recent.remember,
  });

  /** Opens a remembered chart (its fragment goes into the address, which computes it). */
  const open = (fragment: string) =>
    void navigate({ hash: fragment }, { preventScrollReset: true });

  /** Forgets a remembered chart; the address no longer holds it either. */
  const forget = (fragment: string) => {
    recent.forget(fragment);
    if (window.location.hash.slice(1) === fragment) {
      void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
    }
  };

  const forgetAll = () => {
    recent.forgetAll();
    if (window.location.hash !== '') {
      void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
    }
  };

  return {
    person,
    kundli: result,
    status,
    submit,
    recent: { links: recent.links, open, forget, forgetAll },
  };
}
