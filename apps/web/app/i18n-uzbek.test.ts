/**
 * The web's own Uzbek texts (the frame, every feature's dictionary, the admin's, the pages' meta descriptions) are in
 * Latin script, without a single Cyrillic letter. Texts made by a function are made with sample arguments,
 * so their fixed words are checked too.
 */
import { describe, expect, it } from 'vitest';
import { adminCatalogText } from './features/catalog/admin-catalog.i18n';
import { adminOrdersText } from './features/orders/admin-orders.i18n';
import { uz as accounts } from './features/accounts/accounts.i18n.uz';
import { uz as catalog } from './features/catalog/catalog.i18n.uz';
import { contentText } from './features/content/content.i18n';
import { uz as orders } from './features/orders/orders.i18n.uz';
import { requestsText } from './features/requests/requests.i18n';
import { requisitesText } from './features/requisites/requisites.i18n';
import { uz as core } from './lib/i18n.uz';
import { pageDescription } from './lib/page-descriptions.server';
import { PAGES, type PageKey } from './lib/pages';

/** Every text reachable from `value`, with its path; functions are called with sample arguments. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    for (const sample of [2, 'X']) {
      try {
        const made = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => sample));
        return texts(made, `${path}()`);
      } catch {
        // another kind of argument
      }
    }
    return [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  }
  return [];
}

describe('the Uzbek texts of the web', () => {
  it('are written in Latin script', () => {
    const dictionaries = {
      core,
      catalog,
      accounts,
      content: contentText('uz'),
      requests: requestsText('uz'),
      orders,
      requisites: requisitesText('uz'),
      adminCatalog: adminCatalogText('uz'),
      adminOrders: adminOrdersText('uz'),
      descriptions: Object.fromEntries(
        (Object.keys(PAGES) as PageKey[]).map((page) => [page, pageDescription(page, 'uz')]),
      ),
    };
    const all = texts(dictionaries, 'uz');
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter(([, text]) => /\p{Script=Cyrillic}/u.test(text))).toEqual([]);
  });
});
