import type { Product } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { toProductCard, toRequestCard } from './product-card-data';

const base = '/api/images/fabric/rib/2b2d31';
const product = {
  id: 7,
  name: 'Рибана 2x2',
  image: {
    src: `${base}/640.webp`,
    srcset: [320, 640, 768, 1024, 1280, 1536].map((width) => `${base}/${width}.webp ${width}w`).join(', '),
    width: 1536,
    height: 1536,
  },
  composition: '95% хлопок, 5% лайкра',
  weight: 260,
  width: 95,
  price: 930,
  unit: 'kg',
  count: 3,
  bestseller: false,
  latest: true,
  recommended: true,
  colors: ['#111111', null, '#333333', '#444444', '#555555'].map((hex, index) => ({
    id: index + 1,
    name: `Цвет ${index + 1}`,
    hex,
    images: [],
  })),
  description: 'Длинное описание, которое карточке не нужно',
} as unknown as Product;

describe('a product card', () => {
  it('carries what the card shows: the first of its labels, four colours and how many there are', () => {
    const card = toProductCard(product);
    expect(card.badge).toBe('latest');
    expect(card.colors).toEqual(['#111111', null, '#333333', '#444444']);
    expect(card.colorCount).toBe(5);
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('bestseller');
    expect(card).not.toHaveProperty('fallback');
  });

  it('has no label when none holds, and names a text that fell back to Russian', () => {
    const card = toProductCard({
      ...product,
      latest: false,
      recommended: false,
      fallback: { name: 'ru' },
    } as Product);
    expect(card).not.toHaveProperty('badge');
    expect(card.fallback).toEqual({ name: 'ru' });
  });

  it("leaves out the picture's size and the srcset the browser derives from its address", () => {
    expect(toProductCard(product).image).toEqual({ src: product.image?.src });
  });

  it('keeps the srcset of a picture kept elsewhere, which its address does not give', () => {
    const image = {
      src: 'https://shop.example/a.jpg',
      srcset: 'https://shop.example/a-300.jpg 300w',
      width: 800,
      height: 600,
    };
    expect(toProductCard({ ...product, image }).image).toEqual({ src: image.src, srcset: image.srcset });
  });

  it('gives a product one card per request, so a page sends it once however often it shows', () => {
    const request = new Request('http://localhost/catalog');
    const toCard = toRequestCard(request);
    expect(toCard(product)).toBe(toRequestCard(request)(product));
    expect(toCard(product)).not.toBe(toRequestCard(new Request('http://localhost/catalog'))(product));
  });
});
