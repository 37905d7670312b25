/** Catalogue sections, sort orders, image widths, product sources and characteristic groups: shared by the API's schemas and the browser (no zod here). */

/** Catalogue sections of spec §2 (`arrivals` and `popular` are computed: see ARRIVALS_DAYS, POPULAR_DAYS). */
export const SECTIONS = ['bestseller', 'recommended', 'latest', 'arrivals', 'popular'] as const;
export type Section = (typeof SECTIONS)[number];

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type Sort = (typeof SORTS)[number];

/** Image widths generated for every upload: breakpoints of spec §9, enough for densities 1 and 2. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where a product or a category comes from: made in the back office, or synced from WooCommerce (read-only). */
export const PRODUCT_SOURCES = ['local', 'woocommerce'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** The spec's two groups of a category's characteristics. */
export const CHARACTERISTIC_GROUPS = ['main', 'extra'] as const;
export type CharacteristicGroup = (typeof CHARACTERISTIC_GROUPS)[number];
