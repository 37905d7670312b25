/**
 * The popup dialog (spec §2, §4): the overlay with the open register, login or reset popup. Its own
 * module so that pages load it only when a popup opens (see popup-layout.tsx).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { X } from '../components/icons/x';
import { AuthPopupBody } from '../features/accounts/auth-popups';
import { type PopupKey, useDictionary } from '../lib/i18n';

/** The location with `?popup=` set to `popup`, or removed when null. */
function usePopupHref(popup: PopupKey | null) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (popup) params.set('popup', popup);
  else params.delete('popup');
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '' };
}

/** The modal dialog of `popup`: focus kept inside, Escape and the backdrop close it (Back too). */
export default function PopupDialog({ popup }: { popup: PopupKey }) {
  const t = useDictionary();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const closeHref = usePopupHref(null);
  const loginHref = usePopupHref('login');
  const registerHref = usePopupHref('register');
  const resetHref = usePopupHref('reset');
  const text = t.popups[popup];

  // Focus moves into the dialog when it opens (and when one popup replaces another).
  useEffect(() => {
    dialog.current?.focus();
  }, [popup]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      navigate(closeHref, { preventScrollReset: true });
      return;
    }
    // Keep Tab inside the dialog while it is open.
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-gray-950/50 p-0 backdrop-blur-sm sm:items-center sm:p-4">
      <Link to={closeHref} preventScrollReset tabIndex={-1} aria-hidden className="absolute inset-0 cursor-default" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="popup-title"
        aria-describedby="popup-description"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-dvh w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:rounded-2xl dark:bg-gray-900"
      >
        <Link
          to={closeHref}
          preventScrollReset
          aria-label={t.popups.close}
          title={t.popups.close}
          className="icon-button absolute top-3 right-3"
        >
          <X aria-hidden className="size-5" />
        </Link>
        <h2 id="popup-title" className="pr-10 text-xl font-semibold text-gray-900 dark:text-white">
          {text.title}
        </h2>
        <p id="popup-description" className="mt-2 text-gray-600 dark:text-gray-300">
          {text.description}
        </p>
        <div className="mt-5">
          <AuthPopupBody popup={popup} />
        </div>
        <ul className="mt-5 space-y-2 border-t border-gray-100 pt-4 text-sm dark:border-gray-800">
          {popup !== 'register' && (
            <li>
              <Link to={registerHref} preventScrollReset className="text-link">
                {t.popups.toRegister}
              </Link>
            </li>
          )}
          {popup !== 'login' && (
            <li>
              <Link to={loginHref} preventScrollReset className="text-link">
                {t.popups.toLogin}
              </Link>
            </li>
          )}
          {popup === 'login' && (
            <li>
              <Link to={resetHref} preventScrollReset className="text-link">
                {t.popups.toReset}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
