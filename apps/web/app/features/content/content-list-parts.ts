/**
 * The news and blog lists, the team's cards and the vacancies' cards as late parts (lib/late.tsx): links,
 * pictures and texts, hydrated after the rest of their pages, their code not among the scripts those pages
 * load first (docs/decisions/006).
 */
import type { Paginated } from '../../components/pagination';
import { late } from '../../lib/late';
import type { PostSummary, StaffMember, VacancySummary } from './content.types';
import type { PostPages } from './post-views';

export const postListPart = late<{ pages: PostPages; data: Paginated<PostSummary> }>(() =>
  import('./post-list').then((module) => ({ default: module.PostList })),
);

export const staffCardPart = late<{ member: StaffMember }>(() =>
  import('./staff-card').then((module) => ({ default: module.StaffCard })),
);

export const vacancyCardPart = late<{ vacancy: VacancySummary }>(() =>
  import('./vacancy-views').then((module) => ({ default: module.VacancyCard })),
);
