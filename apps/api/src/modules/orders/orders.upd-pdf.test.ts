import { describe, expect, it } from 'vitest';
import { pdfLayoutText, pdfPageInfo } from '../../../test/document-readers.ts';
import { entrepreneurSeller } from '../../../test/requisites-fixtures.ts';
import { seller, updOf } from '../../../test/upd-fixtures.ts';
import { renderUpdPdf } from './orders.upd-pdf.ts';

/** Whitespace runs as one space, as a reader compares printed lines. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('УПД PDF', () => {
  it('prints the status, header lines 1–8, the column numbers, units, rate and totals of the lines', async () => {
    const upd = updOf(3);
    const bytes = await renderUpdPdf(upd);
    const text = squeeze(await pdfLayoutText(bytes));
    expect(text).toContain('Универсальный передаточный документ');
    expect(text).toContain('Статус: 1');
    expect(text).toContain('Счёт-фактура № 17 от 05.03.2026 (1)');
    for (const marker of [
      '(1а)',
      '(2)',
      '(2а)',
      '(2б)',
      '(3)',
      '(4)',
      '(5)',
      '(5а)',
      '(5б)',
      '(6)',
      '(6а)',
      '(6б)',
      '(7)',
      '(8)',
    ]) {
      expect(text).toContain(marker);
    }
    expect(text).toContain('ИНН/КПП продавца: 7701234560/770101001 (2б)');
    expect(text).toContain('он же (3)');
    expect(text).toContain('К платёжно-расчётному документу: № 381 от 03.03.2026');
    expect(text).toContain('ИНН/КПП покупателя: 7707083893/773601001 (6б)');
    expect(text).toContain('Российский рубль, 643 (7)');
    expect(text).toContain('А 1 1а 1б 2 2а 3 4 5 6 7 8 9 10 10а 11');
    expect(text).toMatch(/ 166 кг 63,933 615,16 /);
    expect(text).toContain('без акциза 22%');
    const total = /Всего к оплате \(9\) ([\d ]+,\d\d) X ([\d ]+,\d\d) ([\d ]+,\d\d)/.exec(text);
    const kopecks = (printed: string | undefined) => Number((printed ?? '').replace(/[ ,]/g, ''));
    expect(kopecks(total?.[1])).toBe(upd.amounts.withoutVatKopecks);
    expect(kopecks(total?.[2])).toBe(upd.amounts.vatKopecks);
    expect(kopecks(total?.[3])).toBe(upd.amounts.withVatKopecks);
    expect(text).toContain('Сумма УПД равна сумме по счёт на оплату № 42 от 02.03.2026');
    expect(text).toContain('[13]');
    expect(text).toContain('05.03.2026 [13]');
    expect(text).toContain('Руководитель организации или иное уполномоченное лицо');
  });

  it('lists every roll number and every dye lot exactly once in the annex', async () => {
    const upd = updOf(4);
    const text = await pdfLayoutText(await renderUpdPdf(upd));
    const count = (word: string) => text.split(new RegExp(`(?<![\\wА-Яа-я-])${word}(?![\\wА-Яа-я-])`)).length - 1;
    for (const line of upd.lines) {
      for (const roll of line.rolls) expect(count(roll.number), roll.number).toBe(1);
      for (const lot of new Set(line.rolls.map((roll) => roll.lot))) expect(count(lot), lot).toBe(1);
    }
  });

  it('goes on over landscape pages with the table header repeated when the order is long', async () => {
    const bytes = await renderUpdPdf(updOf(40));
    const info = await pdfPageInfo(bytes);
    expect(info.width).toBeGreaterThan(info.height);
    expect(info.pages).toBeGreaterThanOrEqual(3);
    const pages = (await pdfLayoutText(bytes)).split('\f');
    const withHeader = pages.filter((page) => squeeze(page).includes('А 1 1а 1б 2 2а 3 4 5 6 7 8 9 10 10а 11'));
    expect(withHeader.length).toBeGreaterThanOrEqual(2);
    expect(squeeze(pages[0] ?? '')).toContain(`Документ составлен на ${info.pages} листах`);
  });

  it('shows the difference when the shipped weight comes to another sum than the invoice', async () => {
    const upd = updOf(1);
    const text = squeeze(
      await pdfLayoutText(
        await renderUpdPdf({ ...upd, invoice: { ...upd.invoice, totalKopecks: upd.amounts.withVatKopecks - 1_50 } }),
      ),
    );
    expect(text).toContain('разница +1,50 руб.');
  });

  it('signs for an entrepreneur seller with the OGRNIP and no KPP', async () => {
    const text = squeeze(await pdfLayoutText(await renderUpdPdf(updOf(1, { seller: entrepreneurSeller(seller) }))));
    expect(text).toContain('Индивидуальный предприниматель или иное уполномоченное лицо');
    expect(text).toContain('304500116000157');
    expect(text).toContain('ИНН/КПП продавца: 500100732259 (2б)');
  });
});
