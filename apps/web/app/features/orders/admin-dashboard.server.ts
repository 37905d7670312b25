/** The figures of the back office's first page, each read from the API the list behind it uses. */
import type { Order, ProductList } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';

// Invoices live three working days, so a shop of this size never has more unpaid ones than this at once.
const INVOICED_SCAN = 200;

export interface Dashboard {
  newOrders: number;
  toInvoice: number;
  awaitingPayment: number;
  /** The end of the reserve that runs out first, among invoices awaiting payment. */
  nearestReserve: string | null;
  newRequests: number;
  outOfStock: number;
}

export async function loadDashboard(context: AppLoadContext, request: Request): Promise<Dashboard> {
  const get = <T>(path: string) => apiRequest<T>(context, request, path);
  const [fresh, confirmed, invoiced, requests, products, inStock] = await Promise.all([
    get<{ total: number }>('/api/order?status=new&limit=1'),
    get<{ total: number }>('/api/order?status=confirmed&limit=1'),
    get<{ items: Order[]; total: number }>(`/api/order?status=invoiced&limit=${INVOICED_SCAN}`),
    get<{ total: number }>('/api/admin/requests?status=new&limit=1'),
    get<ProductList>('/api/products?limit=1'),
    get<ProductList>('/api/products?limit=1&inStock=true'),
  ]);
  const reserves = invoiced.items
    .map((order) => order.reserveUntil)
    .filter((until): until is string => until !== null)
    .sort();
  return {
    newOrders: fresh.total,
    toInvoice: confirmed.total,
    awaitingPayment: invoiced.total,
    nearestReserve: reserves[0] ?? null,
    newRequests: requests.total,
    outOfStock: products.total - inStock.total,
  };
}
