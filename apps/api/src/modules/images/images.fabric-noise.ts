/**
 * The numeric pieces the fabric pictures are drawn with: seeded hashes and value noise (the irregularity of
 * yarn and stitches), slow fields and a draped cloth's folds, and the sRGB ↔ linear tables (lighting is
 * computed in linear light).
 */

/** 32-bit FNV-1a of a text: the seed of a look. */
export function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A hash of two integers and a seed, in [0, 1). */
export function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1) on an integer lattice. */
export function noise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(xi, yi, seed);
  const b = hash(xi + 1, yi, seed);
  const c = hash(xi, yi + 1, seed);
  const d = hash(xi + 1, yi + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Three octaves of value noise, in about [0, 1). */
export function fbm(x: number, y: number, seed: number): number {
  return (
    0.57 * noise(x, y, seed) + 0.29 * noise(x * 2.03, y * 2.03, seed + 1) + 0.14 * noise(x * 4.1, y * 4.1, seed + 2)
  );
}

export const SRGB_TO_LINEAR = new Float32Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
export const LINEAR_STEPS = 4096;
export const LINEAR_TO_SRGB = new Uint8Array(LINEAR_STEPS + 1).map((_, i) => {
  const c = i / LINEAR_STEPS;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, s)) * 255);
});

/**
 * A smooth field on the unit square sampled on a coarse grid and read back bilinearly: slow variations
 * (lighting clouds, the wander of courses, velour's sheen) cost a few thousand evaluations, not millions.
 */
export function coarseField(cells: number, at: (x: number, y: number) => number): (x: number, y: number) => number {
  const stride = cells + 1;
  const grid = new Float32Array(stride * stride);
  for (let j = 0; j <= cells; j += 1)
    for (let i = 0; i <= cells; i += 1) grid[j * stride + i] = at(i / cells, j / cells);
  return (x, y) => {
    const gx = x * cells;
    const gy = y * cells;
    const i = Math.min(cells - 1, Math.floor(gx));
    const j = Math.min(cells - 1, Math.floor(gy));
    const fx = gx - i;
    const fy = gy - j;
    const k = j * stride + i;
    const a = grid[k] as number;
    const b = grid[k + 1] as number;
    const c = grid[k + stride] as number;
    const d = grid[k + stride + 1] as number;
    return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
  };
}

/** The large-scale shape of the cloth: a height and its slopes at a point of the unit square. */
type Folds = (x: number, y: number) => { z: number; gx: number; gy: number };

/**
 * Hanging cloth falls in a few soft vertical folds, rounded on top and tighter in the valleys; a piece laid
 * flat only undulates a little.
 */
export function foldsOf(drape: boolean, seed: number): Folds {
  const waves = drape
    ? [
        {
          a: 0.07,
          f: 1.5 + 0.5 * hash(1, 0, seed),
          angle: -0.15 + 0.3 * hash(2, 0, seed),
          phase: 6.28 * hash(3, 0, seed),
        },
        { a: 0.02, f: 3.1 + hash(4, 0, seed), angle: -0.3 + 0.6 * hash(5, 0, seed), phase: 6.28 * hash(6, 0, seed) },
      ]
    : [{ a: 0.003, f: 1.2 + hash(1, 0, seed), angle: 0.4 + hash(2, 0, seed), phase: 6.28 * hash(3, 0, seed) }];
  return (x, y) => {
    let z = 0;
    let gx = 0;
    let gy = 0;
    for (const wave of waves) {
      const cx = Math.cos(wave.angle);
      const cy = Math.sin(wave.angle);
      const k = 6.2832 * wave.f;
      // Bent along its length too, so no fold is a ruled straight line.
      const phase = k * (x * cx + y * cy) + wave.phase + 1.2 * Math.sin(3 * y + wave.phase);
      z += wave.a * Math.sin(phase);
      const slope = wave.a * k * Math.cos(phase);
      gx += slope * cx;
      gy += slope * cy;
    }
    return { z, gx, gy };
  };
}
