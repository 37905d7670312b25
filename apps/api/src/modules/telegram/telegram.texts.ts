/**
 * What the bot says, in Russian and Uzbek, as Telegram HTML. Every value that comes from outside (names,
 * comments, product names) goes through `escapeHtml`, so nothing a customer types can open a tag or an entity;
 * the texts' own markup is only `<b>`.
 */
import { type Lang, type Order, type OrderStatus, type RequestKind } from '@polotno/domain';
import { formatKg, formatRoubles } from '../../lib/pdf.ts';

/** Telegram's HTML reads `<`, `>` and `&` (and `"` inside attributes): each becomes its entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);
}
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Roubles of a number of roubles (`750.5` → `750,50 ₽`). */
const roubles = (value: number) => `${formatRoubles(Math.round(value * 100))} ₽`;
/** A day on the Moscow calendar, `DD.MM.YYYY`. */
export const moscowDate = (at: Date | string) =>
  new Date(at).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
/** The last day of an invoice's reserve (`reserveUntil` is the first moment after it). */
const lastReserveDay = (order: Pick<Order, 'reserveUntil'>) =>
  order.reserveUntil ? moscowDate(new Date(new Date(order.reserveUntil).getTime() - 1)) : '—';

/** An order's lines, each with its reserved rolls by dye lot and their exact weights. */
function orderLines(order: Order, lang: Lang): string[] {
  const t = WORDS[lang];
  return order.lines.flatMap((line, index) => {
    const head =
      `${index + 1}. ${escapeHtml(line.name)}${line.art ? ` (${t.art} ${escapeHtml(line.art)})` : ''}` +
      `${line.color ? `, ${t.color} ${escapeHtml(line.color)}` : ''} — ${line.count} ${t.rolls}`;
    const lots = new Map<string, string[]>();
    for (const roll of line.rolls) {
      lots.set(roll.lot, [
        ...(lots.get(roll.lot) ?? []),
        `№ ${roll.number} — ${formatKg(Math.round(roll.weightKg * 1000))} ${t.kg}`,
      ]);
    }
    return [head, ...[...lots].map(([lot, rolls]) => `    ${t.lot} ${escapeHtml(lot)}: ${rolls.join(', ')}`)];
  });
}

const WORDS = {
  ru: { art: 'арт.', color: 'цвет', rolls: 'рул.', kg: 'кг', lot: 'партия' },
  uz: { art: 'art.', color: 'rang', rolls: 'rulon', kg: 'kg', lot: 'partiya' },
} as const satisfies Record<Lang, Record<string, string>>;

const REQUEST_KINDS: Record<RequestKind, Record<Lang, string>> = {
  price: { ru: 'Запрос прайс-листа и образцов', uz: "Narxlar ro'yxati va namunalar so'rovi" },
  feedback: { ru: 'Обратная связь', uz: 'Fikr-mulohaza' },
  brief: { ru: 'Бриф на заказ', uz: 'Buyurtma brifi' },
};

