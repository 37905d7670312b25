/** The ordering texts in Russian; only Russian pages that show them load it (orders.i18n.ts). */
import { plural } from '@polotno/domain/client';
import type { OrdersText } from './orders.i18n';
import { registerTexts } from '../../lib/texts';

const rollsRu = (count: number) => `${count} ${plural(count, 'рулон', 'рулона', 'рулонов')}`;

export const ru: OrdersText = {
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
  accountantNoOrders: 'Бухгалтер не оформляет заказы — это делают владелец и закупщики.',
};

registerTexts('ru', { orders: ru });
