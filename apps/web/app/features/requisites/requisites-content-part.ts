/**
 * The requisites form and documents as a late part (lib/late.tsx): they hydrate after the rest of
 * `/user/requisites`, and their code — the form kit, the requisites texts — is not among the scripts the page
 * loads first (docs/decisions/006). Until then they work as the plain forms they are without JavaScript.
 */
import { late } from '../../lib/late';
import type { RequisitesContentProps } from './requisites-content';

export const requisitesContentPart = late<RequisitesContentProps>(() =>
  import('./requisites-content').then((module) => ({ default: module.RequisitesContent })),
);
