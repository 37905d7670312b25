import { useEffect, useState } from 'react';
import { isAdminPath } from '../lib/admin-path';
import { useDictionary } from '../lib/i18n';
import { useRouterState } from '../lib/use-router-state';

// Spec §9: the indicator stays 300 ms after the route resolves.
const HIDE_DELAY_MS = 300;

/**
 * A thin bar at the top of the window while a page is loading (spec §2): the storefront's and the cabinet's
 * client navigations show it, the back office's do not (leaving it or going to it counts as the back office).
 */
export function NavigationProgress() {
  const t = useDictionary();
  const state = useRouterState();
  const navigation = state?.navigation;
  const admin =
    (state !== null && isAdminPath(state.location.pathname)) ||
    (navigation?.location !== undefined && isAdminPath(navigation.location.pathname));
  const busy = navigation !== undefined && navigation.state !== 'idle' && !admin;
  const [visible, setVisible] = useState(false);
  // Shown the moment navigation starts (adjusting state while rendering, not in an effect).
  if (busy && !visible) setVisible(true);

  useEffect(() => {
    if (busy || !visible) return;
    const timer = setTimeout(() => setVisible(false), HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy, visible]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t.a11y.loading}
      className="fixed inset-x-0 top-0 z-[60] h-1 bg-primary-100 dark:bg-primary-950"
    >
      <div
        className={`h-full origin-left bg-primary-600 dark:bg-primary-500 ${busy ? 'animate-progress' : 'scale-x-100 transition-transform duration-200'}`}
      />
    </div>
  );
}