/** The bot's replies to commands and links. */
export const REPLIES = {
  ru: {
    help: [
      '<b>Команды</b>',
      '/orders — последние пять заказов',
      '/order N — заказ № N',
      '/reorder N — положить заказ № N в корзину',
      '/lang — язык',
      '/stop — отключить уведомления',
      '/help — эта справка',
    ].join('\n'),
    unknown: 'Не понимаю. Команды: /orders, /order N, /reorder N, /lang, /stop, /help.',
    notLinked: 'Этот чат не подключён к аккаунту. Откройте личный кабинет на сайте и нажмите «Подключить Telegram».',
    linked: (name: string) =>
      `Готово: Telegram подключён к аккаунту <b>${escapeHtml(name)}</b>. Сюда придут уведомления о заказах, счета и документы.`,
    managerLinked: 'Готово: этот чат получает новые заказы и заявки магазина.',
    linkInvalid: 'Ссылка недействительна или устарела. Получите новую в личном кабинете.',
    orders: '<b>Ваши заказы</b>',
    noOrders: 'Заказов пока нет.',
    orderUsage: (command: string) => `Напишите номер заказа: /${command} 12`,
    orderNotFound: (id: number) => `Заказ № ${id} не найден.`,
    reordered: (id: number, count: number, url: string) =>
      `Заказ № ${id} положен в корзину, в ней позиций: ${count}. Корзина: ${escapeHtml(url)}`,
    unavailable: (names: string[]) => `Нет в наличии: ${names.map(escapeHtml).join(', ')}.`,
    chooseLang: 'Выберите язык / Tilni tanlang',
    langSet: 'Язык: русский.',
    stopped: 'Уведомления отключены, чат отвязан от аккаунта. Подключить снова можно в личном кабинете.',
    adminOnly: 'Кнопки работают только для менеджера, подключившего свой аккаунт администратора.',
    confirmed: (id: number) => `Заказ № ${id} подтверждён.`,
  },
  uz: {
    help: [
      '<b>Buyruqlar</b>',
      '/orders — oxirgi beshta buyurtma',
      '/order N — buyurtma № N',
      "/reorder N — buyurtma № N ni savatga qo'shish",
      '/lang — til',
      "/stop — bildirishnomalarni o'chirish",
      "/help — shu ma'lumotnoma",
    ].join('\n'),
    unknown: 'Tushunmadim. Buyruqlar: /orders, /order N, /reorder N, /lang, /stop, /help.',
    notLinked: 'Bu chat akkauntga ulanmagan. Saytdagi shaxsiy kabinetni oching va «Telegramni ulash» tugmasini bosing.',
    linked: (name: string) =>
      `Tayyor: Telegram <b>${escapeHtml(name)}</b> akkauntiga ulandi. Bu yerga buyurtmalar haqida xabarlar, hisoblar va hujjatlar keladi.`,
    managerLinked: "Tayyor: bu chat do'konning yangi buyurtmalari va arizalarini oladi.",
    linkInvalid: 'Havola yaroqsiz yoki eskirgan. Shaxsiy kabinetda yangisini oling.',
    orders: '<b>Buyurtmalaringiz</b>',
    noOrders: "Hozircha buyurtmalar yo'q.",
    orderUsage: (command: string) => `Buyurtma raqamini yozing: /${command} 12`,
    orderNotFound: (id: number) => `Buyurtma № ${id} topilmadi.`,
    reordered: (id: number, count: number, url: string) =>
      `Buyurtma № ${id} savatga solindi, undagi pozitsiyalar: ${count}. Savat: ${escapeHtml(url)}`,
    unavailable: (names: string[]) => `Mavjud emas: ${names.map(escapeHtml).join(', ')}.`,
    chooseLang: 'Выберите язык / Tilni tanlang',
    langSet: "Til: o'zbekcha.",
    stopped: "Bildirishnomalar o'chirildi, chat akkauntdan uzildi. Qayta ulash shaxsiy kabinetda.",
    adminOnly: 'Tugmalar faqat administrator akkauntini ulagan menejer uchun ishlaydi.',
    confirmed: (id: number) => `Buyurtma № ${id} tasdiqlandi.`,
  },
} as const;

/** The buttons under a manager's order message. */
export const BUTTONS = {
  ru: { confirm: 'Подтвердить', open: 'Открыть' },
  uz: { confirm: 'Tasdiqlash', open: 'Ochish' },
} as const satisfies Record<Lang, Record<string, string>>;

/** An order in the customer's words: its lines with rolls and lots, the estimate or the invoice. */
export function orderText(order: Order, lang: Lang): string {
  const total =
    order.total !== null
      ? { ru: `Сумма: ${roubles(order.total)}`, uz: `Summa: ${roubles(order.total)}` }
      : {
          ru: `Всего ${order.rolls} рул., оценка ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)}`,
          uz: `Jami ${order.rolls} rulon, taxminan ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)}`,
        };
  const head = {
    ru: `<b>Заказ № ${order.id}</b> от ${moscowDate(order.createdAt)} — ${escapeHtml(order.statusLabel)}`,
    uz: `<b>Buyurtma № ${order.id}</b>, ${moscowDate(order.createdAt)} — ${escapeHtml(order.statusLabel)}`,
  };
  return [head[lang], ...orderLines(order, lang), total[lang]].join('\n');
}

/** One line of `/orders`. */
export function orderListLine(order: Order, lang: Lang): string {
  return `№ ${order.id} · ${moscowDate(order.createdAt)} · ${escapeHtml(order.statusLabel)} · ${order.rolls} ${WORDS[lang].rolls}`;
}

