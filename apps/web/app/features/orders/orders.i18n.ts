/**
 * Texts of ordering: the product page's cart and favourite controls, the cart with its checkout, the
 * favourites and the customer's order history.
 */
import type { Lang, ORDER_DELIVERY_METHODS, ORDER_PAYMENT_METHODS, UnavailableLine } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

type DeliveryMethod = (typeof ORDER_DELIVERY_METHODS)[number];
type PaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface OrdersText {
  rolls: (count: number) => string;
  addToCart: Labels;
  save: Labels;
  unsave: Labels;
  savedState: string;
  available: (rolls: number) => string;
  added: (rolls: number, color: string | null, inCart: number) => string;
  toCart: string;
  savedAdded: string;
  savedRemoved: string;
  stockShortAdd: (requested: number, available: number) => string;
  emptyCart: string;
  toCatalog: string;
  cartLines: string;
  product: string;
  article: string;
  color: string;
  pricePerKg: string;
  rollsCount: string;
  estimate: string;
  update: Labels;
  remove: Labels;
  clearCart: Labels;
  cartUpdated: string;
  lineRemoved: string;
  cartCleared: string;
  onlyInStock: (available: number) => string;
  totalRolls: (rolls: number) => string;
  estimateNote: string;
  checkoutTitle: string;
  deliveryMethod: string;
  deliveryMethods: Record<DeliveryMethod, string>;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethod, string>;
  comment: string;
  optional: string;
  buyer: string;
  inn: string;
  noRequisites: (name: string) => string;
  fillRequisites: string;
  changeRequisites: string;
  placeOrder: Labels;
  reserveNote: string;
  shortTitle: string;
  requested: string;
  inStock: string;
  placed: (id: number) => string;
  noOrders: string;
  orderTitle: (id: number) => string;
  placedOn: (date: string) => string;
  status: string;
  lines: string;
  actualWeight: string;
  amount: string;
  beforeWeighing: string;
  totalWithVat: string;
  vat: (percent: number, amount: string) => string;
  reserveUntil: (date: string) => string;
  managerNote: string;
  yourComment: string;
  cancelOrder: Labels;
  cancelled: (id: number) => string;
  reorder: Labels;
  reordered: (id: number) => string;
  reorderedPartly: (id: number) => string;
  unavailableTitle: string;
  unavailable: (line: UnavailableLine) => string;
  invoice: string;
  noSaved: string;
  removeSaved: Labels;
  savedGone: (id: number) => string;
}

function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const rollsRu = (count: number) => `${count} ${plural(count, 'рулон', 'рулона', 'рулонов')}`;

