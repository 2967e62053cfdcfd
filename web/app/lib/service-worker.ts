/**
 * Registers the service worker (/sw.js, written by scripts/offline-app.mjs; docs/decisions/045)
 * once the page has loaded and the browser is idle, so it costs the first load nothing. Only a
 * production build has the worker; the prerender never runs effects.
 */
export function registerServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('Service worker not registered', error);
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