/** The customer's message when the order is placed: what was ordered and which rolls were reserved. */
export function orderPlacedText(order: Order, lang: Lang): string {
  const head =
    order.approval?.state === 'pending'
      ? {
          ru: `<b>Заказ № ${order.id} принят</b> и ждёт одобрения владельца компании: он выше вашего лимита.`,
          uz: `<b>Buyurtma № ${order.id} qabul qilindi</b> va kompaniya egasining tasdig'ini kutmoqda: u limitingizdan yuqori.`,
        }
      : {
          ru: `<b>Заказ № ${order.id} принят.</b> Менеджер проверит его и выставит счёт.`,
          uz: `<b>Buyurtma № ${order.id} qabul qilindi.</b> Menejer uni tekshirib, hisob beradi.`,
        };
  const reserved = order.lines.some((line) => line.rolls.length > 0)
    ? { ru: 'Рулоны зарезервированы за вами:', uz: 'Rulonlar siz uchun zaxiraga olindi:' }
    : null;
  const total = {
    ru: `Всего ${order.rolls} рул., оценка ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)}`,
    uz: `Jami ${order.rolls} rulon, taxminan ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)}`,
  };
  return [head[lang], ...(reserved ? [reserved[lang]] : []), ...orderLines(order, lang), total[lang]].join('\n');
}

/** The customer's message when the order moves to `status`; null for a step the customer is not told. */
export function statusText(
  order: Order,
  status: OrderStatus,
  lang: Lang,
  upd: { number: number; date: string } | null,
): string | null {
  const id = order.id;
  switch (status) {
    case 'confirmed':
      return { ru: `Заказ № ${id} подтверждён менеджером.`, uz: `Buyurtma № ${id} menejer tomonidan tasdiqlandi.` }[
        lang
      ];
    case 'invoiced':
      return {
        ru: `По заказу № ${id} выставлен счёт на <b>${roubles(order.total ?? 0)}</b>. Рулоны в резерве до ${lastReserveDay(order)} включительно. Счёт — в файле ниже.`,
        uz: `Buyurtma № ${id} bo'yicha <b>${roubles(order.total ?? 0)}</b> hisob berildi. Rulonlar ${lastReserveDay(order)} kuni oxirigacha zaxirada. Hisob — quyidagi faylda.`,
      }[lang];
    case 'shipped': {
      const doc = upd
        ? { ru: `УПД № ${upd.number} от ${moscowDate(upd.date)}`, uz: `UPD № ${upd.number}, ${moscowDate(upd.date)}` }
        : null;
      return {
        ru: `Заказ № ${id} отгружен.${doc ? ` ${doc.ru} и упаковочный лист — в файлах ниже.` : ''} Спасибо за покупку!`,
        uz: `Buyurtma № ${id} jo'natildi.${doc ? ` ${doc.uz} va qadoqlash varag'i — quyidagi fayllarda.` : ''} Xaridingiz uchun rahmat!`,
      }[lang];
    }
    case 'completed':
      return { ru: `Заказ № ${id} выполнен.`, uz: `Buyurtma № ${id} bajarildi.` }[lang];
    case 'cancelled':
      return { ru: `Заказ № ${id} отменён.`, uz: `Buyurtma № ${id} bekor qilindi.` }[lang];
    case 'expired':
      return {
        ru: `Резерв по заказу № ${id} истёк: счёт не оплачен, рулоны вернулись на склад.`,
        uz: `Buyurtma № ${id} bo'yicha zaxira muddati tugadi: hisob to'lanmadi, rulonlar omborga qaytarildi.`,
      }[lang];
    default:
      return null;
  }
}

/** The customer's message about a payment received. */
export function paymentText(
  order: Order,
  payment: { amountKopecks: number; paidOn: string; documentNumber: string },
  lang: Lang,
): string {
  const amount = `${formatRoubles(payment.amountKopecks)} ₽`;
  const paid = order.status === 'paid';
  return {
    ru: `Оплата по заказу № ${order.id} получена: <b>${amount}</b> (п/п № ${escapeHtml(payment.documentNumber)} от ${moscowDate(payment.paidOn)}).${paid ? ' Заказ оплачен полностью.' : ''}`,
    uz: `Buyurtma № ${order.id} bo'yicha to'lov qabul qilindi: <b>${amount}</b> (to'lov topshirig'i № ${escapeHtml(payment.documentNumber)}, ${moscowDate(payment.paidOn)}).${paid ? " Buyurtma to'liq to'landi." : ''}`,
  }[lang];
}

/** The customer's reminder a day before the reserve ends. */
export function reserveReminderText(order: Order, lang: Lang): string {
  return {
    ru: `Резерв по заказу № ${order.id} заканчивается ${lastReserveDay(order)}. Оплатите счёт на <b>${roubles(order.total ?? 0)}</b>, чтобы рулоны остались за вами.`,
    uz: `Buyurtma № ${order.id} bo'yicha zaxira ${lastReserveDay(order)} kuni tugaydi. Rulonlar sizda qolishi uchun <b>${roubles(order.total ?? 0)}</b> hisobni to'lang.`,
  }[lang];
}

