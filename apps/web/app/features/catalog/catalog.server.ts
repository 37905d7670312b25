/** Reads of the catalogue for the pages, through the API as the visitor. */
import type { Category, Characteristics, Product, ProductList, Section } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { listingQuery } from './catalog-query';
import { toRequestCard, type ProductCardData } from './product-card-data';

/** A page of the listing as the page shows it: cards, not whole products (they are the page's data). */
export type CardList = Omit<ProductList, 'items'> & { items: ProductCardData[] };

/** Products in a strip of a catalogue section on the catalogue's first page. */
const STRIP_SIZE = 4;
/** Sections shown as strips above the listing, in order. */
export const STRIP_SECTIONS: readonly Section[] = ['bestseller', 'popular', 'latest', 'arrivals', 'recommended'];

/** The listing the page's URL asks for, as cards. */
export async function findProducts(context: AppLoadContext, request: Request): Promise<CardList> {
  const params = new URL(request.url).searchParams;
  const list = await apiRequest<ProductList>(context, request, `/api/products?${listingQuery(params)}`);
  return { ...list, items: list.items.map(toRequestCard(request)) };
}

/** The first products of every section, for the catalogue's first page; an empty section is left out. */
export async function findSectionStrips(
  context: AppLoadContext,
  request: Request,
): Promise<{ section: Section; items: ProductCardData[] }[]> {
  const lists = await Promise.all(
    STRIP_SECTIONS.map((section) =>
      apiRequest<ProductList>(context, request, `/api/products?section=${section}&limit=${STRIP_SIZE}`),
    ),
  );
  return STRIP_SECTIONS.map((section, index) => ({
    section,
    items: (lists[index]?.items ?? []).map(toRequestCard(request)),
  })).filter((strip) => strip.items.length > 0);
}

/** Every category of the shop. */
export function findCategories(context: AppLoadContext, request: Request): Promise<Category[]> {
  return apiRequest<Category[]>(context, request, '/api/products/categories');
}

/** One product; the API's 404 propagates as ApiError. */
export function getProduct(context: AppLoadContext, request: Request, id: number): Promise<Product> {
  return apiRequest<Product>(context, request, `/api/products/${id}`);
}

/** The main and extra characteristic groups of a category; empty groups when it cannot be read (spec §8). */
export async function findCharacteristics(
  context: AppLoadContext,
  request: Request,
  category: string | null,
): Promise<Characteristics> {
  if (!category) return { main: [], extra: [] };
  try {
    return await apiRequest<Characteristics>(
      context,
      request,
      `/api/products/characteristics?category=${encodeURIComponent(category)}`,
    );
  } catch (error) {
    console.error('characteristics unavailable', error);
    return { main: [], extra: [] };
  }
}
