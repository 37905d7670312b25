/** Texts of the back office's order desk and dashboard. */
import type { Lang, OrderStatus } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface AdminOrdersText {
  status: string;
  allStatuses: string;
  customer: string;
  customerHint: string;
  from: string;
  to: string;
  show: string;
  reset: string;
  found: (total: number) => string;
  noOrders: string;
  number: string;
  created: string;
  rollsAndSum: string;
  open: (id: number) => string;
  backToList: string;
  notFound: (id: number) => string;
  buyer: string;
  account: string;
  requisites: string;
  requisiteNames: {
    inn: string;
    kpp: string;
    ogrn: string;
    ogrnip: string;
    address: string;
    bank: string;
    bik: string;
    account: string;
    corrAccount: string;
  };
  delivery: string;
  payment: string;
  customerComment: string;
  weighing: string;
  weightFor: (name: string) => string;
  weightHint: string;
  /** The band a line's weight must lie in, beside its field (kilograms as written). */
  expectedBand: (min: string, max: string) => string;
  /** The API's ORDER_WEIGHT_OUT_OF_BAND message, word for word, for the line's field. */
  outOfBand: (name: string, weight: string, min: string, max: string, rolls: number) => string;
  overrideWeight: string;
  overrideReason: string;
  overrideReasonHint: string;
  overrideReasonInvalid: string;
  /** A kept override on its line: who accepted the weight and when. */
  overridden: (who: string | null, at: string) => string;
  /** A kept override in the order's history. */
  historyOverride: (name: string, weight: string, who: string | null) => string;
  managerNote: string;
  managerNoteHint: string;
  saveWeights: Labels;
  saved: string;
  nextStep: string;
  noNextStep: string;
  moveTo: Record<OrderStatus, Labels>;
  moved: (label: string) => string;
  weighFirst: string;
  history: string;
  historyStep: (from: string | null, to: string) => string;
  dangerZone: string;
  deleteConfirm: string;
  deleteOrder: Labels;
  deleted: (id: number) => string;
  deleteNeedsConfirm: string;
  dashboard: {
    newOrders: string;
    toInvoice: string;
    awaitingPayment: string;
    nearestReserve: (date: string) => string;
    newRequests: string;
    outOfStock: string;
    open: string;
  };
}

