import { ConfigError, loadConfig } from '../../config.ts';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { decodePdfQr, pdfLayoutText, renderPdfPage } from '../../../test/document-readers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { BUYERS, buyerRecord, entrepreneurSeller, type BuyerKind } from '../../../test/requisites-fixtures.ts';
import {
  buyerLine,
  formatKg,
  formatRoubles,
  invoicePaymentQr,
  renderInvoicePdf,
  type InvoiceData,
} from './orders.invoice-pdf.ts';

const seller = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) }).seller;

const invoice: InvoiceData = {
  number: '42',
  issuedAt: new Date('2025-12-29T09:00:00Z'),
  reserveUntil: new Date('2026-01-13T21:00:00Z'),
  seller,
  buyer: {
    type: 'llc',
    name: null,
    companyName: 'ООО «Ромашка»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    ogrnip: null,
    address: 'г. Москва, ул. Вавилова, д. 19',
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    account: '40702810938000012345',
    corrAccount: '30101810400000000225',
  },
  lines: [
    {
      name: 'Кулирная гладь 30/1',
      color: 'белый',
      rolls: 2,
      grams: 44_850,
      pricePerKgKopecks: 40_000,
      amountKopecks: 1_794_000,
    },
    {
      name: 'Футер трёхнитка',
      color: null,
      rolls: 1,
      grams: 20_250,
      pricePerKgKopecks: 20_000,
      amountKopecks: 405_000,
    },
  ],
  totalKopecks: 2_199_000,
  vatKopecks: 396_541,
  vatPercent: 22,
};

describe('invoice PDF', () => {
  it('is a real PDF with the buyer, the lines, totals in figures and words, reserve and the power-of-attorney note', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Счёт на оплату № 42 от 29.12.2025');
    expect(text).toContain('ИНН 7707083893');
    expect(text).toContain('КПП 773601001');
    expect(text).toContain(`ИНН ${seller.inn}`);
    expect(text).toContain('44,850');
    expect(text).toContain('21 990,00');
    expect(text).toContain('3 965,41');
    expect(text).toContain('Двадцать одна тысяча девятьсот девяносто рублей 00 копеек');
    expect(text).toContain('13.01.2026');
    expect(text).toContain('0315001');
    expect(text).toContain('синей печатью');
  });

  it('embeds the Cyrillic font', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
    expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);
  });

  it('prints the requisites each customer type needs', () => {
    const base = {
      ...invoice.buyer,
      companyName: null,
      kpp: null,
      ogrn: null,
      bankName: null,
      bik: null,
      account: null,
      corrAccount: null,
    };
    expect(
      buyerLine({
        ...base,
        type: 'entrepreneur',
        name: 'Иванов Иван Иванович',
        inn: '500100732259',
        ogrnip: '304500116000157',
      }),
    ).toBe('ИП Иванов Иван Иванович, ИНН 500100732259, ОГРНИП 304500116000157, г. Москва, ул. Вавилова, д. 19');
    expect(
      buyerLine({ ...base, type: 'self_employed', name: 'Петрова Анна', inn: '500100732259', ogrnip: null }),
    ).toContain('самозанятый');
    expect(
      buyerLine({ ...base, type: 'private_person', name: 'Сидоров Пётр', inn: null, ogrnip: null, address: null }),
    ).toBe('Сидоров Пётр');
  });

  it('formats roubles and kilograms the Russian way', () => {
    expect(formatRoubles(123_456_789)).toBe('1 234 567,89');
    expect(formatRoubles(5)).toBe('0,05');
    expect(formatKg(20_005)).toBe('20,005');
  });
});

/** The key=value pairs of a ГОСТ Р 56042 string, the separator read from the byte after the header. */
function qrFields(payload: string): Map<string, string> {
  const separator = payload.charAt(7);
  return new Map(
    payload
      .slice(8)
      .split(separator)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as [string, string]),
  );
}

/** `17 940,00` → 1794000. */
const kopecksOf = (printed: string) => Number(printed.replace(/[\s,]/g, ''));

