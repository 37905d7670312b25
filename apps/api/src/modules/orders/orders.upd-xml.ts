/**
 * The electronic УПД: the seller's title in the tax service's format 5.03 (приказ ФНС ЕД-7-26/970@, КНД
 * 1115131, Функция СЧФДОП), the same document as the paper form, for an ЭДО operator to sign and carry. The
 * file name is `ON_NSCHFDOPPR_<buyer's ЭДО id>_<seller's ЭДО id>_<YYYYMMDD>_<uuid>_0_0_0_0_0_00` (no traceable
 * or marked goods) and equals `Файл/@ИдФайл`; the bytes are windows-1251, a character outside it written as
 * a numeric reference. The file depends only on the stored УПД, so making it again gives the same bytes.
 * Research: shared/reference/documents-ru.md §3; the XSD in shared/reference/documents/.
 */
import type { RequisitesRecord } from '@polotno/domain';
import iconv from 'iconv-lite';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { SellerConfig } from '../../config.ts';
import { formatKg } from '../../lib/pdf.ts';
import { OKEI_KG } from './orders.upd-pdf.ts';
import { ruDate, type UpdDocument } from './orders.upd.ts';

export const UPD_XML_VERSION = '5.03';
const PROGRAM = 'Polotno 1.0';
/** What the document is called in it (`НаимДокОпр`, required for СЧФДОП) and the fact it records. */
const DOCUMENT_NAME =
  'Счет-фактура и документ об отгрузке товаров (выполнении работ), передаче имущественных прав (документ об оказании услуг)';
const FACT_NAME =
  'Документ об отгрузке товаров (выполнении работ), передаче имущественных прав (документ об оказании услуг)';

export interface UpdXmlFile {
  /** `ИдФайл`, also the file's name without `.xml`. */
  fileId: string;
  bytes: Buffer;
}

/** Why the file cannot be made for this УПД, or null when it can (both parties' ЭДО ids are known). */
export function updXmlUnavailable(upd: Pick<UpdDocument, 'seller' | 'buyer'>): 'seller' | 'buyer' | null {
  if (!upd.seller.edoId) return 'seller';
  if (!upd.buyer.edoId) return 'buyer';
  return null;
}

/** Kopecks as the format writes money: `143994.36`. */
const money = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/** A person's full name split as `ФИОТип` wants it: surname, name, patronymic (initials stay as written). */
export function personName(full: string): { Фамилия: string; Имя: string; Отчество?: string } | null {
  const [surname, name, ...rest] = full.trim().split(/\s+/);
  if (!surname || !name) return null;
  return rest.length > 0 ? { Фамилия: surname, Имя: name, Отчество: rest.join(' ') } : { Фамилия: surname, Имя: name };
}

/** `Иванов Иван` of «ИП Иванов Иван»: an entrepreneur's name without the form of business. */
const withoutIp = (name: string) => name.replace(/^\s*(ИП|Индивидуальный предприниматель)\s+/i, '');

/** Moscow wall-clock date and time of an instant: `05.03.2026`, `10.00.00`. */
function moscowStamp(at: Date): { date: string; time: string; compact: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}.${parts.month}.${parts.year}`,
    time: `${parts.hour}.${parts.minute}.${parts.second}`,
    compact: `${parts.year}${parts.month}${parts.day}`,
  };
}

/** `Адрес` of a party: the address as text (`АдрИнф`, Russia), as the requisites hold it. */
function address(parent: XMLBuilder, text: string): void {
  parent.ele('Адрес').ele('АдрИнф', { КодСтр: '643', НаимСтран: 'Россия', АдрТекст: text });
}

/** The seller as `УчастникТип`: company or entrepreneur, address and bank. */
function sellerParty(parent: XMLBuilder, seller: SellerConfig): void {
  const id = parent.ele('ИдСв');
  if (seller.kind === 'entrepreneur') {
    const name = personName(withoutIp(seller.name));
    if (!name) throw new Error('SELLER_NAME of an entrepreneur must hold a surname and a name');
    id.ele('СвИП', { ИННФЛ: seller.inn, ОГРНИП: seller.ogrn }).ele('ФИО', name);
  } else {
    id.ele('СвЮЛУч', { НаимОрг: seller.name, ИННЮЛ: seller.inn, ...(seller.kpp ? { КПП: seller.kpp } : {}) });
  }
  address(parent, seller.address);
  parent
    .ele('БанкРекв', { НомерСчета: seller.account })
    .ele('СвБанк', { НаимБанк: seller.bankName, БИК: seller.bik, КорСчет: seller.corrAccount });
}

/** The buyer as `УчастникТип`: company, entrepreneur, or a person (НПД) by INN and name. */
function buyerParty(parent: XMLBuilder, buyer: RequisitesRecord): void {
  const id = parent.ele('ИдСв');
  const name = personName(buyer.name ?? '');
  if (buyer.type === 'llc') {
    id.ele('СвЮЛУч', {
      НаимОрг: buyer.companyName ?? '',
      ИННЮЛ: buyer.inn ?? '',
      ...(buyer.kpp ? { КПП: buyer.kpp } : {}),
    });
  } else if (buyer.type === 'entrepreneur' && name) {
    id.ele('СвИП', { ИННФЛ: buyer.inn ?? '', ...(buyer.ogrnip ? { ОГРНИП: buyer.ogrnip } : {}) }).ele('ФИО', name);
  } else {
    const person = id.ele('СвФЛУч', {
      ...(buyer.inn ? { ИННФЛ: buyer.inn } : {}),
      ...(buyer.type === 'self_employed' ? { ИныеСвед: 'Плательщик налога на профессиональный доход' } : {}),
    });
    if (name) person.ele('ФИО', name);
  }
  if (buyer.address) address(parent, buyer.address);
  if (buyer.account && buyer.bik) {
    parent.ele('БанкРекв', { НомерСчета: buyer.account }).ele('СвБанк', {
      ...(buyer.bankName ? { НаимБанк: buyer.bankName.slice(0, 1000) } : {}),
      БИК: buyer.bik,
      ...(buyer.corrAccount ? { КорСчет: buyer.corrAccount } : {}),
    });
  }
}

/** Texts of at most `max` characters, each holding whole items joined by «; ». */
function chunks(items: readonly string[], max: number): string[] {
  const result: string[] = [];
  for (const item of items) {
    const last = result.at(-1);
    if (last !== undefined && last.length + 2 + item.length <= max) result[result.length - 1] = `${last}; ${item}`;
    else result.push(item.slice(0, max));
  }
  return result;
}

/**
 * Serialised as windows-1251: every character the code page lacks (`²`, `№` is in it) becomes `&#N;`, which
 * XML reads back as the same character in text and attribute values alike.
 */