/** A company owner's message: a buyer's order above their limit waits for their decision in the cabinet. */
export function approvalAskText(order: Order, historyUrl: string, lang: Lang): string {
  const who = escapeHtml(order.placedBy.name || '—');
  const sum = `${roubles(order.estimate.min)} … ${roubles(order.estimate.max)}`;
  return {
    ru: `<b>Заказ № ${order.id} ждёт вашего одобрения.</b> Его оформил(а) ${who} на ${sum} — выше лимита закупщика. Одобрить или отклонить: ${escapeHtml(historyUrl)}`,
    uz: `<b>Buyurtma № ${order.id} tasdig'ingizni kutmoqda.</b> Uni ${who} ${sum} ga rasmiylashtirdi — xaridor limitidan yuqori. Tasdiqlash yoki rad etish: ${escapeHtml(historyUrl)}`,
  }[lang];
}

/** The message of the chats following an order once its company's owner approved or declined it. */
export function approvalDecidedText(order: Order, lang: Lang): string {
  const reason = order.approval?.reason ? escapeHtml(order.approval.reason) : null;
  if (order.approval?.state === 'declined') {
    return {
      ru: `Заказ № ${order.id} отклонён владельцем компании${reason ? `: ${reason}` : ''}. Рулоны сняты с резерва.`,
      uz: `Buyurtma № ${order.id} kompaniya egasi tomonidan rad etildi${reason ? `: ${reason}` : ''}. Rulonlar zaxiradan chiqarildi.`,
    }[lang];
  }
  return {
    ru: `Заказ № ${order.id} одобрен владельцем компании. Менеджер проверит его и выставит счёт.`,
    uz: `Buyurtma № ${order.id} kompaniya egasi tomonidan tasdiqlandi. Menejer uni tekshirib, hisob beradi.`,
  }[lang];
}

/** The managers' message of an owner's decision on an order that waited for it. */
export function managerApprovalText(order: Order, deskUrl: string, lang: Lang): string {
  const declined = order.approval?.state === 'declined';
  const reason = order.approval?.reason ? `: ${escapeHtml(order.approval.reason)}` : '';
  const buyer = escapeHtml(order.requisites.companyName ?? order.requisites.name ?? '—');
  return (
    {
      ru: declined
        ? `<b>Заказ № ${order.id} отклонён</b> владельцем (${buyer})${reason}. Рулоны вернулись на склад.`
        : `<b>Заказ № ${order.id} одобрен</b> владельцем (${buyer}) — можно подтверждать.`,
      uz: declined
        ? `<b>Buyurtma № ${order.id} rad etildi</b> — egasi (${buyer})${reason}. Rulonlar omborga qaytdi.`
        : `<b>Buyurtma № ${order.id} tasdiqlandi</b> — egasi (${buyer}); tasdiqlash mumkin.`,
    }[lang] + `\n${escapeHtml(deskUrl)}`
  );
}

/** Names of the attached documents. */
export const DOCUMENTS = {
  invoice: { ru: (id: number) => `Счёт по заказу № ${id}`, uz: (id: number) => `Buyurtma № ${id} hisobi` },
  upd: { ru: (n: number) => `УПД № ${n}`, uz: (n: number) => `UPD № ${n}` },
  packingList: {
    ru: (id: number) => `Упаковочный лист заказа № ${id}`,
    uz: (id: number) => `Buyurtma № ${id} qadoqlash varag'i`,
  },
} as const;

