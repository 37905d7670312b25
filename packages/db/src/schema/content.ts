import type { LocalizedList, LocalizedText } from '@polotno/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from './catalog.ts';

const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const localizedList = (name: string) => jsonb(name).$type<LocalizedList>().notNull();
const dates = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** News items and blog posts: one shape, told apart by `kind`. Bodies: Markdown source and clean HTML. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'news' | 'blog'>().notNull(),
    slug: text('slug').notNull(),
    title: localized('title'),
    excerpt: localized('excerpt'),
    body: localized('body'),
    bodyHtml: localized('body_html'),
    coverId: uuid('cover_id').references(() => images.id, { onDelete: 'set null' }),
    /** Russian tags; suggestions match posts by these. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The same tags in Uzbek; empty means the Uzbek page shows the Russian ones. */
    tagsUz: text('tags_uz')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...dates,
  },
  (table) => [
    uniqueIndex('posts_kind_slug_idx').on(table.kind, table.slug),
    index('posts_kind_published_idx').on(table.kind, table.published, table.publishedAt),
    index('posts_tags_idx').using('gin', table.tags),
    index('posts_tags_uz_idx').using('gin', table.tagsUz),
  ],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: localized('title'),
    summary: localized('summary'),
    employmentType: text('employment_type').notNull(),
    salary: localized('salary'),
    location: localized('location'),
    duties: localizedList('duties'),
    requirements: localizedList('requirements'),
    offer: localizedList('offer'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...dates,
  },
  (table) => [index('vacancies_published_idx').on(table.published, table.publishedAt)],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: localized('name'),
    position: localized('position'),
    photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
    phone: text('phone'),
    email: text('email'),
    /** leaders | managers; managers are listed on the contacts page. */
    group: text('group').$type<'leaders' | 'managers'>().notNull(),
    sortOrder: integer('sort_order').notNull().default(100),
    published: boolean('published').notNull().default(true),
    ...dates,
  },
  (table) => [index('staff_group_idx').on(table.group, table.sortOrder)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: localized('title'),
    body: localized('body'),
    bodyHtml: localized('body_html'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    ...dates,
  },
  (table) => [index('promotions_valid_idx').on(table.published, table.validFrom, table.validTo)],
);

/** The editable information pages (about, policy, conditions, requisites, contacts, …) by fixed slug. */
export const infoPages = pgTable('info_pages', {
  slug: text('slug').primaryKey(),
  title: localized('title'),
  body: localized('body'),
  bodyHtml: localized('body_html'),
  published: boolean('published').notNull().default(true),
  ...dates,
});
