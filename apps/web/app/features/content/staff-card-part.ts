/**
 * A member of the team's card as a late part (lib/late.tsx), on `/staff` and `/contact`: it hydrates after the
 * rest of the page, and its code is not among the scripts the page loads first (docs/decisions/006).
 */
import { late } from '../../lib/late';
import type { StaffMember } from './content.types';

export const staffCardPart = late<{ member: StaffMember }>(() =>
  import('./staff-card').then((module) => ({ default: module.StaffCard })),
);
