import { CircleAlert } from './icons/circle-alert';
import { CircleCheck } from './icons/circle-check';
import { Info } from './icons/info';
import { X } from './icons/x';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, type Toast } from '../lib/toast';
import { useDictionary } from '../lib/i18n';

// Spec §9: a toast closes after 5000 ms; hovering or focusing it pauses the countdown.
const TOAST_DURATION_MS = 5_000;

const STYLE = {
  info: { icon: Info, className: 'text-gray-500 dark:text-gray-400' },
  success: { icon: CircleCheck, className: 'text-primary-600 dark:text-primary-400' },
  error: { icon: CircleAlert, className: 'text-red-600 dark:text-red-400' },
} as const;

/** One toast: its icon, message and close button; it closes itself when its time is up. */
export default function ToastItem({ toast }: { toast: Toast }) {
  const t = useDictionary();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const { icon: Icon, className } = STYLE[toast.kind];
  return (
    <li
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-900 shadow-lg motion-safe:animate-toast-in dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${className}`} />
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t.popups.close}
        className="-m-1 rounded-md p-1 text-gray-400 hover:text-gray-700 dark:hover:text-gray-200"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
