/**
 * The brief form as a late part (lib/late.tsx): with the form kit and the phone field it hydrates after the rest
 * of `/brief-order`, its code not among the scripts the page loads first (docs/decisions/006).
 */
import type { FormResult } from '../../components/form/form-result';
import { late } from '../../lib/late';

export const briefPart = late<{ result?: FormResult }>(() =>
  import('./brief-form').then((module) => ({ default: module.BriefForm })),
);
