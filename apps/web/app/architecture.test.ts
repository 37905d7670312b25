/**
 * The web's layers are lint rules (eslint.config.js, apps/web/README.md "Layers"): this lints planted
 * imports with the repository's own configuration, so a rule that stopped matching — a moved folder, a
 * resolver that no longer finds the web's extensionless imports — fails here, and an allowed import that
 * started failing does too.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  // Cycles are import-x/no-cycle's, checked over the whole tree by `npm run lint`; here only the walls.
  eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** The wall messages for `code` as the file at `file` (under apps/web/app/; it need not exist). */
async function walls(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const planted = [value];\n`, {
    filePath: `${ROOT}apps/web/app/${file}`,
  });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the web layers lint enforces', () => {
  it('keeps lib/ and components/ leaves: no import of a feature or a layout', async () => {
    expect(
      await walls('lib/planted.ts', "import { useOrdersText as value } from '../features/orders/orders.i18n';"),
    ).toEqual([expect.stringContaining('lib/ and components/ are leaves')]);
    expect(
      await walls('components/planted.tsx', "import { SiteHeader as value } from '../layouts/site-header';"),
    ).toEqual([expect.stringContaining('lib/ and components/ are leaves')]);
    expect(await walls('lib/planted.ts', "import { formatNumber as value } from './format';")).toEqual([]);
  });

  it('lets a feature import another only along a declared edge', async () => {
    // orders does not use cart (cart uses orders): the import would be a loop.
    expect(
      await walls('features/orders/planted.ts', "import { addToCart as value } from '../cart/cart.server';"),
    ).toEqual([expect.stringContaining('features/cart/ is no declared edge')]);
    expect(
      await walls('features/cart/planted.ts', "import { useOrdersText as value } from '../orders/orders.i18n';"),
    ).toEqual([]);
  });

  it('takes only the public files of a feature it uses', async () => {
    expect(
      await walls('features/cart/planted.tsx', "import { OrderCard as value } from '../orders/order-card';"),
    ).toEqual([expect.stringContaining('import only its public files')]);
  });

  it('keeps layouts and routes above the features', async () => {
    expect(
      await walls('features/catalog/planted.tsx', "import { SiteHeader as value } from '../../layouts/site-header';"),
    ).toEqual([expect.stringContaining('a feature imports no layout, route or root')]);
    expect(
      await walls('routes/planted.tsx', "import { OrderCard as value } from '../features/orders/order-card';"),
    ).toEqual([]);
  });
});
