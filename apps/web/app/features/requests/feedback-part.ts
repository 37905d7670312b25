/**
 * The contact page's feedback form as a late part (lib/late.tsx): with the form kit, the phone field and the
 * request texts (the page shows none of them elsewhere) it hydrates after the rest of `/contact`, its code not
 * among the scripts the page loads first (docs/decisions/006).
 */
import type { FormResult } from '../../components/form/form-result';
import { late } from '../../lib/late';

export const feedbackPart = late<{ result?: FormResult }>(() =>
  import('./feedback-form-late').then((module) => ({ default: module.FeedbackForm })),
);
