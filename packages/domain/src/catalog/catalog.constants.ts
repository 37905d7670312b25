/** Catalogue sections and sort orders: shared by the API's schemas and the browser (no zod here). */

/** Catalogue sections of spec §2 (`arrivals` and `popular` are computed: see ARRIVALS_DAYS, POPULAR_DAYS). */
export const SECTIONS = ['bestseller', 'recommended', 'latest', 'arrivals', 'popular'] as const;
export type Section = (typeof SECTIONS)[number];

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type Sort = (typeof SORTS)[number];
