import { describe, expect, it } from 'vitest';
import { PaymentQrError, paymentPurpose, paymentQrPayload, type PaymentQrInput } from './payment-qr.ts';

const company: PaymentQrInput = {
  payee: {
    name: 'ООО «Полотно»',
    account: '40702810938000012345',
    bankName: 'ПАО СБЕРБАНК',
    bik: '044525225',
    corrAccount: '30101810400000000225',
    inn: '7701234567',
    kpp: '770101001',
  },
  sumKopecks: 12_345_600,
  purpose: 'Оплата по счёту № 123 от 01.03.2026 за трикотажное полотно. В т.ч. НДС 22% — 22 262,56 руб.',
  payerInn: '7700000023',
};

/** A reader written from the standard, as a bank app reads: the separator is the byte after the header. */
function parse(payload: string): { header: string; separator: string; pairs: [string, string][] } {
  const header = payload.slice(0, 7);
  const separator = payload.charAt(7);
  const pairs = payload
    .slice(8)
    .split(separator)
    .map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    });
  return { header, separator, pairs };
}

describe('payment QR text (ГОСТ Р 56042-2014)', () => {
  it('writes the reference payload of a company payee byte for byte', () => {
    expect(paymentQrPayload(company)).toBe(
      'ST00012|Name=ООО «Полотно»|PersonalAcc=40702810938000012345|BankName=ПАО СБЕРБАНК|BIC=044525225|' +
        'CorrespAcc=30101810400000000225|PayeeINN=7701234567|KPP=770101001|Sum=12345600|' +
        'Purpose=Оплата по счёту № 123 от 01.03.2026 за трикотажное полотно. В т.ч. НДС 22% — 22 262,56 руб.|' +
        'PayerINN=7700000023',
    );
  });

  it('puts the five mandatory keys first and in order, then the payee, sum, purpose and payer', () => {
    const { header, pairs } = parse(paymentQrPayload(company));
    expect(header).toBe('ST00012');
    expect(pairs.map(([key]) => key)).toEqual([
      'Name',
      'PersonalAcc',
      'BankName',
      'BIC',
      'CorrespAcc',
      'PayeeINN',
      'KPP',
      'Sum',
      'Purpose',
      'PayerINN',
    ]);
  });

  it('leaves out the KPP of an entrepreneur payee and the INN of a buyer who has none', () => {
    const payload = paymentQrPayload({
      ...company,
      payee: { ...company.payee, name: 'ИП Сидоров Пётр Петрович', inn: '500100732259', kpp: null },
      payerInn: null,
    });
    const keys = parse(payload).pairs.map(([key]) => key);
    expect(keys).not.toContain('KPP');
    expect(keys).not.toContain('PayerINN');
    expect(keys).toContain('PayeeINN');
  });

  it('writes the sum in kopecks without separators', () => {
    const sum = (kopecks: number) =>
      parse(paymentQrPayload({ ...company, sumKopecks: kopecks })).pairs.find(([key]) => key === 'Sum')?.[1];
    expect(sum(1)).toBe('1');
    expect(sum(100_000_099)).toBe('100000099');
    expect(() => paymentQrPayload({ ...company, sumKopecks: 0 })).toThrow(PaymentQrError);
    expect(() => paymentQrPayload({ ...company, sumKopecks: 12.5 })).toThrow(/Sum/);
  });

  it('chooses another separator when a value holds «|», and every value reads back whole', () => {
    const input = { ...company, payee: { ...company.payee, name: 'ООО «Полотно | Трикотаж»' } };
    const payload = paymentQrPayload(input);
    const { separator, pairs } = parse(payload);
    expect(separator).not.toBe('|');
    expect(pairs.find(([key]) => key === 'Name')?.[1]).toBe('ООО «Полотно | Трикотаж»');
    expect(pairs).toHaveLength(10);
  });

  it('enforces the lengths of the standard', () => {
    expect(() => paymentQrPayload({ ...company, payee: { ...company.payee, name: 'Я'.repeat(161) } })).toThrow(/^Name/);
    expect(() => paymentQrPayload({ ...company, payee: { ...company.payee, bankName: 'Б'.repeat(46) } })).toThrow(
      /^BankName/,
    );
    expect(() => paymentQrPayload({ ...company, purpose: 'П'.repeat(211) })).toThrow(/^Purpose/);
    expect(() => paymentQrPayload({ ...company, payee: { ...company.payee, account: '4070281093800001234' } })).toThrow(
      /^PersonalAcc/,
    );
    expect(() => paymentQrPayload({ ...company, payee: { ...company.payee, bik: '04452522' } })).toThrow(/^BIC/);
    expect(() => paymentQrPayload({ ...company, payerInn: '77000000' })).toThrow(/^PayerINN/);
    // 160 characters of Cyrillic take 320 bytes: the mandatory block may hold 300.
    expect(() => paymentQrPayload({ ...company, payee: { ...company.payee, name: 'Я'.repeat(160) } })).toThrow(
      /300 bytes/,
    );
    expect(paymentQrPayload({ ...company, purpose: 'П'.repeat(210) })).toContain(`Purpose=${'П'.repeat(210)}`);
    expect(
      paymentQrPayload({ ...company, payee: { ...company.payee, corrAccount: '0' } }).includes('|CorrespAcc=0|'),
    ).toBe(true);
  });

  it('refuses a line break inside a value', () => {
    expect(() => paymentQrPayload({ ...company, purpose: 'Оплата\nпо счёту' })).toThrow(/^Purpose/);
  });
});

describe('payment purpose', () => {
  it('names the invoice and its date and states the VAT as printed', () => {
    const purpose = paymentPurpose({ number: '123', date: '2026-03-01', vatPercent: 22, vat: '22 262,56' });
    expect(purpose).toBe('Оплата по счёту № 123 от 01.03.2026 за трикотажное полотно. В т.ч. НДС 22% — 22 262,56 руб.');
    expect(purpose).toMatch(/^Оплата по сч[её]ту № \S+ от \d\d\.\d\d\.\d{4}.* В т\.ч\. НДС 22% — [\d ]+,\d\d руб\.$/);
  });

  it('stays within the 210 characters of the purpose for the longest invoice number and total', () => {
    const purpose = paymentPurpose({
      number: '2147483647',
      date: '2026-12-31',
      vatPercent: 22,
      vat: '999 999 999 999,99',
    });
    expect(purpose.length).toBeLessThanOrEqual(210);
  });
});
