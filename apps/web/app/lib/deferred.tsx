/**
 * A part of the page whose code the browser loads only when a visitor is about to use it (docs/decisions/006),
 * while the server renders it at once: `entry.server.tsx` hands the module over with `renderEagerly`, so the
 * part is in the HTML and works as HTML without JavaScript.
 *
 * Until the browser has the code, the part's element keeps the server's HTML as it is: React does not look
 * inside an element rendered with `dangerouslySetInnerHTML` when it hydrates (its links work as plain links
 * meanwhile). Once the code is there, the element is replaced by the part rendered by React. A Suspense
 * boundary left unhydrated would not do: React Router's every state change (a navigation, a fetcher) is a
 * transition, and a transition waits for such a boundary, so it would wait for the visitor's first use.
 */
import { useSyncExternalStore, type ComponentType, type HTMLAttributes } from 'react';

export interface Deferred<P extends object> {
  /** Renders the part inside a `<div>` with `attributes`. */
  Part: ComponentType<P & { attributes?: HTMLAttributes<HTMLDivElement> }>;
  /** Starts loading the part's code; later calls do nothing. */
  load: () => void;
  /** Makes the server render the part directly (entry.server.tsx, once). */
  renderEagerly: (part: ComponentType<P>) => void;
}

export function deferred<P extends object>(module: () => Promise<{ default: ComponentType<P> }>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;

  function load() {
    loading ??= module().then((found) => {
      loaded = found.default;
      for (const listener of listeners) listener();
    });
  }

  function Part({ attributes, ...props }: P & { attributes?: HTMLAttributes<HTMLDivElement> }) {
    const Body = useSyncExternalStore(subscribe, current, current);
    return Body ? (
      <div key="rendered" {...attributes}>
        <Body {...(props as P)} />
      </div>
    ) : (
      <div key="server" {...attributes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  }

  return {
    Part,
    load,
    renderEagerly: (part) => {
      loaded = part;
    },
  };
}
