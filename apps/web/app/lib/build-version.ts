/**
 * The hourly check for a new build (spec §4, §9; docs/decisions/011). The page knows the build it came
 * from (React Router's manifest version, in every page); the server answers the build it serves at
 * `/version.json`. Once they differ, the page's next client navigation becomes a full page load
 * (`components/build-watch.tsx`), so the visitor gets the new code without losing anything on screen.
 */

// Spec §9: the version check runs once an hour.
export const VERSION_CHECK_MS = 60 * 60 * 1000;

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

let newBuildSeen = false;

/** Whether a check found that the server now serves another build than the one this page runs. */
export function newBuildAvailable(): boolean {
  return newBuildSeen;
}

/** Whether the answer of `/version.json` names a build other than `pageVersion` (an odd answer is no news). */
export function isNewBuild(pageVersion: string | undefined, answer: unknown): boolean {
  if (!pageVersion || typeof answer !== 'object' || answer === null) return false;
  const served = (answer as { version?: unknown }).version;
  return typeof served === 'string' && served !== '' && served !== pageVersion;
}

/** Whether a check is due at `now` when the last one ran at `lastAt` (a tab coming back from sleep). */
export function isCheckDue(lastAt: number, now: number): boolean {
  return now - lastAt >= VERSION_CHECK_MS;
}

async function checkVersion(): Promise<void> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`/version.json answered ${response.status}`);
    if (isNewBuild(window.__reactRouterManifest?.version, await response.json())) newBuildSeen = true;
  } catch (error) {
    // Spec §8: a failed check is only logged; the next one comes in an hour.
    console.warn('build version check failed', error);
  }
}

/** Checks every hour, and when a hidden tab comes back after an hour or more; returns the stop. */
export function startVersionChecks(): () => void {
  // Vite's dev server has no build to compare with.
  if (import.meta.env.DEV) return () => {};
  let lastAt = Date.now();
  const check = () => {
    lastAt = Date.now();
    void checkVersion();
  };
  const timer = setInterval(check, VERSION_CHECK_MS);
  // Timers of a sleeping laptop or a background tab may not fire on time.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && isCheckDue(lastAt, Date.now())) check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
