/**
 * Rolls and dye lots.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const ROLL_ERRORS = {
  ROLL_NOT_FOUND: { status: 404, ru: 'Рулон не найден', uz: 'Rulon topilmadi' },
  LOT_NOT_FOUND: { status: 404, ru: 'Партия не найдена', uz: 'Partiya topilmadi' },
  ROLL_LOT_INVALID: {
    status: 400,
    ru: 'Номер партии: от 1 до 40 букв и цифр (можно «-», «/», «.»)',
    uz: 'Partiya raqami: 1 dan 40 gacha harf va raqam («-», «/», «.» mumkin)',
  },
  ROLL_WIDTH_INVALID: {
    status: 400,
    ru: 'Ширина рулона: целое число сантиметров от 10 до 1000',
    uz: 'Rulon eni: 10 dan 1000 gacha butun santimetr',
  },
  ROLL_WEIGHTS_REQUIRED: {
    status: 400,
    ru: 'Вес рулонов: введите или вставьте столбец весов, не более 200 рулонов',
    uz: "Rulonlar og'irligi: og'irliklar ustunini kiriting yoki qo'ying, 200 ta rulondan ko'p emas",
  },
  ROLL_WEIGHTS_INVALID: {
    status: 422,
    ru: 'Вес рулонов: {count} из {total} значений не прочитаны или вне диапазона {min}–{max} кг',
    uz: "Rulonlar og'irligi: {total} ta qiymatdan {count} tasi o'qilmadi yoki {min}–{max} kg oralig'idan tashqarida",
  },
  ROLL_REASON_REQUIRED: {
    status: 400,
    ru: 'Причина: напишите её, не длиннее 500 символов',
    uz: 'Sabab: uni yozing, 500 belgidan oshmasin',
  },
  ROLL_STATUS_CHANGE_INVALID: {
    status: 409,
    ru: 'Рулон {number}: вручную списывается только свободный рулон и возвращается только списанный',
    uz: "Rulon {number}: qo'lda faqat bo'sh rulon hisobdan chiqariladi va faqat chiqarilgani qaytariladi",
  },
  ROLL_SWAP_INVALID: {
    status: 409,
    ru: 'Замена рулона: нужен рулон этого заказа и свободный рулон того же товара и цвета',
    uz: "Rulonni almashtirish: shu buyurtmaning ruloni va xuddi shu mahsulot va rangdagi bo'sh rulon kerak",
  },
  ROLL_SWAP_LOCKED: {
    status: 409,
    ru: 'Рулоны заказа меняются только до выставления счёта',
    uz: 'Buyurtma rulonlari faqat hisob berilgunga qadar almashtiriladi',
  },
  ORDER_LINE_WEIGHED_BY_ROLLS: {
    status: 409,
    ru: 'Вес строки «{name}» — сумма весов её рулонов ({weight} кг); его меняют заменой рулона',
    uz: "«{name}» qatorining og'irligi — uning rulonlari og'irliklari yig'indisi ({weight} kg); u rulonni almashtirish orqali o'zgaradi",
  },
  STOCK_TRACKED_BY_ROLLS: {
    status: 409,
    ru: 'Остаток этого товара считается по рулонам: примите партию или спишите рулоны',
    uz: "Bu mahsulot qoldig'i rulonlar bo'yicha hisoblanadi: partiyani qabul qiling yoki rulonlarni hisobdan chiqaring",
  },
  COLOR_HAS_ROLLS: {
    status: 409,
    ru: 'Цвет «{name}» нельзя удалить: у него есть рулоны',
    uz: "«{name}» rangini o'chirib bo'lmaydi: uning rulonlari bor",
  },
  INTERNAL: { status: 500, ru: 'Внутренняя ошибка сервера', uz: 'Serverning ichki xatosi' },
} as const satisfies Record<string, ErrorDefinition>;
