/**
 * Orders out to 1C (`type=sale&mode=query`, decision 014): every order as a CommerceML `Документ` that 1C's
 * own module loads — `<?xml` first, ХозОперация «Заказ товара», Роль «Продавец», Валюта RUB — built with
 * xmlbuilder2 (every text escaped) and valid against the CommerceML 2.10 schema.
 *
 * - Контрагент from the order's frozen requisites: an ООО or ИП as a legal entity (1C tells one by
 *   ОфициальноеНаименование) with ИНН, КПП (ООО), legal address and bank account; a self-employed buyer
 *   (НПД) or a private person by name (ПолноеНаименование), with ИНН when given.
 * - Lines carry 1C's Ид of the goods (`guid`, or `guid#guid` for a colour 1C knows as a characteristic);
 *   goods 1C does not know go under the shop's own id (`polotno-…`) with the requisite «Товар сайта» so
 *   1C's operator sees they are new there. A weighed line goes in kilograms (ОКЕИ 166, three decimals) at
 *   the price per kg; a line not weighed yet in rolls (ОКЕИ 736) at the price of a roll of the middle of
 *   its weight band — the next query, after weighing, carries the exact kilograms.
 * - Each line's rolls and dye lots, the customer's comment, the status, the payment method, paid and
 *   cancelled go as requisites (ЗначенияРеквизитов), since CommerceML has no field for rolls or lots.
 */
import { amountForGrams, buyerTitle, ORDER_STATUS_LABELS, vatIncluded } from '@polotno/domain';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { OrderRow, SentLine } from './onec.sale.repository.ts';

export const ONEC_NAMESPACE = 'urn:1C.ru:commerceml_2';
export const ONEC_SCHEMA_VERSION = '2.10';
/** ОКЕИ codes of the units an order line goes in (decision 013 verified the roll's). */
const UNITS = {
  kg: { code: '166', full: 'Килограмм', international: 'KGM', short: 'кг' },
  roll: { code: '736', full: 'Рулон', international: 'NAR', short: 'рул' },
} as const;
/** The shop's own ids, for goods 1C does not know. */
export const SHOP_ID_PREFIX = 'polotno-';

const PAYMENT_METHODS: Record<OrderRow['paymentMethod'], string> = {
  bank_transfer: 'Безналичный расчёт',
  cash: 'Наличные',
};
const DELIVERY_METHODS: Record<OrderRow['deliveryMethod'], string> = {
  pickup: 'Самовывоз',
  moscow: 'Доставка по Москве',
  transport_company: 'Транспортная компания',
};

export interface OrderToSend {
  order: OrderRow;
  lines: SentLine[];
  paidKopecks: number;
}

