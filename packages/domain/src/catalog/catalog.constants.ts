/** Catalogue sections, sort orders and image widths: shared by the API's schemas and the browser (no zod here). */

/** Catalogue sections of spec §2 (`arrivals` and `popular` are computed: see ARRIVALS_DAYS, POPULAR_DAYS). */
export const SECTIONS = ['bestseller', 'recommended', 'latest', 'arrivals', 'popular'] as const;
export type Section = (typeof SECTIONS)[number];

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type Sort = (typeof SORTS)[number];

/** Image widths generated for every upload: breakpoints of spec §9, enough for densities 1 and 2. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
