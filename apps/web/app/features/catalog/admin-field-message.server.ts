/** A refused editor form's message that names the field, in the page's language. */
import type { Lang } from '@polotno/domain';
import type { z } from 'zod';
import { issueMessage } from '../../components/form/form-result.server';
import { adminCatalogText } from './admin-catalog.i18n';

/**
 * "Check the input" followed by the field zod named first, e.g. "Проверьте введённые данные: Название на
 * русском". `labels` name the form's keys; `<list>.name` names a `name` inside the rows of `<list>`.
 */
export function fieldMessage(error: z.ZodError, lang: Lang, labels: Record<string, string>): string {
  const t = adminCatalogText(lang);
  const path = error.issues[0]?.path ?? [];
  const parts: string[] = [];
  for (const [index, part] of path.entries()) {
    const last = parts.length - 1;
    if (typeof part === 'number') parts[last] = t.row(parts[last] ?? '', part + 1);
    else if ((part === 'ru' || part === 'uz') && last >= 0) parts[last] = `${parts[last]} ${t.languageOf[part]}`;
    else if (index > 0 && labels[`${String(path[0])}.${String(part)}`])
      parts.push(labels[`${String(path[0])}.${String(part)}`] ?? '');
    else parts.push(labels[String(part)] ?? String(part));
  }
  const message = issueMessage(error, lang);
  return parts.length > 0 ? t.checkField(message, parts.join(' — ')) : message;
}
