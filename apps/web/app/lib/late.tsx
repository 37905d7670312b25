/**
 * A part of the page hydrated after the rest (docs/decisions/006, issue 27): its code is not among the scripts
 * the page loads before it becomes interactive, and React hydrates it on its own once the code is there,
 * in place — the server's HTML stays as it is, nothing is drawn again. The server renders it at once
 * (`entry.server.tsx` hands the module over with `renderEagerly`), so it is in the HTML and works as HTML
 * (its forms post, its links go) until then, as it does without JavaScript.
 *
 * The code starts loading at the first of: the browser's first idle moment after the page hydrated, the
 * visitor's first touch, click, key or focus anywhere on the page, or a render after hydration (a client
 * navigation to a page with the part: the navigation waits for it, as for a route module, and shows the page
 * whole). The page's hydration mark (`html[data-hydrated]`, which tests and benchmarks wait for) is set once
 * every late part on it has hydrated too.
 *
 * In the browser the part is a `React.lazy` component inside a Suspense boundary whose promise stays pending
 * until the code is asked for: React leaves a boundary it cannot hydrate yet as the server wrote it, and
 * hydrates it when the promise settles.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

export interface Late<P extends object> {
  /** Renders the part (a Suspense boundary around it; no element of its own). */
  Part: ComponentType<P>;
  /** Makes the server render the part directly (entry.server.tsx, once). */
  renderEagerly: (part: ComponentType<P>) => void;
}

const starters = new Set<() => void>();
let pageHydrated = false;
let waiting = 0;
let onSettled: (() => void)[] = [];

function startAll() {
  for (const start of starters) start();
}

function settle() {
  if (waiting > 0) return;
  const callbacks = onSettled;
  onSettled = [];
  for (const callback of callbacks) callback();
}

export function late<P extends object>(module: () => Promise<{ default: ComponentType<P> }>): Late<P> {
  let eager: ComponentType<P> | null = null;
  let start: () => void = () => {};
  const asked = new Promise<void>((resolve) => (start = resolve));
  starters.add(start);
  // Defined after the page hydrated: its page's route module is loading for a client navigation, so the part's
  // code loads now, beside the page's data.
  if (pageHydrated) start();
  // The import starts when the code is asked for, whether or not React has rendered the part yet.
  const code = asked.then(module);
  const Lazy = lazy(() => code);

  function Part(props: P) {
    const state = useRef({ hydrated: false, waiting: false });
    // Rendered after the page hydrated (a client navigation): the code is needed now.
    if (pageHydrated) start();
    useEffect(() => {
      const current = state.current;
      if (current.hydrated) return;
      current.waiting = true;
      waiting += 1;
      return () => {
        if (!current.waiting) return;
        current.waiting = false;
        waiting -= 1;
        settle();
      };
    }, []);
    const hydrated = () => {
      const current = state.current;
      current.hydrated = true;
      if (!current.waiting) return;
      current.waiting = false;
      waiting -= 1;
      settle();
    };
    // Mounted after hydration, the part has no boundary of its own: a new boundary would show its empty
    // fallback, whereas the navigation (a transition) keeps the page it leaves until the code is there.
    const [afterHydration] = useState(() => pageHydrated);
    const Body = eager ?? Lazy;
    const body = (
      <>
        <Body {...props} />
        <Hydrated onHydrated={hydrated} />
      </>
    );
    return afterHydration ? body : <Suspense fallback={null}>{body}</Suspense>;
  }

  return {
    Part,
    renderEagerly: (part) => {
      eager = part;
    },
  };
}

/** Tells its part it has hydrated (its effects run only once the boundary has). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Called once by the root when the page has hydrated: late parts load at the first idle moment or the first
 * interaction, whichever comes first; `done` runs once every late part on the page has hydrated.
 */
export function afterHydration(done: () => void): void {
  pageHydrated = true;
  const interacted = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, interacted, true);
    startAll();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, interacted, { capture: true, passive: true });
  if ('requestIdleCallback' in window) window.requestIdleCallback(startAll, { timeout: 2_000 });
  else setTimeout(startAll, 200);
  onSettled.push(done);
  settle();
}
