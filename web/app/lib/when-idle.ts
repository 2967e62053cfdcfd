/**
 * Calls `callback` once the page has loaded and the browser is idle (a short timer where there is
 * no requestIdleCallback, as in Safari): for code the page does not need to show itself, but may
 * soon (decision 046).
 */
export function whenIdle(callback: () => void): void {
  const idle = () =>
    (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200)))(callback);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
