/**
 * The order history's content as a late part (lib/late.tsx): the order cards with their documents and
 * payments, the акт сверки's picker and the action's messages hydrate after the rest of `/user/history`, and
 * their code — the cards, the form kit, the ordering, documents and rolls texts — is not among the scripts the
 * page loads first (docs/decisions/006). Until then they work as the plain forms and links they are without
 * JavaScript.
 */
import { late } from '../../lib/late';
import type { HistoryContentProps } from './history-content';

export const historyContentPart = late<HistoryContentProps>(() =>
  import('./history-content').then((module) => ({ default: module.HistoryContent })),
);
