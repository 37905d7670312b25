import { IMAGE_WIDTHS, KNITS, type Knit } from '@polotno/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fabricPixels, renderFabric, type FabricLook } from './images.fabric.ts';

const SIZE = 160;
const look = (knit: Knit, hex = 'c4262e', drape = false): FabricLook => ({ knit, hex, drape });

/** Per-pixel luminance of raw RGB pixels. */
function luminance(pixels: Buffer): Float64Array {
  const out = new Float64Array(pixels.length / 3);
  for (let i = 0; i < out.length; i += 1)
    out[i] =
      0.2126 * (pixels[i * 3] as number) +
      0.7152 * (pixels[i * 3 + 1] as number) +
      0.0722 * (pixels[i * 3 + 2] as number);
  return out;
}

const mean = (values: Float64Array) => values.reduce((sum, v) => sum + v, 0) / values.length;
const deviation = (values: Float64Array) => {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length);
};

/** Mean absolute difference of two equally sized luminance images, after removing each one's mean. */
function difference(a: Float64Array, b: Float64Array): number {
  const ma = mean(a);
  const mb = mean(b);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] as number) - ma - ((b[i] as number) - mb));
  return sum / a.length;
}

/** Mean absolute difference of each pixel from the one `dx`, `dy` away: how much a pattern varies that way. */
function variationAlong(values: Float64Array, size: number, dx: number, dy: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y + dy < size; y += 1)
    for (let x = 0; x + dx < size; x += 1) {
      sum += Math.abs((values[y * size + x] as number) - (values[(y + dy) * size + x + dx] as number));
      n += 1;
    }
  return sum / n;
}

describe('fabric pictures', () => {
  it('renders every width of spec §9 as a square WebP of that width', async () => {
    for (const width of IMAGE_WIDTHS) {
      const webp = await renderFabric(look('jersey'), width);
      expect(webp.toString('latin1', 8, 12)).toBe('WEBP');
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
  });

  it('keeps a card picture light: the 320 px rendition of every knit, light and dark, weighs under 20 KB', async () => {
    // A listing loads dozens of them on a phone's slow network, before and beside the page's main picture.
    for (const knit of KNITS) {
      for (const hex of ['e8e4da', '1b1b1d']) {
        const webp = await renderFabric(look(knit, hex), 320);
        expect(webp.length, `${knit} in #${hex}`).toBeLessThan(20_000);
      }
    }
  });

  it('is a texture, not a flat tile: every knit varies from pixel to pixel, on light and dark cloth', async () => {
    for (const knit of KNITS) {
      for (const hex of ['e8e4da', '1b1b1d']) {
        const values = luminance(await fabricPixels(look(knit, hex), SIZE));
        expect(deviation(values), `${knit} in #${hex}`).toBeGreaterThan(3);
      }
    }
  });

  it('keeps the colour of the product: the average is near the colour asked for', async () => {
    for (const hex of ['c4262e', '2456a6', '1a8a6a']) {
      const pixels = await fabricPixels(look('jersey', hex), SIZE);
      const channel = (c: number) => {
        let sum = 0;
        for (let i = c; i < pixels.length; i += 3) sum += pixels[i] as number;
        return sum / (pixels.length / 3);
      };
      const asked = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      // The strongest channel stays the strongest, and each channel stays within a shade of the asked colour.
      const got = [channel(0), channel(1), channel(2)];
      expect(got.indexOf(Math.max(...got))).toBe(asked.indexOf(Math.max(...asked)));
      for (let c = 0; c < 3; c += 1) expect(Math.abs((got[c] as number) - (asked[c] as number))).toBeLessThan(40);
    }
  });

  it('draws each knit differently', async () => {
    const images = new Map<Knit, Float64Array>();
    for (const knit of KNITS) images.set(knit, luminance(await fabricPixels(look(knit), SIZE)));
    for (const a of KNITS)
      for (const b of KNITS) {
        if (a >= b) continue;
        expect(
          difference(images.get(a) as Float64Array, images.get(b) as Float64Array),
          `${a} vs ${b}`,
        ).toBeGreaterThan(6);
      }
  });

  it('draws rib as vertical columns: it changes far more across than along them', async () => {
    const rib = luminance(await fabricPixels(look('rib'), SIZE));
    expect(variationAlong(rib, SIZE, 3, 0)).toBeGreaterThan(2 * variationAlong(rib, SIZE, 0, 3));
  });

  it('draws a category draped: folds add light and shade that the flat piece has not', async () => {
    const flat = luminance(await fabricPixels(look('jersey'), SIZE));
    const draped = luminance(await fabricPixels(look('jersey', 'c4262e', true), SIZE));
    // Folds are wide: compare the brightness of coarse blocks, where the stitches average out.
    const blocks = (values: Float64Array) => {
      const side = 8;
      const step = SIZE / side;
      const out = new Float64Array(side * side);
      for (let y = 0; y < SIZE; y += 1)
        for (let x = 0; x < SIZE; x += 1) {
          const block = Math.floor(y / step) * side + Math.floor(x / step);
          out[block] = (out[block] as number) + (values[y * SIZE + x] as number) / (step * step);
        }
      return out;
    };
    expect(deviation(blocks(draped))).toBeGreaterThan(1.5 * deviation(blocks(flat)));
  });

  it('gives the same pixels for the same look and different ones for another colour of the same knit', async () => {
    const first = await fabricPixels(look('pique'), SIZE);
    expect((await fabricPixels(look('pique'), SIZE)).equals(first)).toBe(true);
    expect((await renderFabric(look('velour'), 320)).equals(await renderFabric(look('velour'), 320))).toBe(true);
    expect((await fabricPixels(look('pique', 'c4262f'), SIZE)).equals(first)).toBe(false);
  });
});
