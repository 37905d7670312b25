/**
 * Requests from visitors: each is checked against the honeypot and the per-contact flood limit, stored,
 * and e-mailed to the managers. A price request that asks for the price list and gives an e-mail gets
 * the list at once as an XLSX attachment. ADMIN lists requests and moves them new → in progress → done.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  MAX_PAGE_SIZE,
  ProductListQuerySchema,
  REQUEST_FLOOD_LIMIT,
  REQUEST_FLOOD_WINDOW_MINUTES,
  type BriefFields,
  type Category,
  type FeedbackInput,
  type Lang,
  type PriceRequestInput,
  type ProductList,
  type ProductListQuery,
  type RequestKind,
  type RequestStatus,
  type StoredFileInfo,
  type VisitorRequest,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { pageOf, pageWindow, type PageQuery } from '../../lib/pagination.ts';
import type { MailAttachment, Mailer } from '../../plugins/mail.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { ShopEvents } from '../../plugins/events.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { PRICE_LIST_FILE_NAME, writePriceList, type PriceListRow } from './requests.price-list.ts';
import * as repository from './requests.repository.ts';
import type { FileRow, RequestRow } from './requests.repository.ts';

export interface RequestsDeps {
  db: Db;
  config: Config;
  /** Managers' copies and the customer's price list. */
  mail: Mailer;
  log: Logger;
  /** The shop's news: every request, once stored (the Telegram bot listens). */
  events: Pick<ShopEvents, 'emit'>;
  /** The live catalogue the price list is read from. */
  catalog: {
    listCategories(lang: Lang): Promise<Category[]>;
    listProducts(query: ProductListQuery, admin: boolean): Promise<Buffer>;
  };
  /** Uploads: a brief is checked and kept like every upload, and listed with its file's view. */
  files: {
    storeUpload(
      kind: 'brief',
      upload: UploadedFile,
      ownerId: string | null,
    ): Promise<{ id: string; name: string; mime: string }>;
    fileInfo(row: FileRow): StoredFileInfo;
  };
  /** Where a manager's handling of a request is recorded, in its transaction. */
  audit: Pick<AuditService, 'record'>;
}

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

function view(request: RequestRow, file: FileRow | null, fileInfo: RequestsDeps['files']['fileInfo']): VisitorRequest {
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

export function createRequestsService(deps: RequestsDeps) {
  const { db, config, mail, log, catalog, files, audit } = deps;

  /** Every published product of the live catalogue as price-list rows, by category then name. */
  async function readPriceListRows(lang: Lang): Promise<PriceListRow[]> {
    const categories = new Map((await catalog.listCategories(lang)).map((category) => [category.id, category.name]));
    const rows: PriceListRow[] = [];
    for (let page = 1; ; page += 1) {
      const query = ProductListQuerySchema.parse({ lang, page, limit: MAX_PAGE_SIZE });
      const { items, total } = JSON.parse((await catalog.listProducts(query, false)).toString()) as ProductList;
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
    const collator = new Intl.Collator(lang);
    return rows.sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name));
  }

  /** The live price list workbook in `lang`, with its download name. */
  async function buildPriceList(lang: Lang): Promise<MailAttachment> {
    const content = await writePriceList(await readPriceListRows(lang), lang);
    const date = new Date().toISOString().slice(0, 10);
    return {
      filename: `${PRICE_LIST_FILE_NAME[lang]}-${date}.xlsx`,
      content,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
  }

  async function assertNotFlooding(contact: { phone: string | null; email: string | null }) {
    const recent = await repository.countRecentFrom(db, contact, REQUEST_FLOOD_WINDOW_MINUTES);
    if (recent >= REQUEST_FLOOD_LIMIT) {
      throw new AppError('REQUEST_FLOOD', { headers: { 'retry-after': String(REQUEST_FLOOD_WINDOW_MINUTES * 60) } });
    }
  }

  /** The managers' copy, in Russian: every field of the request, reply-to the sender. */
  async function notifyManagers(row: RequestRow, attachments: MailAttachment[] = []): Promise<void> {
    deps.events.emit('request.received', {
      ...view(row, null, files.fileInfo),
      file: row.fileId ? { id: row.fileId, name: attachments[0]?.filename ?? '' } : null,
    });
    const managers = config.mail.managers;
    if (managers.length === 0) {
      log.warn({ requestId: row.id }, 'MAIL_MANAGERS is empty: request stored but no manager was e-mailed');
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
      `Язык клиента: ${row.lang}. Заявки: ${config.publicUrl}/admin`,
    ].filter((line) => line !== null);
    try {
      await mail.send({
        to: managers,
        replyTo: row.email ?? undefined,
        subject: `[Полотно] ${KIND_TITLE[row.kind as RequestKind]} № ${row.id} — ${row.name}`,
        text: lines.join('\n'),
        attachments,
      });
    } catch (error) {
      // The request is stored and listed for ADMIN; a mail outage must not lose it or fail the visitor.
      log.error({ err: error, requestId: row.id }, 'could not e-mail the managers');
    }
  }

  return {
    buildPriceList,

    /** Stores a price-list and samples request; sends the price list at once when asked and possible. */
    async createPriceRequest(input: PriceRequestInput, sender: Sender): Promise<Received> {
      if (input.website) return NOTHING_DONE;
      await assertNotFlooding(input);
      const row = await repository.insertRequest(db, {
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
          await mail.send({
            to: [input.email],
            subject: text.subject,
            text: text.text(input.name),
            attachments: [await buildPriceList(sender.lang)],
          });
          priceListSent = true;
        } catch (error) {
          log.error({ err: error, requestId: row.id }, 'could not e-mail the price list');
        }
      }
      await notifyManagers(row);
      return { status: 'received', priceListSent };
    },

    async createFeedback(input: FeedbackInput, sender: Sender): Promise<Received> {
      if (input.website) return NOTHING_DONE;
      await assertNotFlooding(input);
      const row = await repository.insertRequest(db, {
        kind: 'feedback',
        name: input.name,
        phone: input.phone,
        email: input.email,
        message: input.message,
        lang: sender.lang,
        userId: sender.userId,
        ip: sender.ip,
      });
      await notifyManagers(row);
      return NOTHING_DONE;
    },

    /** Stores a completed brief (checked like every upload) and sends it to the managers attached. */
    async createBriefRequest(input: BriefFields & { file: UploadedFile }, sender: Sender): Promise<Received> {
      if (input.website) return NOTHING_DONE;
      await assertNotFlooding(input);
      const file = await files.storeUpload('brief', input.file, sender.userId);
      const row = await repository.insertRequest(db, {
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
      await notifyManagers(row, [{ filename: file.name, content: input.file.data, contentType: file.mime }]);
      return NOTHING_DONE;
    },

    /** ADMIN: requests, newest first, by status and kind. */
    async listRequests(query: PageQuery & { status?: RequestStatus; kind?: RequestKind }) {
      const { rows, total } = await repository.listRequests(db, query, pageWindow(query));
      return pageOf(
        rows.map((row) => view(row.request, row.file, files.fileInfo)),
        total,
        query,
      );
    },

    /** ADMIN: moves a request to new, in progress or done. */
    async setRequestStatus(id: number, status: RequestStatus) {
      return db.transaction(async (tx) => {
        const before = await repository.findRequest(tx, id);
        const updated = await repository.updateStatus(tx, id, status);
        if (!before || !updated) throw new AppError('NOT_FOUND');
        await audit.record(tx, {
          kind: 'request',
          id,
          action: 'update',
          before: { status: before.status },
          after: { status },
        });
        return view(updated.request, updated.file, files.fileInfo);
      });
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
