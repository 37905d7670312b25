/**
 * Knit structures the shop draws its generated fabric pictures in (no zod here: the browser may import it).
 * A product without photos is shown as a texture of its canvas in its colour; a category as its fabric draped.
 */
export const KNITS = ['jersey', 'footer', 'rib', 'interlock', 'pique', 'velour'] as const;
export type Knit = (typeof KNITS)[number];

// Word stems a canvas, a product name or a category slug uses for each structure, in Russian, Uzbek (Latin)
// and transliterated slugs. Checked in this order: a "футер … с начёсом" is footer, a "кулирка с лайкрой" jersey.
const STEMS: [Knit, RegExp][] = [
  ['velour', /велюр|велсофт|плюш|вельвет|velyur|velur|velsoft|velour|plush/],
  ['footer', /футер|флис|трехнит|трёхнит|двухнит|futer|fleece|french.?terry/],
  ['pique', /пике|pike|piqu[eé]|lacoste|лакост/],
  ['interlock', /интерлок|interlo[ck]/],
  ['rib', /рибан|ластик|кашкорсе|ribana|lastik|kashkorse|\brib/],
  ['jersey', /кулир|гладь|джерси|вискоз|kulir|jers|dzhersi|single/],
];

/**
 * The knit of a fabric from its texts (canvas first, then name or category): the first that names a known
 * structure wins; plain jersey, the commonest knit, when none does.
 */
export function knitOf(...texts: (string | null | undefined)[]): Knit {
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    for (const [knit, stem] of STEMS) if (stem.test(lower)) return knit;
  }
  return 'jersey';
}
