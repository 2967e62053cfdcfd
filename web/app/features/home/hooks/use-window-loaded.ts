import { useEffect, useState } from 'react';

/**
 * False until the page's load event (the first paint's resources, above all the banner picture,
 * have arrived), then true. Decorative pictures wait for it so they never compete with the
 * banner for a phone's bandwidth; the prerendered HTML renders them as empty frames.
 */
export function useWindowLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
