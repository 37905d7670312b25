/**
 * The audit trail's kinds of object and kinds of change, with their names: shared by the API's schemas, the
 * db and the browser (no zod here).
 */
import type { Localized } from '../i18n.ts';

/** What a record is about; the object's id is kept beside it as text. */
export const AUDIT_KINDS = [
  'product',
  'category',
  'image',
  'lot',
  'roll',
  'order',
  'news',
  'blog',
  'vacancy',
  'staff',
  'promotion',
  'page',
  'request',
  'user',
  'file',
  'integration',
  'onec_difference',
  'company',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, Localized> = {
  product: { ru: 'Товар', uz: 'Mahsulot' },
  category: { ru: 'Категория', uz: 'Kategoriya' },
  image: { ru: 'Изображение', uz: 'Rasm' },
  lot: { ru: 'Партия', uz: 'Partiya' },
  roll: { ru: 'Рулон', uz: "O'ram" },
  order: { ru: 'Заказ', uz: 'Buyurtma' },
  news: { ru: 'Новость', uz: 'Yangilik' },
  blog: { ru: 'Статья блога', uz: 'Blog maqolasi' },
  vacancy: { ru: 'Вакансия', uz: "Bo'sh ish o'rni" },
  staff: { ru: 'Сотрудник', uz: 'Xodim' },
  promotion: { ru: 'Акция', uz: 'Aksiya' },
  page: { ru: 'Страница', uz: 'Sahifa' },
  request: { ru: 'Заявка', uz: 'Ariza' },
  user: { ru: 'Пользователь', uz: 'Foydalanuvchi' },
  file: { ru: 'Файл', uz: 'Fayl' },
  integration: { ru: 'Интеграция', uz: 'Integratsiya' },
  onec_difference: { ru: 'Расхождение с 1С', uz: '1C bilan farq' },
  company: { ru: 'Компания', uz: 'Kompaniya' },
};

/** What was done to the object. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'stock',
  'upload',
  'receive',
  'roll_swap',
  'payment',
  'payment_void',
  'sync',
  'resend',
  'resolve',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, Localized> = {
  create: { ru: 'Создание', uz: 'Yaratish' },
  update: { ru: 'Изменение', uz: "O'zgartirish" },
  delete: { ru: 'Удаление', uz: "O'chirish" },
  stock: { ru: 'Остаток', uz: 'Qoldiq' },
  upload: { ru: 'Загрузка', uz: 'Yuklash' },
  receive: { ru: 'Приёмка', uz: 'Qabul qilish' },
  roll_swap: { ru: 'Замена рулона', uz: "O'ramni almashtirish" },
  payment: { ru: 'Оплата', uz: "To'lov" },
  payment_void: { ru: 'Отмена оплаты', uz: "To'lovni bekor qilish" },
  sync: { ru: 'Синхронизация', uz: 'Sinxronlash' },
  resend: { ru: 'Повторная выгрузка', uz: 'Qayta yuborish' },
  resolve: { ru: 'Разрешение', uz: 'Hal qilish' },
};
