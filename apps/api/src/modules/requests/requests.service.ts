/**
 * Requests from visitors: each is checked against the honeypot and the per-contact flood limit, stored,
 * and e-mailed to the managers. A price request that asks for the price list and gives an e-mail gets
 * the list at once as an XLSX attachment. ADMIN lists requests and moves them new → in progress → done.
 */
import {
  AppError,
  MAX_PAGE_SIZE,
  ProductListQuerySchema,
  REQUEST_FLOOD_LIMIT,
  REQUEST_FLOOD_WINDOW_MINUTES,
  type BriefFields,
  type FeedbackInput,
  type Lang,
  type PriceRequestInput,
  type ProductList,
  type RequestKind,
  type RequestStatus,
  type VisitorRequest,
} from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import type { MailAttachment } from '../../plugins/mail.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import { fileInfo, storeUpload } from '../files/files.service.ts';
import { writePriceList, type PriceListRow } from './requests.price-list.ts';
import * as repository from './requests.repository.ts';
import type { FileRow, RequestRow } from './requests.repository.ts';

/** Who sent a request: language, address and (when logged in) the account. */
export interface Sender {
  lang: Lang;
  ip: string;
  userId: string | null;
}

export interface Received {
  status: 'received';
  priceListSent: boolean;
}

const NOTHING_DONE: Received = { status: 'received', priceListSent: false };

/** Every published product of the live catalogue as price-list rows, by category then name. */
export async function readPriceListRows(app: FastifyInstance, lang: Lang): Promise<PriceListRow[]> {
  const categories = new Map((await app.catalog.listCategories(lang)).map((category) => [category.id, category.name]));
  const rows: PriceListRow[] = [];
  for (let page = 1; ; page += 1) {
    const query = ProductListQuerySchema.parse({ lang, page, limit: MAX_PAGE_SIZE });
    const { items, total } = JSON.parse((await app.catalog.listProducts(query, false)).toString()) as ProductList;
    for (const product of items) {
      rows.push({
        category: (product.categoryId && categories.get(product.categoryId)) || '',
        art: product.art,
        name: product.name,
        composition: product.composition,
        density: product.weight,
        width: product.width,
        colours: product.colors.map((colour) => colour.name),
        pricePerKg: Math.round(product.price * 100),
        rollsInStock: product.count,
      });
    }
    if (items.length === 0 || page * MAX_PAGE_SIZE >= total) break;
  }
  const collator = new Intl.Collator(lang === 'uz' ? 'uz' : 'ru');
  return rows.sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name));
}