describe('invoice payment QR, read back from the rendered page', () => {
  const sellers = { 'an ООО': seller, 'an ИП': entrepreneurSeller(seller) };
  for (const [sellerName, payee] of Object.entries(sellers)) {
    for (const kind of Object.keys(BUYERS) as BuyerKind[]) {
      it(`${sellerName} seller, ${kind} buyer: zbar reads exactly the server's string, its Sum and VAT are the PDF's`, async () => {
        const data: InvoiceData = {
          ...invoice,
          // A total whose VAT does not come out even, as most do.
          lines: [{ ...invoice.lines[0]!, grams: 44_853, amountKopecks: 1_794_120 }],
          totalKopecks: 1_794_120,
          vatKopecks: 323_530,
          seller: payee,
          buyer: buyerRecord(kind),
        };
        const bytes = await renderInvoicePdf(data);
        const decoded = await decodePdfQr(bytes, { dpi: 150 });
        expect(decoded).toEqual([invoicePaymentQr(data)]);
        const fields = qrFields(decoded[0] ?? '');

        const text = await pdfLayoutText(bytes);
        const total = /Всего к оплате:\s+([\d ]+,\d\d)/.exec(text)?.[1] ?? '';
        const vat = /В том числе НДС \(22%\):\s+([\d ]+,\d\d)/.exec(text)?.[1] ?? '';
        expect(fields.get('Sum')).toBe(String(kopecksOf(total)));
        expect(fields.get('Sum')).toBe('1794120');
        expect(fields.get('Purpose')).toBe(
          `Оплата по счёту № 42 от 29.12.2025 за трикотажное полотно. В т.ч. НДС 22% — ${vat} руб.`,
        );
        expect(vat).toBe('3 235,30');
        expect([...fields.keys()].slice(0, 5)).toEqual(['Name', 'PersonalAcc', 'BankName', 'BIC', 'CorrespAcc']);
        expect(fields.get('Name')).toBe(payee.name);
        expect(fields.get('PayeeINN')).toBe(payee.inn);
        expect(fields.get('KPP')).toBe(payee.kpp ?? undefined);
        expect(fields.get('PayerINN')).toBe(kind === 'private_person' ? undefined : BUYERS[kind].inn);
      });
    }
  }

  it('prints the symbol at least 40 mm wide at the top right of page 1, with a quiet zone of 4 modules', async () => {
    const dpi = 150;
    const png = await renderPdfPage(await renderInvoicePdf(invoice), { dpi });
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const mm = (pixels: number) => (pixels * 25.4) / dpi;
    const dark = (x: number, y: number) => (data[y * info.width + x] ?? 255) < 128;
    const band = Array.from({ length: Math.round(info.height * 0.22) }, (_, y) => y);
    /** The last run of consecutive values where `inked` holds, or the tallest one. */
    const runs = (values: number[], inked: (value: number) => boolean) => {
      const found: number[][] = [];
      for (const value of values) {
        if (!inked(value)) continue;
        const run = found.at(-1);
        if (run && run.at(-1) === value - 1) run.push(value);
        else found.push([value]);
      }
      return found;
    };
    // Every column of a QR symbol has ink, and blank columns part it from the bank block: the rightmost run.
    const columns =
      runs(
        Array.from({ length: info.width }, (_, x) => x),
        (x) => band.some((y) => dark(x, y)),
      ).at(-1) ?? [];
    const left = columns[0] ?? 0;
    const right = columns.at(-1) ?? 0;
    // Its rows: the tallest run of inked rows under those columns (the caption below is a run of its own).
    const rows = runs(band, (y) => columns.some((x) => dark(x, y))).reduce(
      (tallest, run) => (run.length > tallest.length ? run : tallest),
      [],
    );
    const top = rows[0] ?? 0;
    const bottom = rows.at(-1) ?? 0;
    expect(mm(right - left + 1)).toBeGreaterThanOrEqual(40);
    expect(mm(bottom - top + 1)).toBeGreaterThanOrEqual(40);
    expect(right).toBeGreaterThan(info.width * 0.8);
    // A module: the finder pattern at the top left is 7 modules of ink along the symbol's top row.
    let finder = 0;
    while (dark(left + finder, top)) finder += 1;
    const quiet = Math.floor((4 * finder) / 7);
    expect(finder / 7).toBeGreaterThan(2);
    for (let y = top - quiet; y <= bottom + quiet; y += 1) {
      for (let x = left - quiet; x < left; x += 1)
        expect(dark(x, y), `ink left of the symbol at ${x},${y}`).toBe(false);
    }
    for (let x = left; x <= right; x += 1) {
      for (let y = top - quiet; y < top; y += 1) expect(dark(x, y), `ink above the symbol at ${x},${y}`).toBe(false);
    }
  });

  it('carries a «|» in the seller name whole, under another separator', async () => {
    const data = { ...invoice, seller: { ...seller, name: 'ООО «Полотно | Трикотаж»' } };
    const [decoded = ''] = await decodePdfQr(await renderInvoicePdf(data));
    expect(decoded).toBe(invoicePaymentQr(data));
    expect(decoded.charAt(7)).not.toBe('|');
    expect(qrFields(decoded).get('Name')).toBe('ООО «Полотно | Трикотаж»');
  });

  it('prints an entrepreneur seller without a KPP and with the OGRNIP', async () => {
    const text = await pdfText(await renderInvoicePdf({ ...invoice, seller: entrepreneurSeller(seller) }));
    expect(text).toContain('ИП Сидорова Мария Петровна, ИНН 500100732259, ОГРНИП 304500116000157');
    expect(text).not.toContain('КПП null');
    expect(text).toContain('Индивидуальный предприниматель');
  });
});