function windows1251(xml: string): Buffer {
  const safe = xml.replace(/[^\p{ASCII}]/gu, (char) =>
    iconv.decode(iconv.encode(char, 'win1251'), 'win1251') === char ? char : `&#${char.codePointAt(0)};`,
  );
  return iconv.encode(safe, 'win1251');
}

/** Builds the seller's title of the УПД; the caller has checked `updXmlUnavailable`. */
export function buildUpdXml(upd: UpdDocument): UpdXmlFile {
  const { seller, buyer } = upd;
  const formed = moscowStamp(upd.shippedAt);
  const fileId = `ON_NSCHFDOPPR_${buyer.edoId ?? ''}_${seller.edoId ?? ''}_${formed.compact}_${upd.fileUuid}_0_0_0_0_0_00`;
  const date = ruDate(upd.date);

  const root = create({ version: '1.0', encoding: 'windows-1251' }).ele('Файл', {
    ИдФайл: fileId,
    ВерсФорм: UPD_XML_VERSION,
    ВерсПрог: PROGRAM,
  });
  const document = root.ele('Документ', {
    КНД: '1115131',
    Функция: 'СЧФДОП',
    ПоФактХЖ: FACT_NAME,
    НаимДокОпр: DOCUMENT_NAME,
    ДатаИнфПр: formed.date,
    ВремИнфПр: formed.time,
    НаимЭконСубСост: `${seller.name}, ИНН ${seller.inn}${seller.kpp ? `, КПП ${seller.kpp}` : ''}`,
  });

  const invoice = document.ele('СвСчФакт', { НомерДок: String(upd.number), ДатаДок: date });
  sellerParty(invoice.ele('СвПрод'), seller);
  invoice.ele('ГрузОт').ele('ОнЖе').txt('он же');
  buyerParty(invoice.ele('ГрузПолуч'), buyer);
  for (const payment of upd.payments) {
    invoice.ele('СвПРД', {
      НомерПРД: (payment.number || 'б/н').slice(0, 30),
      ДатаПРД: ruDate(payment.date),
      СуммаПРД: money(payment.kopecks),
    });
  }
  invoice.ele('ДокПодтвОтгрНом', {
    РеквНаимДок: 'Универсальный передаточный документ',
    РеквНомерДок: String(upd.number),
    РеквДатаДок: date,
  });
  buyerParty(invoice.ele('СвПокуп'), buyer);
  invoice.ele('ДенИзм', { КодОКВ: '643', НаимОКВ: 'Российский рубль' });

  const table = document.ele('ТаблСчФакт');
  upd.lines.forEach((line, index) => {
    const amounts = upd.amounts.lines[index];
    if (!amounts) return;
    const item = table.ele('СведТов', {
      НомСтр: String(index + 1),
      НаимТов: `${line.name}; рулонов: ${line.rolls.length || '—'}`,
      ОКЕИ_Тов: OKEI_KG.code,
      НаимЕдИзм: OKEI_KG.symbol,
      КолТов: formatKg(amounts.grams).replace(',', '.'),
      ЦенаТов: money(amounts.priceWithoutVatKopecks),
      СтТовБезНДС: money(amounts.withoutVatKopecks),
      НалСт: `${upd.vatPercent}%`,
      СтТовУчНал: money(amounts.withVatKopecks),
    });
    item.ele('ДопСведТов', { КодТов: line.code.slice(0, 255) });
    item.ele('Акциз').ele('БезАкциз').txt('без акциза');
    item.ele('СумНал').ele('СумНал').txt(money(amounts.vatKopecks));
    const rolls = line.rolls.map((roll) => `№ ${roll.number}, партия ${roll.lot}, ${formatKg(roll.grams)} кг`);
    for (const text of chunks(rolls, 2000)) item.ele('ИнфПолФХЖ2', { Идентиф: 'Рулоны', Значен: text });
  });
  table
    .ele('ВсегоОпл', {
      СтТовБезНДСВсего: money(upd.amounts.withoutVatKopecks),
      СтТовУчНалВсего: money(upd.amounts.withVatKopecks),
    })
    .ele('СумНалВсего')
    .ele('СумНал')
    .txt(money(upd.amounts.vatKopecks));

  const transfer = document
    .ele('СвПродПер')
    .ele('СвПер', { СодОпер: 'Товары переданы', ВидОпер: 'Отгрузка', ДатаПер: date });
  transfer.ele('ОснПер', {
    РеквНаимДок: 'Счет на оплату',
    РеквНомерДок: upd.invoice.number,
    РеквДатаДок: ruDate(upd.invoice.date),
  });

  const signer = personName(seller.kind === 'entrepreneur' ? withoutIp(seller.name) : seller.director);
  if (!signer) throw new Error('SELLER_DIRECTOR must hold a surname and a name (or initials)');
  document
    .ele('Подписант', {
      Должн: seller.kind === 'entrepreneur' ? 'Индивидуальный предприниматель' : 'Руководитель организации',
      СпосПодтПолном: '1',
    })
    .ele('ФИО', signer);

  return { fileId, bytes: windows1251(root.end({ prettyPrint: true })) };
}

