import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { xmllintSchema } from '../../../test/document-readers.ts';
import { buyerRecord, entrepreneurSeller, type BuyerKind } from '../../../test/requisites-fixtures.ts';
import { seller, updOf } from '../../../test/upd-fixtures.ts';
import { buildUpdXml, personName, updXmlSchematronProblems, updXmlUnavailable } from './orders.upd-xml.ts';

/** The ФНС schema of the seller's title, format 5.03 revision 05, as the shared reference keeps it (reference/documents/SOURCES.md). */
const XSD = fileURLToPath(
  new URL('../../../../../../shared/reference/documents/ON_NSCHFDOPPR_1_997_01_05_03_05.xsd', import.meta.url),
);

const SELLER_EDO = '2BM-7701234560-770101001-201801010000000000001';
const BUYER_EDO = '2BE5d1a3c9e0f4b11e8a0b5005056a012b0';

function updFor(kind: BuyerKind, options: { ip?: boolean } = {}) {
  const base = updOf(3);
  return {
    ...base,
    seller: { ...(options.ip ? entrepreneurSeller(seller) : seller), edoId: SELLER_EDO },
    buyer: buyerRecord(kind, { edoId: BUYER_EDO }),
  };
}

describe('electronic УПД 5.03', () => {
  for (const [name, upd] of [
    ['an ООО seller to an ООО buyer', updFor('llc')],
    ['an ООО seller to an ИП buyer', updFor('entrepreneur')],
    ['an ООО seller to an НПД buyer', updFor('self_employed')],
    ['an ИП seller to an ООО buyer', updFor('llc', { ip: true })],
  ] as const) {
    it(`passes xmllint --schema against the ФНС XSD and the Schematron rules: ${name}`, async () => {
      const file = buildUpdXml(upd);
      const result = await xmllintSchema(file.bytes, `${file.fileId}.xml`, XSD);
      expect(result.output).toContain('validates');
      expect(result.valid).toBe(true);
      expect(updXmlSchematronProblems(`${file.fileId}.xml`, file.bytes)).toEqual([]);
    });
  }

  it('is named ON_NSCHFDOPPR_<buyer>_<seller>_<date>_<uuid>_0_0_0_0_0_00, as its ИдФайл says', () => {
    const upd = updFor('llc');
    const file = buildUpdXml(upd);
    expect(file.fileId).toBe(`ON_NSCHFDOPPR_${BUYER_EDO}_${SELLER_EDO}_20260305_${upd.fileUuid}_0_0_0_0_0_00`);
    expect(iconv.decode(file.bytes, 'win1251')).toContain(`ИдФайл="${file.fileId}"`);
  });

  it('is windows-1251 bytes with no UTF-8 Cyrillic in them, declared so', () => {
    const { bytes } = buildUpdXml(updFor('llc'));
    expect(bytes.subarray(0, 44).toString('latin1')).toBe('<?xml version="1.0" encoding="windows-1251"?>'.slice(0, 44));
    // UTF-8 writes Cyrillic as 0xD0/0xD1 followed by 0x80–0xBF; windows-1251 never needs such pairs here.
    expect(/[\xD0\xD1][\x80-\xBF]/.test(bytes.toString('latin1'))).toBe(false);
    expect(iconv.decode(bytes, 'win1251')).toContain('Функция="СЧФДОП"');
  });

  it('writes a character windows-1251 lacks as a reference that reads back as itself', async () => {
    const upd = updFor('llc');
    const file = buildUpdXml({ ...upd, lines: upd.lines.map((line) => ({ ...line, name: `${line.name}, 180 г/м²` })) });
    expect(iconv.decode(file.bytes, 'win1251')).toContain('180 г/м&#178;');
    expect((await xmllintSchema(file.bytes, `${file.fileId}.xml`, XSD)).valid).toBe(true);
  });

  it('carries the lines as the PDF prints them: ОКЕИ 166 кг, 3-decimal weight, price without VAT, 22 %, money', () => {
    const upd = updFor('llc');
    const xml = iconv.decode(buildUpdXml(upd).bytes, 'win1251');
    const [line] = upd.amounts.lines;
    expect(xml).toContain('ОКЕИ_Тов="166" НаимЕдИзм="кг" КолТов="63.933" ЦенаТов="615.16"');
    expect(xml).toContain(`СтТовБезНДС="${(line?.withoutVatKopecks ?? 0) / 100}"`);
    expect(xml).toContain('НалСт="22%"');
    expect(xml).toContain('<БезАкциз>без акциза</БезАкциз>');
    expect(xml).toContain('СвПРД НомерПРД="381" ДатаПРД="03.03.2026"');
    expect(xml).toContain('№ 001000, партия П-1А, 21,000 кг');
  });

  it('fails the Schematron check where xmllint alone does not: a wrong file name, a missing address, a zero price', async () => {
    const upd = updFor('llc');
    const file = buildUpdXml(upd);
    expect(updXmlSchematronProblems('ON_NSCHFDOPPR_other.xml', file.bytes)).toEqual(['ИдФайл is not the file name']);
    const broken = iconv.encode(
      iconv
        .decode(file.bytes, 'win1251')
        .replace(/ЦенаТов="[\d.]+"/, 'ЦенаТов="0.00"')
        .replace(/(<СвПокуп>[\s\S]*?)<Адрес>[\s\S]*?<\/Адрес>/, '$1'),
      'win1251',
    );
    expect((await xmllintSchema(broken, `${file.fileId}.xml`, XSD)).valid).toBe(true);
    // And xmllint does check what the XSD says: a rate the format does not list is refused.
    const wrongRate = iconv.encode(
      iconv.decode(file.bytes, 'win1251').replace('НалСт="22%"', 'НалСт="23%"'),
      'win1251',
    );
    expect((await xmllintSchema(wrongRate, `${file.fileId}.xml`, XSD)).output).toContain(
      "'23%' is not an element of the set",
    );
    expect(updXmlSchematronProblems(`${file.fileId}.xml`, broken)).toEqual([
      'СвПокуп without Адрес',
      'line 1: ЦенаТов not above zero',
    ]);
  });

  it('says which ЭДО id is missing', () => {
    expect(
      updXmlUnavailable({ seller: { ...seller, edoId: null }, buyer: buyerRecord('llc', { edoId: BUYER_EDO }) }),
    ).toBe('seller');
    expect(updXmlUnavailable({ seller: { ...seller, edoId: SELLER_EDO }, buyer: buyerRecord('llc') })).toBe('buyer');
    expect(updXmlUnavailable(updFor('llc'))).toBeNull();
  });

  it('splits a full name into surname, name and patronymic, initials kept', () => {
    expect(personName('Иванов И. И.')).toEqual({ Фамилия: 'Иванов', Имя: 'И.', Отчество: 'И.' });
    expect(personName('Петрова Анна')).toEqual({ Фамилия: 'Петрова', Имя: 'Анна' });
    expect(personName('Петрова')).toBeNull();
  });
});
