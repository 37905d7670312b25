/**
 * Catalogue editing for admins: products (both languages at once), categories, characteristic groups,
 * colours and image uploads. Products synchronised from WooCommerce accept only the fields the shop owns
 * (stock and flags). Every write announces what it changed, which drops the cached answers it touched, and is
 * recorded in the audit trail in its transaction. Callers have already passed `requireAdmin`.
 */
import type { Db, StoredImage } from '@polotno/db';
import {
  AppError,
  CHARACTERISTIC_GROUPS,
  OWN_PRODUCT_FIELDS,
  type AdminCategory,
  type AdminProduct,
  type CategoryInputSchema,
  type CategoryPatchSchema,
  type CharacteristicGroup,
  type CharacteristicGroupsInputSchema,
  type ProductInput,
  type ProductPatch,
} from '@polotno/domain';
import type { z } from 'zod';
import type { FileStore } from '../../plugins/files.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { convertUpload, imageView } from '../images/images.module.ts';
import * as adminRepository from './catalog.admin.repository.ts';
import * as repository from './catalog.repository.ts';
import type { CatalogService } from './catalog.service.ts';

type CategoryInput = z.output<typeof CategoryInputSchema>;
type CategoryPatch = z.output<typeof CategoryPatchSchema>;
type GroupsInput = z.output<typeof CharacteristicGroupsInputSchema>;

