import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  mapCategories,
  mapProducts,
  normalizeTranslations,
  WooCategorySchema,
  WooProductSchema,
} from './woocommerce.mapper.ts';

const product = (fields: Record<string, unknown>) =>
  WooProductSchema.parse({
    name: 'x',
    type: 'simple',
    status: 'publish',
    price: '100',
    categories: [],
    images: [],
    attributes: [],
    meta_data: [],
    ...fields,
  });

describe('WooCommerce mapping', () => {
  it('reads translations in the WCML, Polylang, empty and WPML REST API shapes', () => {
    expect(normalizeTranslations({ id: 1001, translations: { ru: '1001', uz: '2001' } }, 'ru')).toEqual({
      ru: 1001,
      uz: 2001,
    });
    expect(normalizeTranslations({ id: 2001, translations: { ru: 1001, uz: 2001 } }, 'uz')).toEqual({
      ru: 1001,
      uz: 2001,
    });
    expect(normalizeTranslations({ id: 1001, translations: [] }, 'ru')).toEqual({ ru: 1001 });
    expect(normalizeTranslations({ id: 1001, wpml_translations: [{ locale: 'uz_UZ', id: 2001 }] }, 'ru')).toEqual({
      ru: 1001,
      uz: 2001,
    });
    // Older WCML leaves the product itself out; the list it came from still says its language.
    expect(normalizeTranslations({ id: 1001, translations: { uz: '2001' } }, 'ru')).toEqual({ ru: 1001, uz: 2001 });
  });

  it('joins a pair linked only from the Uzbek side, and skips variations', () => {
    const ru = [product({ id: 1, sku: 'A', translations: [] }), product({ id: 5, type: 'variation', parent_id: 1 })];
    const uz = [product({ id: 2, sku: 'A', name: 'Uz', translations: { ru: 1, uz: 2 } })];
    const mapped = mapProducts(ru, uz, []);
    expect(mapped).toHaveLength(1);
    expect(mapped[0]).toMatchObject({ wooIdRu: 1, wooIdUz: 2, nameUz: 'Uz' });
  });

  it('falls back to raw ACF meta when `acf` is false, an empty list or missing', () => {
    const meta = [
      { key: 'product_type_bestseller', value: '1' },
      { key: 'main_characteristics_weight', value: '260' },
      { key: 'main_characteristics_canvas', value: 'Интерлок' },
    ];
    for (const acf of [false, [], undefined]) {
      const [mapped] = mapProducts([product({ id: 1, acf, meta_data: meta })], [], []);
      expect(mapped).toMatchObject({ bestseller: true, weight: 260, canvasRu: 'Интерлок', recommended: false });
    }
    const [nested] = mapProducts(
      [product({ id: 1, acf: { product_type: { latest: true }, main_characteristics: { weight: 300 } } })],
      [],
      [],
    );
    expect(nested).toMatchObject({ latest: true, weight: 300 });
  });

  it('turns HTML text into plain text and decodes entities', () => {
    expect(htmlToText('<p>Футер &amp; кулирка</p>\n<p>Вторая&nbsp;строка</p>\n')).toBe(
      'Футер & кулирка\nВторая\u00a0строка',
    );
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
  });

  it('links categories from either side and gives ones without a usable slug a stable id', () => {
    const categories = mapCategories(
      [WooCategorySchema.parse({ id: 21, name: 'Кулирка', slug: '' })],
      [WooCategorySchema.parse({ id: 31, name: 'Kulirka', slug: '', translations: { ru: 21 } })],
    );
    expect(categories).toMatchObject([{ id: 'woo-ru-21', nameRu: 'Кулирка', nameUz: 'Kulirka', wooIdUz: 31 }]);
  });

  it('treats a price of "" as zero and a malformed one as zero', () => {
    expect(mapProducts([product({ id: 1, price: '' })], [], [])[0]?.priceKopecks).toBe(0);
    expect(mapProducts([product({ id: 1, price: 'abc' })], [], [])[0]?.priceKopecks).toBe(0);
    expect(mapProducts([product({ id: 1, price: '750.50' })], [], [])[0]?.priceKopecks).toBe(75050);
  });
});
