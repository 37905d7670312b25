/** Vacancy employment types and staff groups: shared by the API's schemas and the browser (no zod here). */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'shift', 'contract', 'internship'] as const;

export const STAFF_GROUPS = ['leaders', 'managers'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];
