/**
 * Toast notifications (spec §2): `toast("Сохранено")` from any event handler shows a message in the
 * bottom-right region. Kept in a tiny store of our own rather than a library: it takes a few lines, and a
 * library's code would be loaded by every page (docs/decisions/006). The page's CSP would not stop a
 * library's injected `<style>`: it allows inline styles (`style-src 'self' 'unsafe-inline'`, `pageCsp` in
 * apps/api/src/plugins/security-headers.ts).
 */
import { useSyncExternalStore } from 'react';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

const NONE: readonly Toast[] = [];
let toasts: readonly Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows `message` for 5 s. Browser only: on the server there is no one to show it to. */
export function toast(message: string, kind: ToastKind = 'info'): void {
  if (typeof document === 'undefined') return;
  publish([...toasts, { id: nextId++, message, kind }]);
}

/** Removes a toast before its time is up. */
export function dismissToast(id: number): void {
  publish(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
}

/**
 * The "saved" notices in route data keyed by route id: each route's answer with a `notice` (the form
 * kit's and the ordering forms' shape) or a `saved` text (older forms), unless it also carries an error.
 */
export function saveNotices(data: Record<string, unknown> | null | undefined): string[] {
  const notices: string[] = [];
  for (const value of Object.values(data ?? {})) {
    if (typeof value !== 'object' || value === null) continue;
    const answer = value as { ok?: unknown; error?: unknown; notice?: unknown; saved?: unknown };
    if (answer.ok === false || (typeof answer.error === 'string' && answer.error !== '')) continue;
    const notice = typeof answer.notice === 'string' ? answer.notice : answer.saved;
    if (typeof notice === 'string' && notice !== '' && !notices.includes(notice)) notices.push(notice);
  }
  return notices;
}