/**
 * The rules the format keeps in its Schematron part, which an XSD validator does not run (xmllint ignores
 * them): the file is named by `ИдФайл`; a СЧФДОП names the document (`НаимДокОпр`), has its table and the
 * transfer; the seller, consignee and buyer have addresses; every line with a quantity has a unit name beside
 * its ОКЕИ code and a price above zero; the signer has a position (operators refuse a СЧФДОП without one).
 * Resolves with what is broken; empty when nothing is.
 */
export function updXmlSchematronProblems(fileName: string, bytes: Buffer): string[] {
  const root = create(iconv.decode(bytes, 'win1251')).root();
  const problems: string[] = [];
  const all = (name: string) => root.filter((node) => element(node).nodeName === name, true, true);
  const child = (parent: XMLBuilder, name: string) => parent.find((node) => element(node).nodeName === name);
  const attribute = (node: XMLBuilder, name: string) => element(node).getAttribute(name);
  if (attribute(root, 'ИдФайл') !== fileName.replace(/\.xml$/, '')) problems.push('ИдФайл is not the file name');
  const [document] = all('Документ');
  if (!document) return [...problems, 'no Документ'];
  if (attribute(document, 'Функция') === 'СЧФДОП') {
    if (!attribute(document, 'НаимДокОпр')) problems.push('СЧФДОП without НаимДокОпр');
    if (!child(document, 'ТаблСчФакт')) problems.push('СЧФДОП without ТаблСчФакт');
    if (!child(document, 'СвПродПер')) problems.push('СЧФДОП without СвПродПер');
  }
  for (const party of ['СвПрод', 'ГрузПолуч', 'СвПокуп']) {
    for (const node of all(party)) if (!child(node, 'Адрес')) problems.push(`${party} without Адрес`);
  }
  for (const line of all('СведТов')) {
    const number = attribute(line, 'НомСтр');
    const unit = attribute(line, 'ОКЕИ_Тов');
    const quantity = attribute(line, 'КолТов');
    if (unit && !attribute(line, 'НаимЕдИзм')) problems.push(`line ${number}: no НаимЕдИзм`);
    if (unit && !quantity) problems.push(`line ${number}: no КолТов`);
    if (quantity && !(Number(attribute(line, 'ЦенаТов')) > 0)) problems.push(`line ${number}: ЦенаТов not above zero`);
    if (!attribute(line, 'НаимТов')) problems.push(`line ${number}: no НаимТов`);
  }
  for (const signer of all('Подписант')) if (!attribute(signer, 'Должн')) problems.push('Подписант without Должн');
  return problems;
}

/** What the checks read of a parsed node (xmlbuilder2's DOM element). */
interface XmlElement {
  nodeName: string;
  getAttribute(name: string): string | null;
}
const element = (node: XMLBuilder) => node.node as unknown as XmlElement;
