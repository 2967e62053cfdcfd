import { useCallback, useState } from 'react';

/** localStorage key of the admin sidebar's state (specification section 3, "Session"). */
const sidebarCollapsedKey = 'sidebarCollapsed';

/** Below this width the expanded sidebar lies over the page instead of pushing it aside. */
const wideScreenQuery = '(min-width: 768px)';

function readCollapsed(): boolean {
  try {
    const stored = window.localStorage.getItem(sidebarCollapsedKey);
    if (stored === 'true') return true;
    if (stored === 'false') return false;
  } catch {
    // Storage blocked: fall through to the default.
  }
  // No choice made yet: open on a wide screen, a rail of icons on a phone.
  return !window.matchMedia(wideScreenQuery).matches;
}

/**
 * The sidebar's collapsed flag, remembered in localStorage so it survives reloads. Only used
 * in the browser (admin pages are client-rendered behind RequireAdmin).
 */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(readCollapsed);
  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    try {
      window.localStorage.setItem(sidebarCollapsedKey, String(value));
    } catch {
      // The choice then lasts for this visit only.
    }
  }, []);
  return [collapsed, setCollapsed];
}
