/**
 * Roll weights as people paste them: a column from a scale's export or a spreadsheet (one per line, or
 * tab-separated), or typed in one line (`21,4; 22,6` or `21.4, 22.6` or `21,4 22,6`), with a decimal comma
 * or dot and an optional «кг»/«kg». Each value is read to whole grams and checked against the product's
 * roll band; nothing is guessed (a value that is not a number of kilograms with at most three decimals is
 * reported as unreadable, a number outside the band as out of band), so the manager sees every row.
 */
import { isWeightInBand, type RollBand } from './roll-band.ts';

/** The most rolls one received lot may hold. */
export const MAX_ROLLS_PER_LOT = 200;
/** The longest pasted text accepted. */
export const MAX_WEIGHTS_TEXT = 20_000;

export type WeightProblem = 'unreadable' | 'out_of_band';

export interface ParsedWeight {
  /** 1-based position in the pasted text. */
  index: number;
  /** The piece of text as pasted. */
  input: string;
  /** Whole grams; null when unreadable. */
  grams: number | null;
  problem: WeightProblem | null;
}

const NUMBER = /^(\d{1,4})(?:[.,](\d{1,3}))?$/;

/** Pieces of the pasted text, in order: lines, tabs and semicolons separate; so do spaces and list commas. */
export function splitWeights(text: string): string[] {
  const pieces: string[] = [];
  for (const cell of text.split(/[\r\n\t;]+/)) {
    const cleaned = cell.replace(/\s*(?:кг|kg)\.?\s*$/i, '').trim();
    if (cleaned === '') continue;
    for (const word of cleaned.split(/\s+|,\s+/)) {
      if (word === '') continue;
      // With a decimal dot, a bare comma separates values (`21.4,22.6`); so it does when there are several
      // commas and no dot (`21,22,23`). One comma and no dot is a decimal comma (`21,4`).
      const commas = (word.match(/,/g) ?? []).length;
      if (word.includes('.') ? commas > 0 : commas > 1) pieces.push(...word.split(',').filter((part) => part !== ''));
      else pieces.push(word);
    }
  }
  return pieces;
}

/** Kilograms as written (`21,4`, `21.4`, `21`) to whole grams; null when it is not such a number. */
export function kgToGrams(input: string): number | null {
  const match = NUMBER.exec(
    input
      .trim()
      .replace(/(?:кг|kg)\.?$/i, '')
      .trim(),
  );
  if (!match) return null;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams > 0 ? grams : null;
}

/** Every pasted value read and checked against `band`. */
export function parseWeights(text: string, band: RollBand): ParsedWeight[] {
  return splitWeights(text).map((input, position) => {
    const grams = kgToGrams(input);
    const problem: WeightProblem | null =
      grams === null ? 'unreadable' : isWeightInBand(grams, band) ? null : 'out_of_band';
    return { index: position + 1, input, grams, problem };
  });
}