/** `YYYY-MM-DD` and `HH:MM:SS` of an instant in Moscow, as 1C shows it. */
function moscow(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

const money = (kopecks: number) => (kopecks / 100).toFixed(2);

interface LineFigures {
  id: string;
  known: boolean;
  unit: (typeof UNITS)[keyof typeof UNITS];
  quantity: string;
  pricePerUnit: number;
  sum: number;
}

/** A line's Ид, unit, quantity, price and sum as they go to 1C. */
export function lineFigures(line: SentLine): LineFigures {
  const known = line.productOnecId !== null;
  const id = !known
    ? `${SHOP_ID_PREFIX}${line.productId === null ? `line-${line.id}` : `product-${line.productId}`}`
    : line.colorOnecId === null
      ? (line.productOnecId ?? '')
      : line.colorOnecId.includes('#')
        ? line.colorOnecId
        : `${line.productOnecId}#${line.colorOnecId}`;
  if (line.actualGrams !== null) {
    return {
      id,
      known,
      unit: UNITS.kg,
      quantity: (line.actualGrams / 1000).toFixed(3),
      pricePerUnit: line.priceKopecks,
      sum: amountForGrams(line.actualGrams, line.priceKopecks),
    };
  }
  const rollPrice = amountForGrams((line.rollMinGrams + line.rollMaxGrams) / 2, line.priceKopecks);
  return {
    id,
    known,
    unit: UNITS.roll,
    quantity: String(line.rolls),
    pricePerUnit: rollPrice,
    sum: rollPrice * line.rolls,
  };
}

function requisite(parent: XMLBuilder, name: string, value: string): void {
  parent.ele('ЗначениеРеквизита').ele('Наименование').txt(name).up().ele('Значение').txt(value);
}

function counterparty(parent: XMLBuilder, order: OrderRow, buyerId: string): void {
  const buyer = order.requisites;
  const party = parent.ele('Контрагенты').ele('Контрагент');
  party.ele('Ид').txt(buyerId);
  const title = buyerTitle(buyer) || 'Покупатель';
  party.ele('Наименование').txt(title);
  const legal = buyer.type === 'llc' || buyer.type === 'entrepreneur';
  if (legal) {
    party.ele('ОфициальноеНаименование').txt(title);
    if (buyer.address) party.ele('ЮридическийАдрес').ele('Представление').txt(buyer.address);
    if (buyer.inn) party.ele('ИНН').txt(buyer.inn);
    if (buyer.type === 'llc' && buyer.kpp) party.ele('КПП').txt(buyer.kpp);
    if (buyer.account && buyer.bik) {
      const account = party.ele('РасчетныеСчета').ele('РасчетныйСчет');
      account.ele('НомерСчета').txt(buyer.account);
      const bank = account.ele('Банк');
      if (buyer.corrAccount) bank.ele('СчетКорреспондентский').txt(buyer.corrAccount);
      if (buyer.bankName) bank.ele('Наименование').txt(buyer.bankName);
      bank.ele('БИК').txt(buyer.bik);
    }
  } else {
    party.ele('ПолноеНаименование').txt(buyer.name || title);
    const [surname, name, patronymic] = (buyer.name ?? '').trim().split(/\s+/);
    if (surname) party.ele('Фамилия').txt(surname);
    if (name) party.ele('Имя').txt(name);
    if (patronymic) party.ele('Отчество').txt(patronymic);
    if (buyer.inn) party.ele('ИНН').txt(buyer.inn);
  }
  if (!legal && buyer.address) party.ele('Адрес').ele('Представление').txt(buyer.address);
  party.ele('Роль').txt('Покупатель');
}

/** One order as a `Документ`. */
function documentOf(root: XMLBuilder, { order, lines, paidKopecks }: OrderToSend): void {
  const figures = lines.map(lineFigures);
  const total = order.totalKopecks ?? figures.reduce((sum, line) => sum + line.sum, 0);
  const vat = order.vatKopecks ?? vatIncluded(total, order.vatPercent);
  const { date, time } = moscow(order.createdAt);
  const doc = root.ele('Документ');
  doc.ele('Ид').txt(`${SHOP_ID_PREFIX}order-${order.id}`);
  doc.ele('Номер').txt(String(order.id));
  doc.ele('Дата').txt(date);
  doc.ele('ХозОперация').txt('Заказ товара');
  doc.ele('Роль').txt('Продавец');
  doc.ele('Валюта').txt('RUB');
  doc.ele('Курс').txt('1');
  doc.ele('Сумма').txt(money(total));
  counterparty(doc, order, order.userId);
  doc.ele('Время').txt(time);
  if (order.comment) doc.ele('Комментарий').txt(order.comment);
  const tax = doc.ele('Налоги').ele('Налог');
  tax.ele('Наименование').txt('НДС').up().ele('УчтеноВСумме').txt('true').up().ele('Сумма').txt(money(vat));
  tax.ele('Ставка').txt(String(order.vatPercent));

  const goods = doc.ele('Товары');
  lines.forEach((line, index) => {
    const figure = figures[index] as LineFigures;
    const item = goods.ele('Товар');
    item.ele('Ид').txt(figure.id);
    if (line.art) item.ele('Артикул').txt(line.art);
    item.ele('Наименование').txt(line.colorRu ? `${line.nameRu}, ${line.colorRu}` : line.nameRu);
    item
      .ele('БазоваяЕдиница', {
        Код: figure.unit.code,
        НаименованиеПолное: figure.unit.full,
        МеждународноеСокращение: figure.unit.international,
      })
      .txt(figure.unit.short);
    item
      .ele('СтавкиНалогов')
      .ele('СтавкаНалога')
      .ele('Наименование')
      .txt('НДС')
      .up()
      .ele('Ставка')
      .txt(String(order.vatPercent));
    const traits = item.ele('ЗначенияРеквизитов');
    requisite(traits, 'ВидНоменклатуры', 'Товар');
    requisite(traits, 'ТипНоменклатуры', 'Товар');
    if (!figure.known) {
      requisite(traits, 'Товар сайта', 'true');
      requisite(traits, 'Ид товара на сайте', figure.id);
    }
    requisite(traits, 'Рулонов', String(line.rolls));
    if (line.rollItems.length > 0) {
      requisite(
        traits,
        'Рулоны',
        line.rollItems
          .map((roll) => `${roll.number} (партия ${roll.lot}, ${(roll.grams / 1000).toFixed(3)} кг)`)
          .join('; '),
      );
      requisite(traits, 'Партии', [...new Set(line.rollItems.map((roll) => roll.lot))].join(', '));
    }
    requisite(traits, 'Цена за кг', money(line.priceKopecks));
    item.ele('ЦенаЗаЕдиницу').txt(money(figure.pricePerUnit));
    item.ele('Количество').txt(figure.quantity);
    item.ele('Сумма').txt(money(figure.sum));
    const lineTax = item.ele('Налоги').ele('Налог');
    lineTax.ele('Наименование').txt('НДС').up().ele('УчтеноВСумме').txt('true').up();
    lineTax
      .ele('Сумма')
      .txt(money(vatIncluded(figure.sum, order.vatPercent)))
      .up()
      .ele('Ставка')
      .txt(String(order.vatPercent));
  });

  const values = doc.ele('ЗначенияРеквизитов');
  const cancelled = order.status === 'cancelled' || order.status === 'expired';
  requisite(values, 'Статус заказа', ORDER_STATUS_LABELS[order.status].ru);
  requisite(values, 'Статуса заказа ИД', order.status);
  requisite(values, 'Метод оплаты', PAYMENT_METHODS[order.paymentMethod]);
  requisite(values, 'Способ доставки', DELIVERY_METHODS[order.deliveryMethod]);
  requisite(values, 'Заказ оплачен', String(order.totalKopecks !== null && paidKopecks >= order.totalKopecks));
  requisite(values, 'Сумма оплаты', money(paidKopecks));
  requisite(values, 'Отменен', String(cancelled));
  requisite(values, 'Финальный статус', String(cancelled || order.status === 'completed'));
  if (order.comment) requisite(values, 'Комментарии покупателя', order.comment);
  requisite(values, 'Дата изменения статуса', `${moscow(order.updatedAt).date} ${moscow(order.updatedAt).time}`);
}

/** The whole answer to `mode=query`: `<?xml` first, no byte-order mark, nothing before it. */
export function ordersXml(sent: readonly OrderToSend[], now: Date): string {
  const { date, time } = moscow(now);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(ONEC_NAMESPACE, 'КоммерческаяИнформация', {
    ВерсияСхемы: ONEC_SCHEMA_VERSION,
    ДатаФормирования: `${date}T${time}`,
  });
  for (const order of sent) documentOf(root, order);
  return root.end({ prettyPrint: true });
}
