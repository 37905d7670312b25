/**
 * Light, dark or system colour mode (spec §4), kept in localStorage. The inline script applies it before
 * the first paint so a dark-mode visitor never sees a white flash; the hook keeps it in sync afterwards.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODES: readonly ColorMode[] = ['system', 'light', 'dark'];

const KEY = 'color-mode';
const CHANGE = 'color-mode-change';

/** Runs inline in `<head>` (with the CSP nonce); keep it tiny and free of imports. */
export const colorModeScript = `(function(){try{var m=localStorage.getItem('${KEY}');var d=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`;

function readMode(): ColorMode {
  const stored = localStorage.getItem(KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function applyMode(mode: ColorMode) {
  const dark = mode === 'dark' || (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

function subscribe(onChange: () => void) {
  const media = matchMedia('(prefers-color-scheme: dark)');
  const sync = () => {
    applyMode(readMode());
    onChange();
  };
  // Another tab, the operating system, or this tab's switch.
  window.addEventListener('storage', sync);
  window.addEventListener(CHANGE, sync);
  media.addEventListener('change', sync);
  return () => {
    window.removeEventListener('storage', sync);
    window.removeEventListener(CHANGE, sync);
    media.removeEventListener('change', sync);
  };
}

/** The chosen mode (null while server-rendering, where it is unknown) and a setter that stores it. */
export function useColorMode(): [ColorMode | null, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore<ColorMode | null>(subscribe, readMode, () => null);
  const setMode = useCallback((next: ColorMode) => {
    if (next === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
    window.dispatchEvent(new Event(CHANGE));
  }, []);
  return [mode, setMode];
}
