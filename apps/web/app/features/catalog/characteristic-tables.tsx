import type { Characteristics, Product } from '@polotno/domain';
import { langOf } from '../../lib/locale';
import { useCatalogText } from './catalog.i18n';

/** Characteristics split into the category's main and extra groups (spec §3). */
export function CharacteristicTables({ product, groups }: { product: Product; groups: Characteristics }) {
  const t = useCatalogText();
  const mainNames = new Set(groups.main.map((entry) => entry.name));
  const basics: Row[] = [
    { name: t.composition, value: product.composition, fallback: { value: langOf(product, 'composition') } },
    { name: t.canvas, value: product.canvas, fallback: { value: langOf(product, 'canvas') } },
    { name: t.weight, value: product.weight !== null ? `${product.weight} ${t.gsm}` : '' },
    { name: t.width, value: product.width !== null ? `${product.width} ${t.cm}` : '' },
    { name: t.article, value: product.art },
  ].filter((row) => row.value);
  const basicNames = new Set(basics.map((row) => row.name));
  const rest = product.characteristics.filter((row) => !basicNames.has(row.name));
  const main = [...basics, ...rest.filter((row) => mainNames.has(row.name))];
  const extra = rest.filter((row) => !mainNames.has(row.name));
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <CharacteristicTable title={t.mainCharacteristics} rows={main} />
      {extra.length > 0 && <CharacteristicTable title={t.extraCharacteristics} rows={extra} />}
    </div>
  );
}

type Row = Product['characteristics'][number];

function CharacteristicTable({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h2>
      <dl className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
        {rows.map((row) => (
          <div key={row.name} className="grid grid-cols-2 gap-3 py-2">
            <dt lang={langOf(row, 'name')} className="text-gray-500 dark:text-gray-400">
              {row.name}
            </dt>
            <dd lang={langOf(row, 'value')} className="text-gray-900 dark:text-gray-100">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
