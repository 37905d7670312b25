/** The back office's content editor texts in Russian; only pages in this language load it (admin-content.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { AdminContentText } from './admin-content.i18n';

export const ru: AdminContentText = {
  newVacancy: 'Новая вакансия',
  newPerson: 'Новый сотрудник',
  newPromotion: 'Новая акция',
  editing: (title) => `Редактирование: ${title}`,
  summary: 'Кратко о вакансии',
  listHint: 'Каждый пункт — с новой строки',
  position: 'Должность',
  photo: 'Фото',
  removePhoto: 'Убрать фото',
  phoneHint: 'Номер в формате +7 (XXX) XXX-XXXX; можно оставить пустым',
  group: 'Группа',
  sortOrder: 'Порядок',
  sortOrderHint: 'Меньше — выше в списке',
  shownOnSite: 'Показывать на сайте',
  onSite: 'На сайте',
  hidden: 'Скрыт',
  image: 'Картинка',
  removeImage: 'Убрать картинку',
  validFrom: 'Действует с',
  validTo: 'Действует по',
  validToHint: 'Включительно, по московскому времени; пусто — бессрочно',
  period: 'Срок',
  promotionStates: { active: 'Идёт', upcoming: 'Скоро', ended: 'Завершена' },
  pageNames: {
    about: 'О компании',
    policy: 'Политика конфиденциальности',
    'payment-terms': 'Условия оплаты',
    'terms-delivery': 'Условия доставки',
    'conditions-orders': 'Условия заказа',
    garanty: 'Гарантия и возврат',
    requisites: 'Реквизиты',
    contacts: 'Контакты',
  },
  updated: 'Изменена',
  openOnSite: 'Открыть на сайте',
  editPage: (title) => `Страница «${title}»`,
};

registerTexts('ru', { adminContent: ru });