function toAdminProduct(row: repository.ProductRow): AdminProduct {
  const both = (ru: string, uz: string) => ({ ru, uz });
  return {
    id: row.id,
    art: row.art,
    categoryId: row.categoryId,
    name: both(row.nameRu, row.nameUz),
    description: both(row.descriptionRu, row.descriptionUz),
    shortDescription: both(row.shortDescriptionRu, row.shortDescriptionUz),
    type: row.type,
    unit: row.unit,
    price: row.priceKopecks / 100,
    count: row.count,
    canvas: both(row.canvasRu, row.canvasUz),
    composition: both(row.compositionRu, row.compositionUz),
    weight: row.weight,
    width: row.width,
    characteristics: row.characteristics,
    colors: row.colors.map((color) => ({
      id: color.id,
      name: both(color.nameRu, color.nameUz),
      hex: color.hex,
      images: color.images.map((image) => ({ ...imageView(image), id: image.kind === 'upload' ? image.id : null })),
    })),
    show: row.show,
    bestseller: row.bestseller,
    recommended: row.recommended,
    latest: row.latest,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface CatalogAdminDeps {
  db: Db;
  /** Where uploaded images' renditions are stored. */
  files: FileStore;
  /** The catalogue's service, told of every write (`changed`) so cached answers drop. */
  catalog: CatalogService;
  audit: AuditService;
}

export function createCatalogAdminService(deps: CatalogAdminDeps) {
  const { db, files, catalog, audit } = deps;

  async function storedImages(ids: string[]): Promise<Map<string, StoredImage>> {
    const found = await adminRepository.findImages(db, [...new Set(ids)]);
    const byId = new Map<string, StoredImage>(
      found.map((row) => [row.id, { kind: 'upload', id: row.id, width: row.width, height: row.height }]),
    );
    for (const id of ids) if (!byId.has(id)) throw new AppError('IMAGE_NOT_FOUND', { details: { id } });
    return byId;
  }

  async function colorValues(colors: ProductInput['colors']): Promise<adminRepository.ColorValues[]> {
    const images = await storedImages(colors.flatMap((color) => color.images));
    return colors.map((color) => ({
      nameRu: color.name.ru,
      nameUz: color.name.uz,
      hex: color.hex,
      images: color.images.map((id) => images.get(id) as StoredImage),
    }));
  }

  async function checkCategory(categoryId: string | null | undefined) {
    if (categoryId && !(await repository.findCategory(db, categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
  }

  function productValues(input: Partial<ProductInput>): Partial<adminRepository.ProductValues> {
    const values: Partial<adminRepository.ProductValues> = {};
    if (input.art !== undefined) values.art = input.art;
    if (input.categoryId !== undefined) values.categoryId = input.categoryId;
    if (input.name) Object.assign(values, { nameRu: input.name.ru, nameUz: input.name.uz });
    if (input.description)
      Object.assign(values, { descriptionRu: input.description.ru, descriptionUz: input.description.uz });
    if (input.shortDescription) {
      Object.assign(values, {
        shortDescriptionRu: input.shortDescription.ru,
        shortDescriptionUz: input.shortDescription.uz,
      });
    }
    if (input.type !== undefined) values.type = input.type;
    if (input.unit !== undefined) values.unit = input.unit;
    if (input.price !== undefined) values.priceKopecks = Math.round(input.price * 100);
    if (input.count !== undefined) values.count = input.count;
    if (input.canvas) Object.assign(values, { canvasRu: input.canvas.ru, canvasUz: input.canvas.uz });
    if (input.composition)
      Object.assign(values, { compositionRu: input.composition.ru, compositionUz: input.composition.uz });
    if (input.weight !== undefined) values.weight = input.weight;
    if (input.width !== undefined) values.width = input.width;
    if (input.characteristics) values.characteristics = input.characteristics;
    for (const flag of ['show', 'bestseller', 'recommended', 'latest'] as const) {
      if (input[flag] !== undefined) values[flag] = input[flag];
    }
    return values;
  }

  /** The product as an admin sees it, read through `from` (a transaction, or the database). */
  async function getProduct(id: number, from: Db = db): Promise<AdminProduct> {
    const row = await repository.findProductById(from, id);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    return toAdminProduct(row);
  }

  function toAdminCategory(row: repository.CategoryRow): AdminCategory {
    return {
      id: row.id,
      name: { ru: row.nameRu, uz: row.nameUz },
      image: row.image ? imageView(row.image) : null,
      position: row.position,
      source: row.source,
    };
  }

  async function getCategory(id: string, from: Db = db): Promise<AdminCategory> {
    const row = await repository.findCategory(from, id);
    if (!row) throw new AppError('CATEGORY_NOT_FOUND');
    return toAdminCategory(row);
  }

  async function getCharacteristicGroups(categoryId: string, from: Db = db) {
    if (!(await repository.findCategory(from, categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
    const rows = await adminRepository.findCharacteristicGroups(from, categoryId);
    const view = (group: CharacteristicGroup) =>
      rows
        .filter((row) => row.group === group)
        .map((row) => ({ key: row.key, name: { ru: row.nameRu, uz: row.nameUz } }));
    return { main: view('main'), extra: view('extra') };
  }

  return {
    getProduct,

    async createProduct(input: ProductInput): Promise<AdminProduct> {
      await checkCategory(input.categoryId);
      const colors = await colorValues(input.colors);
      const values = productValues(input) as adminRepository.ProductValues;
      const created = await db.transaction(async (tx) => {
        const id = await adminRepository.insertProduct(tx, { ...values, restockedAt: null }, colors);
        const product = await getProduct(id, tx);
        await audit.record(tx, { kind: 'product', id, action: 'create', after: product });
        return product;
      });
      catalog.changed([created.id]);
      return created;
    },

    async updateProduct(id: number, patch: ProductPatch): Promise<AdminProduct> {
      const current = await repository.findProductById(db, id);
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      if (current.source === 'woocommerce') {
        const foreign = Object.keys(patch).filter((key) => !(OWN_PRODUCT_FIELDS as readonly string[]).includes(key));
        if (foreign.length > 0) throw new AppError('PRODUCT_SYNCED_READ_ONLY', { details: { fields: foreign } });
      }
      await checkCategory(patch.categoryId);
      if (patch.count !== undefined && patch.count !== current.count && (await repository.tracksRolls(db, id))) {
        throw new AppError('STOCK_TRACKED_BY_ROLLS');
      }
      const colors = patch.colors ? await colorValues(patch.colors) : undefined;
      const values = productValues(patch);
      if (patch.count !== undefined && patch.count > 0 && current.count === 0) values.restockedAt = new Date();
      const updated = await db.transaction(async (tx) => {
        const before = await getProduct(id, tx);
        await adminRepository.updateProduct(tx, id, values, colors);
        const after = await getProduct(id, tx);
        await audit.record(tx, { kind: 'product', id, action: 'update', before, after });
        return after;
      });
      catalog.changed([id]);
      return updated;
    },

    /** Sets the stock of a product that counts rolls without roll records (`PUT /api/product/{id}`). */
    async setStock(id: number, count: number): Promise<{ id: number; count: number }> {
      // A product tracking rolls counts its available rolls; a typed count would disagree with them.
      if (await repository.tracksRolls(db, id)) throw new AppError('STOCK_TRACKED_BY_ROLLS');
      const row = await db.transaction(async (tx) => {
        const current = await repository.findProductById(tx, id);
        const updated = await repository.updateStock(tx, id, count);
        if (!current || !updated) throw new AppError('PRODUCT_NOT_FOUND');
        await audit.record(tx, {
          kind: 'product',
          id,
          action: 'stock',
          before: { count: current.count },
          after: { count: updated.count },
        });
        return updated;
      });
      catalog.changed([id]);
      return row;
    },

    async deleteProduct(id: number): Promise<void> {
      const current = await repository.findProductById(db, id);
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      // A synchronised product would come back at the next sync: it is removed in WooCommerce instead.
      if (current.source === 'woocommerce') throw new AppError('PRODUCT_SYNCED_READ_ONLY');
      await db.transaction(async (tx) => {
        const before = await getProduct(id, tx);
        await adminRepository.deleteProduct(tx, id);
        await audit.record(tx, { kind: 'product', id, action: 'delete', before });
      });
      catalog.changed([id]);
    },

    async uploadImage(data: Buffer) {
      const converted = await convertUpload(files, data);
      const image = { id: converted.id, ...imageView({ kind: 'upload', ...converted }) };
      await db.transaction(async (tx) => {
        await adminRepository.insertImage(tx, converted);
        await audit.record(tx, { kind: 'image', id: converted.id, action: 'upload', after: image });
      });
      return image;
    },

    getCategory,

    /** Every category in both languages, in display order. */
    async listCategories(): Promise<AdminCategory[]> {
      return (await repository.findCategories(db)).map(toAdminCategory);
    },

    async createCategory(input: CategoryInput): Promise<AdminCategory> {
      const image = input.image ? (await storedImages([input.image])).get(input.image) : null;
      const category = await db.transaction(async (tx) => {
        const created = await adminRepository.insertCategory(tx, {
          id: input.id,
          nameRu: input.name.ru,
          nameUz: input.name.uz,
          image: image ?? null,
          position: input.position,
        });
        if (!created) throw new AppError('CATEGORY_EXISTS');
        const after = await getCategory(input.id, tx);
        await audit.record(tx, { kind: 'category', id: input.id, action: 'create', after });
        return after;
      });
      catalog.changed();
      return category;
    },

    async updateCategory(id: string, patch: CategoryPatch): Promise<AdminCategory> {
      const values: Parameters<typeof adminRepository.updateCategory>[2] = {};
      if (patch.name) Object.assign(values, { nameRu: patch.name.ru, nameUz: patch.name.uz });
      if (patch.position !== undefined) values.position = patch.position;
      if (patch.image !== undefined)
        values.image = patch.image ? ((await storedImages([patch.image])).get(patch.image) ?? null) : null;
      const category = await db.transaction(async (tx) => {
        const before = await getCategory(id, tx);
        await adminRepository.updateCategory(tx, id, values);
        const after = await getCategory(id, tx);
        await audit.record(tx, { kind: 'category', id, action: 'update', before, after });
        return after;
      });
      catalog.changed();
      return category;
    },

    async deleteCategory(id: string): Promise<void> {
      // Its products stay, without a category, so nothing sold disappears with it.
      await db.transaction(async (tx) => {
        const before = await getCategory(id, tx);
        await adminRepository.deleteCategory(tx, id);
        await audit.record(tx, { kind: 'category', id, action: 'delete', before });
      });
      catalog.changed();
    },

    getCharacteristicGroups: (categoryId: string) => getCharacteristicGroups(categoryId),

    async setCharacteristicGroups(categoryId: string, input: GroupsInput) {
      if (!(await repository.findCategory(db, categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
      const keys = [...input.main, ...input.extra].map((entry) => entry.key);
      if (new Set(keys).size !== keys.length)
        throw new AppError('VALIDATION_FAILED', { details: { fields: [{ field: 'key', message: 'duplicate' }] } });
      const rows = CHARACTERISTIC_GROUPS.flatMap((group) =>
        input[group].map((entry, position) => ({
          group,
          key: entry.key,
          nameRu: entry.name.ru,
          nameUz: entry.name.uz,
          position,
        })),
      );
      const groups = await db.transaction(async (tx) => {
        const before = await getCharacteristicGroups(categoryId, tx);
        await adminRepository.replaceCharacteristicGroups(tx, categoryId, rows);
        const after = await getCharacteristicGroups(categoryId, tx);
        await audit.record(tx, { kind: 'category', id: categoryId, action: 'update', before, after });
        return after;
      });
      catalog.changed();
      return groups;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
