import { useRecentLinks } from '~/components/birth-details/recent-links';
import { useBirthCalculation } from './use-birth-calculation';

/** Where the kundli page remembers the visitor's last charts (docs/decisions/028). */
const recentChartsKey = 'recent-charts';

/**
 * The kundli page's state: the birth-details form, the computation in the browser, the result,
 * the link that recomputes it (the birth details in the address's fragment, kept up to date with
 * the chart on screen) and the recent charts remembered on the device.
 *
 * A fragment in the address (a shared link, a reload, a recent chart opened, the language switch)
 * fills the form and computes its chart.
 */
export function useKundli() {
  const recent = useRecentLinks(recentChartsKey);
  const { person, result, status, submit, go } = useBirthCalculation('kundli', recent.remember);

  /** Opens a remembered chart (its fragment goes into the address, which computes it). */
  const open = (fragment: string) => go(fragment);

  /** Forgets a remembered chart; the address no longer holds it either. */
  const forget = (fragment: string) => {
    recent.forget(fragment);
    if (window.location.hash.slice(1) === fragment) go('', { replace: true });
  };

  const forgetAll = () => {
    recent.forgetAll();
    if (window.location.hash !== '') go('', { replace: true });
  };

  return {
    person,
    kundli: result,
    status,
    submit,
    recent: { links: recent.links, open, forget, forgetAll },
  };
}
