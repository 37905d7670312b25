import { lazy, Suspense } from 'react';
import { useToasts } from '../lib/toast';
import { useDictionary } from '../lib/i18n';

// A toast's code loads with the first toast: most pages never show one (docs/decisions/006).
const ToastItem = lazy(() => import('./toast-item'));

/** The bottom-right live region where toasts appear. */
export function ToastRegion() {
  const t = useDictionary();
  const toasts = useToasts();
  return (
    <section
      aria-label={t.a11y.notifications}
      className="pointer-events-none fixed right-4 bottom-4 z-[80] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      <ol aria-live="polite" className="flex flex-col gap-2">
        <Suspense fallback={null}>
          {toasts.map((item) => (
            <ToastItem key={item.id} toast={item} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
