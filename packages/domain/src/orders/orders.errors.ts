/**
 * Cart and orders.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const ORDER_ERRORS = {
  ROLLS_INVALID: {
    status: 400,
    ru: 'Количество рулонов: целое число от 1 до 10 000',
    uz: 'Rulonlar soni: 1 dan 10 000 gacha butun son',
  },
  PRODUCT_UNAVAILABLE: {
    status: 400,
    ru: 'Товар не найден или снят с продажи',
    uz: 'Mahsulot topilmadi yoki sotuvdan olingan',
  },
  COLOR_INVALID: {
    status: 400,
    ru: 'Цвет: выберите один из цветов этого товара',
    uz: 'Rang: ushbu mahsulot ranglaridan birini tanlang',
  },
  STOCK_SHORT: {
    status: 409,
    ru: 'Недостаточно рулонов на складе',
    uz: 'Omborda rulonlar yetarli emas',
  },
  CART_ITEM_NOT_FOUND: { status: 404, ru: 'Позиция корзины не найдена', uz: 'Savatdagi pozitsiya topilmadi' },
  CART_EMPTY: { status: 400, ru: 'Корзина пуста', uz: "Savat bo'sh" },
  ORDER_NOT_FOUND: { status: 404, ru: 'Заказ не найден', uz: 'Buyurtma topilmadi' },
  ORDER_TRANSITION_INVALID: {
    status: 409,
    ru: 'Статус заказа: такой переход недопустим',
    uz: "Buyurtma holati: bunday o'tish mumkin emas",
  },
  ORDER_WEIGHTS_REQUIRED: {
    status: 400,
    ru: 'Фактический вес: укажите вес каждой строки заказа',
    uz: "Haqiqiy og'irlik: buyurtmaning har bir qatori og'irligini kiriting",
  },
  ORDER_WEIGHTS_LOCKED: {
    status: 409,
    ru: 'Фактический вес: после выставления счёта вес не меняется',
    uz: "Haqiqiy og'irlik: hisob berilgandan keyin og'irlik o'zgarmaydi",
  },
  ORDER_WEIGHT_OUT_OF_BAND: {
    status: 422,
    ru: 'Вес строки «{name}» {weight} кг вне допустимого диапазона {min}–{max} кг для {rolls} {rollsRu}',
    uz: "«{name}» qatorining og'irligi {weight} kg {rolls} ta rulon uchun ruxsat etilgan {min}–{max} kg oralig'idan tashqarida",
  },
  WEIGHT_OVERRIDE_REASON_INVALID: {
    status: 400,
    ru: 'Вес вне диапазона: напишите причину, не длиннее 500 символов',
    uz: "Oraliqdan tashqari og'irlik: sababini yozing, 500 belgidan oshmasin",
  },
  ORDER_LINE_NOT_FOUND: { status: 400, ru: 'Строка заказа не найдена', uz: 'Buyurtma qatori topilmadi' },
  WEIGHT_INVALID: {
    status: 400,
    ru: 'Фактический вес: число килограммов больше нуля, не больше трёх знаков после запятой',
    uz: "Haqiqiy og'irlik: noldan katta kilogramm, verguldan keyin uch belgigacha",
  },
  INVOICE_NOT_READY: {
    status: 409,
    ru: 'Счёт ещё не выставлен',
    uz: 'Hisob hali berilmagan',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    ru: 'Заголовок Idempotency-Key: от 1 до 100 латинских букв, цифр, «-» или «_»',
    uz: 'Idempotency-Key sarlavhasi: 1 dan 100 gacha lotin harfi, raqam, «-» yoki «_»',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    ru: 'Этот Idempotency-Key уже использован для другого заказа',
    uz: 'Bu Idempotency-Key boshqa buyurtma uchun ishlatilgan',
  },
  PAYMENT_AMOUNT_INVALID: {
    status: 400,
    ru: 'Сумма оплаты: число рублей больше нуля, не больше двух знаков после запятой',
    uz: "To'lov summasi: noldan katta so'm, verguldan keyin ikki belgigacha",
  },
  PAYMENT_DATE_INVALID: {
    status: 400,
    ru: 'Дата оплаты: укажите дату в виде ГГГГ-ММ-ДД',
    uz: "To'lov sanasi: sanani YYYY-OO-KK ko'rinishida kiriting",
  },
  PAYMENT_DOCUMENT_INVALID: {
    status: 400,
    ru: 'Номер платёжного поручения: не длиннее 40 символов',
    uz: "To'lov topshiriqnomasi raqami: 40 belgidan oshmasin",
  },
  PAYMENT_VOID_REASON_INVALID: {
    status: 400,
    ru: 'Причина отмены оплаты: напишите её, не длиннее 500 символов',
    uz: "To'lovni bekor qilish sababi: yozing, 500 belgidan oshmasin",
  },
  PAYMENT_NOT_FOUND: { status: 404, ru: 'Оплата не найдена', uz: "To'lov topilmadi" },
  PAYMENT_ALREADY_VOIDED: { status: 409, ru: 'Эта оплата уже отменена', uz: "Bu to'lov allaqachon bekor qilingan" },
  PAYMENT_ORDER_CLOSED: {
    status: 409,
    ru: 'Заказ отменён или резерв истёк: оплату к нему записать нельзя',
    uz: "Buyurtma bekor qilingan yoki zaxira muddati tugagan: unga to'lov yozib bo'lmaydi",
  },
  UPD_NOT_READY: {
    status: 409,
    ru: 'УПД выставляется при отгрузке: заказ ещё не отгружен',
    uz: "UPD jo'natishda beriladi: buyurtma hali jo'natilmagan",
  },
  UPD_XML_SELLER_EDO_MISSING: {
    status: 409,
    ru: 'Электронный УПД недоступен: у магазина не указан идентификатор участника ЭДО. Скачайте УПД в PDF',
    uz: "Elektron UPD mavjud emas: do'kon EDO ishtirokchisi identifikatorini ko'rsatmagan. UPD ni PDF da yuklab oling",
  },
  UPD_XML_BUYER_EDO_MISSING: {
    status: 409,
    ru: 'Электронный УПД недоступен: укажите идентификатор участника ЭДО покупателя в реквизитах',
    uz: "Elektron UPD mavjud emas: rekvizitlarda xaridorning EDO ishtirokchisi identifikatorini ko'rsating",
  },
  RECONCILIATION_PERIOD_INVALID: {
    status: 400,
    ru: 'Период акта сверки: даты «с» и «по» в виде ГГГГ-ММ-ДД, «с» не позже «по», не больше пяти лет',
    uz: "Solishtirma dalolatnoma davri: «dan» va «gacha» sanalari YYYY-MM-DD ko'rinishida, «dan» «gacha»dan keyin emas, besh yildan oshmasin",
  },
} as const satisfies Record<string, ErrorDefinition>;
