/**
 * Uploads: a file missing, too large, of a type not allowed, or an unsafe archive.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const FILE_ERRORS = {
  FILE_REQUIRED: { status: 400, ru: 'Приложите файл', uz: 'Faylni biriktiring' },
  FILE_TOO_LARGE: {
    status: 413,
    ru: 'Файл слишком большой: не более {max} МБ',
    uz: 'Fayl juda katta: {max} MB dan oshmasligi kerak',
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    ru: 'Формат файла не поддерживается. Допустимы: {allowed}',
    uz: "Fayl formati qo'llab-quvvatlanmaydi. Ruxsat etilgan: {allowed}",
  },
  FILE_ARCHIVE_UNSAFE: {
    status: 422,
    ru: 'Документ повреждён или слишком велик после распаковки',
    uz: 'Hujjat shikastlangan yoki ochilganda juda katta',
  },
} as const satisfies Record<string, ErrorDefinition>;