const ru: AdminOrdersText = {
  status: 'Статус',
  allStatuses: 'Все статусы',
  customer: 'Покупатель',
  customerHint: 'Телефон, имя, компания или ИНН',
  from: 'Создан с',
  to: 'по',
  show: 'Показать',
  reset: 'Сбросить',
  found: (total) => `Найдено заказов: ${total}`,
  noOrders: 'Заказов с такими условиями нет.',
  number: 'Заказ',
  created: 'Создан',
  rollsAndSum: 'Рулоны и сумма',
  open: (id) => `Открыть заказ № ${id}`,
  backToList: 'Ко всем заказам',
  notFound: (id) => `Заказа № ${id} нет — возможно, его удалили.`,
  buyer: 'Покупатель',
  account: 'Учётная запись',
  requisites: 'Реквизиты в заказе',
  requisiteNames: {
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    ogrnip: 'ОГРНИП',
    address: 'Юридический адрес',
    bank: 'Банк',
    bik: 'БИК',
    account: 'Расчётный счёт',
    corrAccount: 'Корр. счёт',
  },
  delivery: 'Получение',
  payment: 'Оплата',
  customerComment: 'Комментарий покупателя',
  weighing: 'Взвешивание и заметка',
  weightFor: (name) => `Фактический вес, кг: ${name}`,
  weightHint: 'До трёх знаков после запятой, например 22,35',
  expectedBand: (min, max) => `ожидается ${min}–${max} кг`,
  outOfBand: (name, weight, min, max, rolls) =>
    `Вес строки «${name}» ${weight} кг вне допустимого диапазона ${min}–${max} кг для ${rolls} ${
      rolls % 10 === 1 && rolls % 100 !== 11 ? 'рулона' : 'рулонов'
    }`,
  overrideWeight: 'Принять вес вне диапазона',
  overrideReason: 'Причина',
  overrideReasonHint: 'Обязательно, до 500 символов; сохранится в заказе с вашим именем',
  overrideReasonInvalid: 'Вес вне диапазона: напишите причину, не длиннее 500 символов',
  overridden: (who, at) => `Вес принят вне диапазона${who ? ` — ${who}` : ''}, ${at}`,
  historyOverride: (name, weight, who) => `Вес «${name}» ${weight} кг принят вне диапазона${who ? ` (${who})` : ''}`,
  managerNote: 'Заметка менеджера',
  managerNoteHint: 'Покупатель видит её в истории заказов',
  saveWeights: ['Сохранить вес и заметку', 'Сохраняем…'],
  saved: 'Изменения сохранены',
  nextStep: 'Следующий шаг',
  noNextStep: 'Заказ завершён — статус больше не меняется.',
  moveTo: {
    new: ['Вернуть в новые', 'Меняем…'],
    confirmed: ['Подтвердить', 'Подтверждаем…'],
    invoiced: ['Выставить счёт', 'Выставляем…'],
    paid: ['Отметить оплату', 'Отмечаем…'],
    shipped: ['Отгрузить', 'Отгружаем…'],
    completed: ['Завершить', 'Завершаем…'],
    cancelled: ['Отменить заказ', 'Отменяем…'],
    expired: ['Снять резерв', 'Снимаем…'],
  },
  moved: (label) => `Статус заказа: ${label}`,
  weighFirst: 'Подтвердить заказ можно после того, как указан фактический вес каждой позиции.',
  history: 'История заказа',
  historyStep: (from, to) => (from ? `${from} → ${to}` : `Создан: ${to}`),
  dangerZone: 'Удаление заказа',
  deleteConfirm: 'Да, удалить заказ без возможности восстановления; зарезервированные рулоны вернутся на склад',
  deleteOrder: ['Удалить заказ', 'Удаляем…'],
  deleted: (id) => `Заказ № ${id} удалён`,
  deleteNeedsConfirm: 'Отметьте подтверждение, чтобы удалить заказ.',
  dashboard: {
    newOrders: 'Новые заказы — ждут подтверждения',
    toInvoice: 'Подтверждены — ждут счёта',
    awaitingPayment: 'Счёт выставлен — ждут оплаты',
    nearestReserve: (date) => `Ближайший резерв заканчивается ${date}`,
    newRequests: 'Новые заявки посетителей',
    outOfStock: 'Полотна, которых нет на складе',
    open: 'Открыть',
  },
};

