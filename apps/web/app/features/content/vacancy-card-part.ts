/**
 * A vacancy's card as a late part (lib/late.tsx): it hydrates after the rest of `/vacancies`, and its code is
 * not among the scripts the page loads first (docs/decisions/006).
 */
import { late } from '../../lib/late';
import type { VacancySummary } from './content.types';

export const vacancyCardPart = late<{ vacancy: VacancySummary }>(() =>
  import('./vacancy-views').then((module) => ({ default: module.VacancyCard })),
);