/** The managers' message of a new order: customer, company, lines with rolls and lots, the estimate, the desk. */
export function managerOrderText(
  order: Order,
  customer: { name: string; phone: string } | null,
  lang: Lang,
  deskUrl: string,
): string {
  const buyer = order.requisites.companyName ?? order.requisites.name;
  const head = {
    ru: `<b>Новый заказ № ${order.id}</b> — ${escapeHtml(order.statusLabel)}`,
    uz: `<b>Yangi buyurtma № ${order.id}</b> — ${escapeHtml(order.statusLabel)}`,
  };
  const who = {
    ru: `Покупатель: ${escapeHtml(customer?.name ?? '—')}${customer ? `, +${customer.phone}` : ''}`,
    uz: `Xaridor: ${escapeHtml(customer?.name ?? '—')}${customer ? `, +${customer.phone}` : ''}`,
  };
  const company = buyer
    ? { ru: `Реквизиты: ${escapeHtml(buyer)}`, uz: `Rekvizitlar: ${escapeHtml(buyer)}` }[lang] +
      (order.requisites.inn ? `, ${{ ru: 'ИНН', uz: 'INN' }[lang]} ${order.requisites.inn}` : '')
    : null;
  const comment = order.comment ? { ru: 'Комментарий', uz: 'Izoh' }[lang] + `: ${escapeHtml(order.comment)}` : null;
  const approval =
    order.approval?.state === 'pending'
      ? {
          ru: '⏳ Выше лимита закупщика: ждёт одобрения владельца компании, до него не подтверждать.',
          uz: "⏳ Xaridor limitidan yuqori: kompaniya egasining tasdig'ini kutmoqda, ungacha tasdiqlamang.",
        }[lang]
      : null;
  const total = {
    ru: `Всего ${order.rolls} рул., оценка ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)} (${order.estimate.minKg}–${order.estimate.maxKg} кг)`,
    uz: `Jami ${order.rolls} rulon, taxminan ${roubles(order.estimate.min)} … ${roubles(order.estimate.max)} (${order.estimate.minKg}–${order.estimate.maxKg} kg)`,
  };
  return [
    head[lang],
    who[lang],
    company,
    approval,
    comment,
    ...orderLines(order, lang),
    total[lang],
    escapeHtml(deskUrl),
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** The managers' message of a request, every field the visitor gave. */
export function managerRequestText(
  request: {
    id: number;
    kind: RequestKind;
    name: string;
    company: string | null;
    phone: string | null;
    email: string | null;
    message: string | null;
    materials: readonly string[];
    lang: Lang;
  },
  lang: Lang,
): string {
  const labels = {
    ru: {
      name: 'Имя',
      company: 'Компания',
      phone: 'Телефон',
      email: 'E-mail',
      send: 'Прислать',
      message: 'Сообщение',
      lang: 'Язык клиента',
    },
    uz: {
      name: 'Ism',
      company: 'Kompaniya',
      phone: 'Telefon',
      email: 'E-mail',
      send: 'Yuborish',
      message: 'Xabar',
      lang: 'Mijoz tili',
    },
  }[lang];
  return [
    `<b>${REQUEST_KINDS[request.kind][lang]} № ${request.id}</b>`,
    `${labels.name}: ${escapeHtml(request.name)}`,
    request.company ? `${labels.company}: ${escapeHtml(request.company)}` : null,
    request.phone ? `${labels.phone}: ${escapeHtml(request.phone)}` : null,
    request.email ? `${labels.email}: ${escapeHtml(request.email)}` : null,
    request.materials.length > 0 ? `${labels.send}: ${escapeHtml(request.materials.join(', '))}` : null,
    request.message ? `${labels.message}: ${escapeHtml(request.message)}` : null,
    `${labels.lang}: ${request.lang}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** The managers' message when a colour's available rolls fall below the threshold. */
export function lowRollsText(
  product: string,
  color: string | null,
  left: number,
  threshold: number,
  lang: Lang,
): string {
  const name = `${escapeHtml(product)}${color ? `, ${escapeHtml(color)}` : ''}`;
  return {
    ru: `<b>Заканчивается цвет:</b> ${name} — осталось ${left} рул. (порог ${threshold}).`,
    uz: `<b>Rang tugayapti:</b> ${name} — ${left} rulon qoldi (chegara ${threshold}).`,
  }[lang];
}

/** The managers' message of a payment recorded. */
export function managerPaymentText(
  order: Order,
  payment: { amountKopecks: number; paidOn: string; documentNumber: string },
  lang: Lang,
): string {
  const amount = `${formatRoubles(payment.amountKopecks)} ₽`;
  const due = order.due === null ? null : `${roubles(order.due)}`;
  return {
    ru: `<b>Оплата по заказу № ${order.id}</b>: ${amount}, п/п № ${escapeHtml(payment.documentNumber)} от ${moscowDate(payment.paidOn)}. ${order.status === 'paid' ? 'Заказ оплачен полностью.' : `Осталось: ${due ?? '—'}.`}`,
    uz: `<b>Buyurtma № ${order.id} bo'yicha to'lov</b>: ${amount}, to'lov topshirig'i № ${escapeHtml(payment.documentNumber)}, ${moscowDate(payment.paidOn)}. ${order.status === 'paid' ? "Buyurtma to'liq to'landi." : `Qoldi: ${due ?? '—'}.`}`,
  }[lang];
}
