import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from './catalog.schema';

describe('the listing query', () => {
  it('splits a filter at bare commas and repeated parameters', () => {
    const query = ProductListQuerySchema.parse({ color: ['Белый,Чёрный', 'Синий'], category: 'futer' });
    expect(query.color).toEqual(['Белый', 'Чёрный', 'Синий']);
    expect(query.category).toEqual(['futer']);
  });

  it('keeps a composition whole: its comma is followed by a space', () => {
    const query = ProductListQuerySchema.parse({ composition: ['95% вискоза, 5% лайкра', '100% хлопок'] });
    expect(query.composition).toEqual(['95% вискоза, 5% лайкра', '100% хлопок']);
    expect(ProductListQuerySchema.parse({ composition: '92% хлопок, 8% лайкра,100% хлопок' }).composition).toEqual([
      '92% хлопок, 8% лайкра',
      '100% хлопок',
    ]);
  });
});