const ru: OrdersText = {
  rolls: rollsRu,
  addToCart: ['В корзину', 'Добавляем…'],
  save: ['В избранное', 'Сохраняем…'],
  unsave: ['Убрать из избранного', 'Убираем…'],
  savedState: 'Полотно в избранном',
  available: (rolls) => `Можно заказать до ${rollsRu(rolls)}`,
  added: (rolls, color, inCart) =>
    `Добавлено в корзину: ${rollsRu(rolls)}${color ? `, цвет «${color}»` : ''}. Всего в корзине ${rollsRu(inCart)}.`,
  toCart: 'Перейти в корзину',
  savedAdded: 'Полотно добавлено в избранное',
  savedRemoved: 'Полотно убрано из избранного',
  stockShortAdd: (requested, available) =>
    `Вместе с корзиной нужно ${rollsRu(requested)}, на складе ${rollsRu(available)}.`,
  emptyCart: 'В корзине пока ничего нет. Выберите полотно в каталоге — опт от одного рулона.',
  toCatalog: 'Перейти в каталог',
  cartLines: 'Полотна в корзине',
  product: 'Полотно',
  article: 'Артикул',
  color: 'Цвет',
  pricePerKg: 'Цена за кг',
  rollsCount: 'Рулонов',
  estimate: 'Оценка',
  update: ['Изменить', 'Сохраняем…'],
  remove: ['Удалить', 'Удаляем…'],
  clearCart: ['Очистить корзину', 'Очищаем…'],
  cartUpdated: 'Количество рулонов изменено',
  lineRemoved: 'Позиция удалена из корзины',
  cartCleared: 'Корзина очищена',
  onlyInStock: (available) => `На складе только ${rollsRu(available)}`,
  totalRolls: (rolls) => `Всего ${rollsRu(rolls)}`,
  estimateNote:
    'Рулон весит 20–25 кг, поэтому до взвешивания сумма — диапазон. Счёт выставляется по фактическому весу.',
  checkoutTitle: 'Оформление заказа',
  deliveryMethod: 'Получение',
  deliveryMethods: {
    pickup: 'Самовывоз со склада',
    moscow: 'Доставка по Москве и Московской области',
    transport_company: 'Передача в транспортную компанию',
  },
  paymentMethod: 'Оплата',
  paymentMethods: { bank_transfer: 'Безналичный расчёт по счёту', cash: 'Наличными в кассе' },
  comment: 'Комментарий к заказу',
  optional: 'необязательно',
  buyer: 'Покупатель',
  inn: 'ИНН',
  noRequisites: (name) => `Реквизиты не заполнены: заказ будет оформлен на частное лицо — ${name}.`,
  fillRequisites: 'Заполнить реквизиты',
  changeRequisites: 'Изменить реквизиты',
  placeOrder: ['Оформить заказ', 'Оформляем…'],
  reserveNote:
    'Рулоны резервируются сразу. Менеджер взвесит их и выставит счёт; резерв по счёту держится 3 рабочих дня.',
  shortTitle: 'Заказ не оформлен: на складе не хватает рулонов',
  requested: 'Нужно',
  inStock: 'На складе',
  placed: (id) => `Заказ № ${id} оформлен. Менеджер взвесит рулоны и выставит счёт.`,
  noOrders: 'Заказов пока нет.',
  orderTitle: (id) => `Заказ № ${id}`,
  placedOn: (date) => `от ${date} (МСК)`,
  status: 'Статус',
  lines: 'Позиции заказа',
  actualWeight: 'Факт. вес',
  amount: 'Сумма',
  beforeWeighing: 'Оценка до взвешивания',
  totalWithVat: 'Итого с НДС',
  vat: (percent, amount) => `в том числе НДС ${percent}%: ${amount}`,
  reserveUntil: (date) => `Рулоны зарезервированы до ${date} включительно`,
  managerNote: 'Комментарий менеджера',
  yourComment: 'Ваш комментарий',
  cancelOrder: ['Отменить заказ', 'Отменяем…'],
  cancelled: (id) => `Заказ № ${id} отменён, рулоны вернулись на склад`,
  reorder: ['Повторить заказ', 'Добавляем…'],
  reordered: (id) => `Позиции заказа № ${id} добавлены в корзину по сегодняшним ценам`,
  reorderedPartly: (id) => `Из заказа № ${id} в корзину добавлено то, что есть на складе, по сегодняшним ценам`,
  unavailableTitle: 'Добавлено не всё:',
  unavailable: (line) => {
    const what = `${line.name}${line.color ? `, ${line.color}` : ''} (${rollsRu(line.requested)})`;
    const why = {
      gone: 'товар больше не продаётся',
      hidden: 'товар снят с продажи',
      color_gone: 'этого цвета больше нет',
      short: line.available > 0 ? `на складе только ${rollsRu(line.available)}` : 'нет на складе',
    }[line.reason];
    return `${what} — ${why}`;
  },
  invoice: 'Счёт на оплату (PDF)',
  noSaved: 'В избранном пока ничего нет. Отмечайте полотна сердечком на странице товара.',
  removeSaved: ['Убрать из избранного', 'Убираем…'],
  savedGone: (id) => `Полотно № ${id} больше не продаётся`,
};

const rollsUz = (count: number) => `${count} rulon`;

