/**
 * Operations: backups asked of the running shop.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const OPS_ERRORS = {
  BACKUP_RUNNING: {
    status: 409,
    ru: 'Резервная копия уже создаётся, дождитесь её окончания',
    uz: 'Zaxira nusxa allaqachon yaratilmoqda, tugashini kuting',
  },
  BACKUP_FAILED: {
    status: 500,
    ru: 'Резервную копию создать не удалось: {reason}',
    uz: "Zaxira nusxani yaratib bo'lmadi: {reason}",
  },
} as const satisfies Record<string, ErrorDefinition>;
