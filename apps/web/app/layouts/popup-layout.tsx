/**
 * The popup layout (spec §2, §4): the overlay that holds the register, login and reset popups. Which
 * popup is open is the URL's `?popup=` parameter, so the server renders it, Back closes it, and a link can
 * open it. The forms and their steps are in `features/accounts/auth-popups.tsx`.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { PopupKey } from '../lib/i18n';

type Dialog = ComponentType<{ popup: PopupKey }>;

// The browser loads the dialog's code only when a popup is open (docs/decisions/006).
let loaded: Dialog | null = null;
const load = () =>
  import('./popup-dialog').then((module) => {
    loaded = module.default;
    return module;
  });
const LazyPopupDialog = lazy(load);

/**
 * Loads the dialog before hydration when the page opened with a popup (entry.client.tsx), so the popup
 * hydrates with the page instead of after it: its phone mask works from the first keystroke.
 */
export async function preloadPopupDialog(search: string): Promise<void> {
  if (new URLSearchParams(search).has('popup')) await load();
}

/**
 * The server renders the dialog in its first pass instead (entry.server.tsx calls this once), so the popup
 * is in the HTML even when JavaScript never runs. A static import here would put it back into every page.
 */
export function renderPopupDialogEagerly(dialog: Dialog): void {
  loaded = dialog;
}

function PopupDialog(props: { popup: PopupKey }) {
  const Dialog = loaded ?? LazyPopupDialog;
  return <Dialog {...props} />;
}

const POPUPS: readonly PopupKey[] = ['login', 'register', 'reset'];

/** The `?popup=` value when it names a popup, else null. */
export function usePopup(): PopupKey | null {
  const [params] = useSearchParams();
  const value = params.get('popup');
  return POPUPS.find((popup) => popup === value) ?? null;
}

/**
 * Renders the open popup, if any, as a modal dialog above the page. The server renders the dialog at
 * once (it is in the HTML, so it works without JavaScript); the browser loads its code only when a popup
 * is open, and until then React keeps the server's HTML of the boundary (docs/decisions/006).
 */
export function PopupLayout() {
  const popup = usePopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} />
    </Suspense>
  );
}
