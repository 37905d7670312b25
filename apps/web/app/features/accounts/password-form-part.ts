/**
 * The password form as a late part (lib/late.tsx): it hydrates after the rest of the page, and the form kit's
 * code is not among the scripts the page loads first (docs/decisions/006).
 */
import type { FormResult } from '../../components/form/form-result';
import { late } from '../../lib/late';

export const passwordFormPart = late<{ result?: FormResult }>(() =>
  import('./password-form').then((module) => ({ default: module.PasswordForm })),
);
