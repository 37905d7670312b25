/**
 * The catalogue, its administration and the WooCommerce synchronisation.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const CATALOG_ERRORS = {
  PRODUCT_NOT_FOUND: { status: 404, ru: 'Товар не найден', uz: 'Mahsulot topilmadi' },
  CATEGORY_NOT_FOUND: { status: 404, ru: 'Категория не найдена', uz: 'Kategoriya topilmadi' },
  CATEGORY_EXISTS: {
    status: 409,
    ru: 'Категория с таким кодом уже есть',
    uz: 'Bunday kodli kategoriya allaqachon bor',
  },
  IMAGE_NOT_FOUND: { status: 404, ru: 'Изображение не найдено', uz: 'Rasm topilmadi' },
  STOCK_INVALID: {
    status: 400,
    ru: 'Остаток должен быть целым числом не меньше нуля',
    uz: "Qoldiq noldan kichik bo'lmagan butun son bo'lishi kerak",
  },
  IMAGE_INVALID: {
    status: 415,
    ru: 'Загрузите изображение JPEG, PNG или WebP',
    uz: 'JPEG, PNG yoki WebP rasmini yuklang',
  },
  IMAGE_TOO_LARGE: { status: 413, ru: 'Файл больше {max} МБ', uz: 'Fayl {max} MB dan katta' },
  IMAGE_TOO_MANY_PIXELS: {
    status: 422,
    ru: 'Изображение больше {max} пикселей по стороне',
    uz: 'Rasm tomoni {max} pikseldan katta',
  },
  PRODUCT_SYNCED_READ_ONLY: {
    status: 409,
    ru: 'Товар загружен из WooCommerce: здесь меняются только остаток и метки, остальное — в WooCommerce',
    uz: "Mahsulot WooCommerce'dan olingan: bu yerda faqat qoldiq va belgilar o'zgaradi, qolgani WooCommerce'da",
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, ru: 'Неверная подпись вебхука', uz: "Webhook imzosi noto'g'ri" },
} as const satisfies Record<string, ErrorDefinition>;
