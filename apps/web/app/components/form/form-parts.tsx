/**
 * The form kit's smallest parts, which forms everywhere use (the header's logout button among them, so they
 * load with the frame): the submit button with its busy label (spec §4) and the message above a form.
 */
import { useRouterState } from '../../lib/use-router-state';

/**
 * True while a form with `intent` is being submitted or its result loaded. Read from the router's state as
 * it changes: `useNavigation()` would show the submission only after it ended (lib/use-router-state.ts).
 */
export function useBusy(intent: string): boolean {
  const navigation = useRouterState()?.navigation;
  return navigation !== undefined && navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** A submit button of the form posting `intent`; `labels` are its label and its busy label. */
export function SubmitButton({
  intent,
  labels,
  disabled = false,
  className = 'button-primary w-full',
  name,
  value,
}: {
  intent: string;
  labels: readonly [string, string];
  disabled?: boolean;
  className?: string;
  name?: string;
  value?: string;
}) {
  const busy = useBusy(intent);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled || busy}
      aria-busy={busy}
      className={`${className} disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {busy ? labels[1] : labels[0]}
    </button>
  );
}

/** An error (role=alert) or a notice (role=status) above a form. */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {error}
      </p>
    );
  }
  if (notice) {
    return (
      <p
        role="status"
        className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100"
      >
        {notice}
      </p>
    );
  }
  return null;
}