describe('seller configuration', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) };
  it('refuses a seller INN, KPP or OGRN that fails its check, naming the variable', () => {
    expect(() => loadConfig({ ...base, SELLER_INN: '7707083894' })).toThrow(/SELLER_INN/);
    expect(() => loadConfig({ ...base, SELLER_OGRN: '1027700132194' })).toThrow(/SELLER_OGRN/);
    expect(() => loadConfig({ ...base, SELLER_KPP: '77' })).toThrow(/SELLER_KPP/);
  });
  it('takes a 12-digit INN as an entrepreneur with an OGRNIP and no KPP', () => {
    const ip = { ...base, SELLER_NAME: 'ИП Сидорова Мария Петровна', SELLER_INN: '500100732259' };
    expect(loadConfig({ ...ip, SELLER_OGRN: '304500116000157' }).seller).toMatchObject({
      kind: 'entrepreneur',
      kpp: null,
      ogrn: '304500116000157',
    });
    expect(() => loadConfig(ip)).toThrow(/SELLER_OGRN/);
    expect(() => loadConfig({ ...ip, SELLER_OGRN: '304500116000157', SELLER_KPP: '770101001' })).toThrow(/SELLER_KPP/);
    expect(loadConfig(base).seller).toMatchObject({ kind: 'llc', kpp: '770101001', edoId: null });
  });
  it('refuses a bank name longer than the payment QR takes, and a malformed ЭДО id', () => {
    expect(() => loadConfig({ ...base, SELLER_BANK_NAME: 'Б'.repeat(46) })).toThrow(/SELLER_BANK_NAME/);
    expect(() => loadConfig({ ...base, SELLER_EDO_ID: 'Диадок' })).toThrow(/SELLER_EDO_ID/);
    expect(loadConfig({ ...base, SELLER_EDO_ID: '2BM-7701234560-770101001' }).seller.edoId).toBe(
      '2BM-7701234560-770101001',
    );
  });
  it('refuses accounts whose control key does not match the BIK', () => {
    expect(() => loadConfig({ ...base, SELLER_BIK: '044030653' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SELLER_ACCOUNT: '40702810938000012346' })).toThrow(/SELLER_ACCOUNT/);
  });
  it('reads the VAT rate', () => {
    expect(loadConfig({ ...base, VAT_PERCENT: '20' }).vatPercent).toBe(20);
    expect(() => loadConfig({ ...base, VAT_PERCENT: '120' })).toThrow(/VAT_PERCENT/);
  });
});