/** The live price list workbook in `lang`, with its download name. */
export async function buildPriceList(app: FastifyInstance, lang: Lang): Promise<MailAttachment> {
  const content = await writePriceList(await readPriceListRows(app, lang), lang);
  const date = new Date().toISOString().slice(0, 10);
  return {
    filename: `${lang === 'uz' ? 'polotno-narxlar' : 'polotno-prais-list'}-${date}.xlsx`,
    content,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

async function assertNotFlooding(app: FastifyInstance, contact: { phone: string | null; email: string | null }) {
  const recent = await repository.countRecentFrom(app.db, contact, REQUEST_FLOOD_WINDOW_MINUTES);
  if (recent >= REQUEST_FLOOD_LIMIT) {
    throw new AppError('REQUEST_FLOOD', { headers: { 'retry-after': String(REQUEST_FLOOD_WINDOW_MINUTES * 60) } });
  }
}

const KIND_TITLE: Record<RequestKind, string> = {
  price: 'Заявка на прайс-лист и образцы',
  feedback: 'Сообщение с формы обратной связи',
  brief: 'Бриф на заказ',
};
const MATERIAL_TITLE = {
  'colour-card': 'цветовая карта',
  'fabric-samples': 'образцы полотна',
  'price-list': 'прайс-лист',
};
const DELIVERY_TITLE = {
  pickup: 'самовывоз со склада',
  courier: 'курьер',
  'transport-company': 'транспортная компания',
};

/** The managers' copy, in Russian: every field of the request, reply-to the sender. */
async function notifyManagers(
  app: FastifyInstance,
  row: RequestRow,
  attachments: MailAttachment[] = [],
): Promise<void> {
  const managers = app.config.mail.managers;
  if (managers.length === 0) {
    app.log.warn({ requestId: row.id }, 'MAIL_MANAGERS is empty: request stored but no manager was e-mailed');
    return;
  }
  const lines = [
    `${KIND_TITLE[row.kind as RequestKind]} № ${row.id}`,
    '',
    `Имя: ${row.name}`,
    row.company ? `Компания: ${row.company}` : null,
    row.phone ? `Телефон: ${row.phone}` : null,
    row.email ? `E-mail: ${row.email}` : null,
    row.deliveryMethod
      ? `Способ получения: ${DELIVERY_TITLE[row.deliveryMethod as keyof typeof DELIVERY_TITLE]}`
      : null,
    row.address ? `Адрес: ${row.address}` : null,
    row.materials.length
      ? `Прислать: ${row.materials.map((m) => MATERIAL_TITLE[m as keyof typeof MATERIAL_TITLE]).join(', ')}`
      : null,
    row.message ? `\nСообщение:\n${row.message}` : null,
    '',
    `Язык клиента: ${row.lang}. Заявки: ${app.config.publicUrl}/admin`,
  ].filter((line) => line !== null);
  try {
    await app.mail.send({
      to: managers,
      replyTo: row.email ?? undefined,
      subject: `[Полотно] ${KIND_TITLE[row.kind as RequestKind]} № ${row.id} — ${row.name}`,
      text: lines.join('\n'),
      attachments,
    });
  } catch (error) {
    // The request is stored and listed for ADMIN; a mail outage must not lose it or fail the visitor.
    app.log.error({ err: error, requestId: row.id }, 'could not e-mail the managers');
  }
}

const CUSTOMER_MAIL = {
  ru: {
    subject: 'Прайс-лист «Полотно»',
    text: (name: string) =>
      `Здравствуйте, ${name}!\n\nСпасибо за интерес к нашему трикотажному полотну. Актуальный прайс-лист — во вложении.\n` +
      'Продаём оптом от 1 рулона (20–25 кг), цена указана за килограмм. Менеджер свяжется с вами, чтобы уточнить заявку.\n\n«Полотно»',
  },
  uz: {
    subject: "«Polotno» narxlar ro'yxati",
    text: (name: string) =>
      `Assalomu alaykum, ${name}!\n\nTrikotaj matolarimizga qiziqishingiz uchun rahmat. Amaldagi narxlar ro'yxati ilovada.\n` +
      "1 o'ramdan (20–25 kg) ulgurji sotamiz, narx kilogramm uchun ko'rsatilgan. Menejer arizani aniqlashtirish uchun siz bilan bog'lanadi.\n\n«Polotno»",
  },
} as const;

/** Stores a price-list and samples request; sends the price list at once when asked and possible. */
export async function createPriceRequest(
  app: FastifyInstance,
  input: PriceRequestInput,
  sender: Sender,
): Promise<Received> {
  if (input.website) return NOTHING_DONE;
  await assertNotFlooding(app, input);
  const row = await repository.insertRequest(app.db, {
    kind: 'price',
    name: input.name,
    phone: input.phone,
    email: input.email,
    company: input.company,
    deliveryMethod: input.deliveryMethod,
    address: input.address,
    materials: input.materials,
    message: input.comment,
    lang: sender.lang,
    userId: sender.userId,
    ip: sender.ip,
  });
  let priceListSent = false;
  if (input.email && input.materials.includes('price-list')) {
    const text = CUSTOMER_MAIL[sender.lang];
    try {
      await app.mail.send({
        to: [input.email],
        subject: text.subject,
        text: text.text(input.name),
        attachments: [await buildPriceList(app, sender.lang)],
      });
      priceListSent = true;
    } catch (error) {
      app.log.error({ err: error, requestId: row.id }, 'could not e-mail the price list');
    }
  }
  await notifyManagers(app, row);
  return { status: 'received', priceListSent };
}

export async function createFeedback(app: FastifyInstance, input: FeedbackInput, sender: Sender): Promise<Received> {
  if (input.website) return NOTHING_DONE;
  await assertNotFlooding(app, input);
  const row = await repository.insertRequest(app.db, {
    kind: 'feedback',
    name: input.name,
    phone: input.phone,
    email: input.email,
    message: input.message,
    lang: sender.lang,
    userId: sender.userId,
    ip: sender.ip,
  });
  await notifyManagers(app, row);
  return NOTHING_DONE;
}

/** Stores a completed brief (checked like every upload) and sends it to the managers attached. */
export async function createBriefRequest(
  app: FastifyInstance,
  input: BriefFields & { file: UploadedFile },
  sender: Sender,
): Promise<Received> {
  if (input.website) return NOTHING_DONE;
  await assertNotFlooding(app, input);
  const file = await storeUpload(app, 'brief', input.file, sender.userId);
  const row = await repository.insertRequest(app.db, {
    kind: 'brief',
    name: input.name,
    phone: input.phone,
    email: input.email,
    company: input.company,
    message: input.comment,
    fileId: file.id,
    lang: sender.lang,
    userId: sender.userId,
    ip: sender.ip,
  });
  await notifyManagers(app, row, [{ filename: file.name, content: input.file.data, contentType: file.mime }]);
  return NOTHING_DONE;
}

function view(request: RequestRow, file: FileRow | null): VisitorRequest {
  return {
    id: request.id,
    kind: request.kind as RequestKind,
    status: request.status as RequestStatus,
    name: request.name,
    phone: request.phone,
    email: request.email,
    company: request.company,
    deliveryMethod: request.deliveryMethod as VisitorRequest['deliveryMethod'],
    address: request.address,
    materials: request.materials as VisitorRequest['materials'],
    message: request.message,
    file: file ? fileInfo(file) : null,
    lang: request.lang as Lang,
    userId: request.userId,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export async function listRequests(
  app: FastifyInstance,
  query: { page: number; limit: number; status?: RequestStatus; kind?: RequestKind },
) {
  const { rows, total } = await repository.listRequests(app.db, query, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map((row) => view(row.request, row.file)), total, page: query.page, limit: query.limit };
}

export async function setRequestStatus(app: FastifyInstance, id: number, status: RequestStatus) {
  const updated = await repository.updateStatus(app.db, id, status);
  if (!updated) throw new AppError('NOT_FOUND');
  return view(updated.request, updated.file);
}
