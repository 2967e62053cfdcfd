import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page's load event (the first paint's resources, above all the banner picture,
 * have arrived), then true. Decorative pictures wait for it so they never compete with the
 * banner for a phone's bandwidth; the prerendered HTML renders them as empty frames.
 * The switch is a transition: several sections re-render with their pictures at once, and a
 * transition lets React do that in short tasks instead of one long one right after hydration.
 */
export function useWindowLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onLoad = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      onLoad();
      return;
    }
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