const uz: OrdersText = {
  rolls: rollsUz,
  addToCart: ['Savatga', "Qo'shilmoqda…"],
  save: ['Saralanganlarga', 'Saqlanmoqda…'],
  unsave: ['Saralanganlardan olib tashlash', 'Olib tashlanmoqda…'],
  savedState: 'Mato saralanganlarda',
  available: (rolls) => `${rollsUz(rolls)}gacha buyurtma qilish mumkin`,
  added: (rolls, color, inCart) =>
    `Savatga qo'shildi: ${rollsUz(rolls)}${color ? `, rang «${color}»` : ''}. Savatda jami ${rollsUz(inCart)}.`,
  toCart: "Savatga o'tish",
  savedAdded: "Mato saralanganlarga qo'shildi",
  savedRemoved: 'Mato saralanganlardan olib tashlandi',
  stockShortAdd: (requested, available) =>
    `Savat bilan birga ${rollsUz(requested)} kerak, omborda ${rollsUz(available)} bor.`,
  emptyCart: "Savat hozircha bo'sh. Katalogdan mato tanlang — ulgurji bir rulondan.",
  toCatalog: "Katalogga o'tish",
  cartLines: 'Savatdagi matolar',
  product: 'Mato',
  article: 'Artikul',
  color: 'Rang',
  pricePerKg: 'Narxi (1 kg)',
  rollsCount: 'Rulonlar',
  estimate: 'Taxminan',
  update: ["O'zgartirish", 'Saqlanmoqda…'],
  remove: ["O'chirish", "O'chirilmoqda…"],
  clearCart: ['Savatni tozalash', 'Tozalanmoqda…'],
  cartUpdated: "Rulonlar soni o'zgartirildi",
  lineRemoved: "Pozitsiya savatdan o'chirildi",
  cartCleared: 'Savat tozalandi',
  onlyInStock: (available) => `Omborda faqat ${rollsUz(available)}`,
  totalRolls: (rolls) => `Jami ${rollsUz(rolls)}`,
  estimateNote:
    "Rulon 20–25 kg keladi, shuning uchun tortishdan oldin summa oraliq bo'ladi. Hisob haqiqiy og'irlik bo'yicha beriladi.",
  checkoutTitle: 'Buyurtmani rasmiylashtirish',
  deliveryMethod: 'Olish usuli',
  deliveryMethods: {
    pickup: "Ombordan o'zi olib ketish",
    moscow: "Moskva va Moskva viloyati bo'ylab yetkazib berish",
    transport_company: 'Transport kompaniyasiga topshirish',
  },
  paymentMethod: "To'lov",
  paymentMethods: { bank_transfer: "Hisob bo'yicha naqd pulsiz", cash: 'Kassada naqd pul bilan' },
  comment: 'Buyurtmaga izoh',
  optional: 'ixtiyoriy',
  buyer: 'Xaridor',
  inn: 'INN',
  noRequisites: (name) => `Rekvizitlar to'ldirilmagan: buyurtma jismoniy shaxs nomiga rasmiylashtiriladi — ${name}.`,
  fillRequisites: "Rekvizitlarni to'ldirish",
  changeRequisites: "Rekvizitlarni o'zgartirish",
  placeOrder: ['Buyurtma berish', 'Rasmiylashtirilmoqda…'],
  reserveNote:
    "Rulonlar darhol zaxiraga olinadi. Menejer ularni tortib, hisob beradi; hisob bo'yicha zaxira 3 ish kuni saqlanadi.",
  shortTitle: 'Buyurtma rasmiylashtirilmadi: omborda rulonlar yetarli emas',
  requested: 'Kerak',
  inStock: 'Omborda',
  placed: (id) => `${id}-sonli buyurtma rasmiylashtirildi. Menejer rulonlarni tortib, hisob beradi.`,
  noOrders: "Hozircha buyurtmalar yo'q.",
  orderTitle: (id) => `Buyurtma № ${id}`,
  placedOn: (date) => `${date} (Moskva vaqti)`,
  status: 'Holati',
  lines: 'Buyurtma pozitsiyalari',
  actualWeight: "Haqiqiy og'irlik",
  amount: 'Summa',
  beforeWeighing: 'Tortishdan oldingi taxmin',
  totalWithVat: 'QQS bilan jami',
  vat: (percent, amount) => `shu jumladan QQS ${percent}%: ${amount}`,
  reserveUntil: (date) => `Rulonlar ${date} kuni oxirigacha zaxirada`,
  managerNote: 'Menejer izohi',
  yourComment: 'Sizning izohingiz',
  cancelOrder: ['Buyurtmani bekor qilish', 'Bekor qilinmoqda…'],
  cancelled: (id) => `${id}-sonli buyurtma bekor qilindi, rulonlar omborga qaytdi`,
  reorder: ['Buyurtmani takrorlash', "Qo'shilmoqda…"],
  reordered: (id) => `${id}-sonli buyurtma pozitsiyalari bugungi narxlarda savatga qo'shildi`,
  reorderedPartly: (id) => `${id}-sonli buyurtmadan omborda borlari bugungi narxlarda savatga qo'shildi`,
  unavailableTitle: "Hammasi qo'shilmadi:",
  unavailable: (line) => {
    const what = `${line.name}${line.color ? `, ${line.color}` : ''} (${rollsUz(line.requested)})`;
    const why = {
      gone: 'mahsulot endi sotilmaydi',
      hidden: 'mahsulot sotuvdan olingan',
      color_gone: "bu rang endi yo'q",
      short: line.available > 0 ? `omborda faqat ${rollsUz(line.available)}` : "omborda yo'q",
    }[line.reason];
    return `${what} — ${why}`;
  },
  invoice: "To'lov uchun hisob (PDF)",
  noSaved: "Saralanganlar hozircha bo'sh. Mahsulot sahifasida matolarni yurakcha bilan belgilang.",
  removeSaved: ['Saralanganlardan olib tashlash', 'Olib tashlanmoqda…'],
  savedGone: (id) => `${id}-sonli mato endi sotilmaydi`,
};

const TEXTS: Record<Lang, OrdersText> = { ru, uz };

/** The ordering texts in `lang` (for loaders and actions). */
export function ordersText(lang: Lang): OrdersText {
  return TEXTS[lang];
}

/** The ordering texts of the page being shown. */
export function useOrdersText(): OrdersText {
  return TEXTS[useLang()];
}
