/** The audit trail's texts in Russian; only pages in this language load it (audit.i18n.ts). */
import { plural } from '@polotno/domain/client';
import { registerTexts } from '../../lib/texts';
import type { AuditText } from './audit.i18n';

export const ru: AuditText = {
  person: 'Кто',
  everyone: 'Все',
  kind: 'Что',
  allKinds: 'Всё',
  object: 'Номер или код',
  from: 'С',
  to: 'По',
  show: 'Показать',
  found: (count) => `${count} ${plural(count, 'запись', 'записи', 'записей')}`,
  nothing: 'Изменений не найдено.',
  when: 'Когда',
  who: 'Кто',
  what: 'Что',
  change: 'Изменения',
  customer: 'покупатель',
  gone: 'удалённая учётная запись',
  before: 'было',
  after: 'стало',
  open: 'Открыть',
  historyTitle: 'История изменений',
  historyAll: 'Вся история в журнале',
};

registerTexts('ru', { audit: ru });
