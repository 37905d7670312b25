/**
 * The request forms as late parts (lib/late.tsx): each page's form — with the form kit, the phone field and its
 * mask — hydrates after the rest of its page, and its code is not among the scripts the page loads first
 * (docs/decisions/006). The texts stay with the page (routes.ts), which shows them around the form too.
 */
import type { FormResult } from '../../components/form/form-result';
import { late } from '../../lib/late';

interface RequestFormProps {
  result?: FormResult;
}

export const priceRequestPart = late<RequestFormProps>(() =>
  import('./price-request-form').then((module) => ({ default: module.PriceRequestForm })),
);

export const briefPart = late<RequestFormProps>(() =>
  import('./brief-form').then((module) => ({ default: module.BriefForm })),
);

export const feedbackPart = late<RequestFormProps>(() =>
  import('./feedback-form').then((module) => ({ default: module.FeedbackForm })),
);
