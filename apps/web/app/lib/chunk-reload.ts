/**
 * A code chunk that fails to load (its file gone after a deploy) reloads the page once, to the page the
 * visitor was going to (spec §8, §9; docs/decisions/011). A second failure within 10 s of that reload does
 * not reload again, so a chunk that stays missing can never make the page loop.
 *
 * Two ways a chunk fails: a lazily loaded component (popups, toasts, the error page) through Vite's
 * `vite:preloadError`; a route module during a client navigation, which React Router answers with
 * `location.reload()` of the page being left — the Navigation API's `navigate` event turns that reload
 * into a load of the intended page (a browser without that API keeps React Router's reload).
 */

const GUARD_KEY = 'polotno:chunk-reload';
// Spec §9: the reload guard is 10 s.
export const RELOAD_GUARD_MS = 10_000;

let navigationTarget: string | null = null;

/** Where the client navigation under way is going (path, search and hash), or null when none is. */
export function setNavigationTarget(href: string | null): void {
  navigationTarget = href;
}

/** Whether a reload may happen at `now` when the last one was stamped `stamp` (null: never). */
export function mayReload(stamp: string | null, now: number): boolean {
  if (stamp === null) return true;
  const at = Number(stamp);
  return !Number.isFinite(at) || now - at < 0 || now - at >= RELOAD_GUARD_MS;
}

/** Stamps a reload now unless one was stamped in the last 10 s; false when the guard holds. */
function takeReload(): boolean {
  try {
    const now = Date.now();
    if (!mayReload(sessionStorage.getItem(GUARD_KEY), now)) return false;
    sessionStorage.setItem(GUARD_KEY, String(now));
    return true;
  } catch {
    // Storage blocked: no guard can be kept, so no reload either.
    return false;
  }
}

function currentHref(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

interface NavigateEventLike extends Event {
  navigationType: string;
}

/** Listens for failed chunks; called once by the browser entry before hydration. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!takeReload()) return;
    // Prevented, the failed import resolves to nothing while the new document loads; otherwise it throws.
    event.preventDefault();
    window.location.assign(navigationTarget ?? currentHref());
  });
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const { navigationType } = event as NavigateEventLike;
    // Only a script's reload in the middle of a client navigation: React Router's answer to a failed
    // route module. The browser's own reload button is not cancelable.
    const target = navigationTarget;
    if (navigationType !== 'reload' || !event.cancelable || target === null || !takeReload()) return;
    event.preventDefault();
    // After this event is done: a navigation started inside the handler could be cancelled with it.
    setTimeout(() => window.location.assign(target), 0);
  });
}