const uz: AdminOrdersText = {
  status: 'Holat',
  allStatuses: 'Barcha holatlar',
  customer: 'Xaridor',
  customerHint: 'Telefon, ism, kompaniya yoki STIR',
  from: 'Yaratilgan sana: dan',
  to: 'gacha',
  show: "Ko'rsatish",
  reset: 'Tozalash',
  found: (total) => `Topilgan buyurtmalar: ${total}`,
  noOrders: "Bunday shartlarga mos buyurtma yo'q.",
  number: 'Buyurtma',
  created: 'Yaratilgan',
  rollsAndSum: "O'ramlar va summa",
  open: (id) => `№ ${id} buyurtmani ochish`,
  backToList: 'Barcha buyurtmalarga',
  notFound: (id) => `№ ${id} buyurtma yo'q — ehtimol, u o'chirilgan.`,
  buyer: 'Xaridor',
  account: 'Hisob qaydnomasi',
  requisites: 'Buyurtmadagi rekvizitlar',
  requisiteNames: {
    inn: 'STIR (INN)',
    kpp: 'KPP',
    ogrn: 'OGRN',
    ogrnip: 'OGRNIP',
    address: 'Yuridik manzil',
    bank: 'Bank',
    bik: 'BIK',
    account: 'Hisob raqami',
    corrAccount: 'Korr. hisob',
  },
  delivery: 'Qabul qilish',
  payment: "To'lov",
  customerComment: 'Xaridor izohi',
  weighing: 'Tortish va izoh',
  weightFor: (name) => `Haqiqiy og'irlik, kg: ${name}`,
  weightHint: 'Verguldan keyin uch xonagacha, masalan 22,35',
  expectedBand: (min, max) => `kutilgan: ${min}–${max} kg`,
  outOfBand: (name, weight, min, max, rolls) =>
    `«${name}» qatorining og'irligi ${weight} kg ${rolls} ta rulon uchun ruxsat etilgan ${min}–${max} kg oralig'idan tashqarida`,
  overrideWeight: "Og'irlikni oraliqdan tashqarida qabul qilish",
  overrideReason: 'Sabab',
  overrideReasonHint: 'Majburiy, 500 belgigacha; buyurtmada ismingiz bilan saqlanadi',
  overrideReasonInvalid: "Oraliqdan tashqari og'irlik: sababini yozing, 500 belgidan oshmasin",
  overridden: (who, at) => `Og'irlik oraliqdan tashqarida qabul qilingan${who ? ` — ${who}` : ''}, ${at}`,
  historyOverride: (name, weight, who) =>
    `«${name}» og'irligi ${weight} kg oraliqdan tashqarida qabul qilindi${who ? ` (${who})` : ''}`,
  managerNote: 'Menejer izohi',
  managerNoteHint: "Xaridor uni buyurtmalar tarixida ko'radi",
  saveWeights: ["Og'irlik va izohni saqlash", 'Saqlanmoqda…'],
  saved: "O'zgarishlar saqlandi",
  nextStep: 'Keyingi qadam',
  noNextStep: "Buyurtma yakunlangan — holat endi o'zgarmaydi.",
  moveTo: {
    new: ['Yangilarga qaytarish', "O'zgartirilmoqda…"],
    confirmed: ['Tasdiqlash', 'Tasdiqlanmoqda…'],
    invoiced: ['Hisob berish', 'Berilmoqda…'],
    paid: ["To'lovni belgilash", 'Belgilanmoqda…'],
    shipped: ["Jo'natish", "Jo'natilmoqda…"],
    completed: ['Yakunlash', 'Yakunlanmoqda…'],
    cancelled: ['Buyurtmani bekor qilish', 'Bekor qilinmoqda…'],
    expired: ['Zaxirani olib tashlash', 'Olib tashlanmoqda…'],
  },
  moved: (label) => `Buyurtma holati: ${label}`,
  weighFirst: "Buyurtmani har bir pozitsiyaning haqiqiy og'irligi kiritilgandan keyin tasdiqlash mumkin.",
  history: 'Buyurtma tarixi',
  historyStep: (from, to) => (from ? `${from} → ${to}` : `Yaratildi: ${to}`),
  dangerZone: "Buyurtmani o'chirish",
  deleteConfirm: "Ha, buyurtmani qaytarib bo'lmaydigan qilib o'chirish; zaxiradagi o'ramlar omborga qaytadi",
  deleteOrder: ["Buyurtmani o'chirish", "O'chirilmoqda…"],
  deleted: (id) => `№ ${id} buyurtma o'chirildi`,
  deleteNeedsConfirm: "Buyurtmani o'chirish uchun tasdiqni belgilang.",
  dashboard: {
    newOrders: 'Yangi buyurtmalar — tasdiqlashni kutmoqda',
    toInvoice: 'Tasdiqlangan — hisobni kutmoqda',
    awaitingPayment: "Hisob berilgan — to'lovni kutmoqda",
    nearestReserve: (date) => `Eng yaqin zaxira ${date} tugaydi`,
    newRequests: "Tashrif buyuruvchilarning yangi so'rovlari",
    outOfStock: "Omborda yo'q matolar",
    open: 'Ochish',
  },
};

const texts: Record<Lang, AdminOrdersText> = { ru, uz };

export function adminOrdersText(lang: Lang): AdminOrdersText {
  return texts[lang];
}

export function useAdminOrdersText(): AdminOrdersText {
  return texts[useLang()];
}
