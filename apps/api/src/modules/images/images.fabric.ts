/**
 * Generated fabric pictures: a product without photos is shown as a close-up of its knit in its colour, a
 * category as its fabric draped in folds. Drawn procedurally, with no downloads: a height field of the knit's
 * yarn (jersey's V-shaped loop legs, rib's raised columns, piqué's honeycomb cells, the loops of a footer's
 * back, velour's pile) is lit from the upper left (surface normals, shadows in the hollows, a faint sheen),
 * with per-stitch irregularity, fibre grain, a lighting gradient, a vignette and soft undulation. Everything
 * is defined on the picture's unit square, so every width shows the same fabric; a seeded generator makes the
 * same look always give the same pixels.
 */
import { IMAGE_WIDTHS, type ImageWidth, type Knit } from '@polotno/domain';
import sharp from 'sharp';
import {
  coarseField,
  fbm,
  fnv,
  foldsOf,
  hash,
  LINEAR_STEPS,
  LINEAR_TO_SRGB,
  noise,
  SRGB_TO_LINEAR,
} from './images.fabric-noise.ts';

/** What a generated picture shows: a knit in a colour (`rrggbb`), flat (products) or draped (categories). */
export interface FabricLook {
  knit: Knit;
  hex: string;
  drape: boolean;
}

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;

/**
 * A yarn segment from (ax, ay) to (bx, by) of radius r, as a height at point (px, py): a round tube whose
 * ends dip (where the yarn passes under its neighbours) with the diagonal stripes of twisted plies on it.
 */
function leg(px: number, py: number, ax: number, ay: number, bx: number, by: number, r: number): number {
  // Most points are nowhere near a given leg: a bounding-box test skips the arithmetic.
  if (px < Math.min(ax, bx) - r || px > Math.max(ax, bx) + r || py < Math.min(ay, by) - r || py > Math.max(ay, by) + r)
    return 0;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  let t = ((px - ax) * dx + (py - ay) * dy) / length2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  const d2 = ex * ex + ey * ey;
  if (d2 >= r * r) return 0;
  const across = (ex * dy - ey * dx) / Math.sqrt(length2) / r;
  const profile = Math.sqrt(1 - d2 / (r * r));
  // Twisted plies: fine stripes running round the yarn at a slant.
  const plies = 0.92 + 0.08 * Math.sin(6.2832 * ((t * Math.sqrt(length2)) / r / 1.3 + across * 0.9));
  return profile * (0.62 + 0.38 * Math.sin(Math.PI * t)) * plies;
}

/**
 * The face of plain knitting at (u, v) in wale units (a wale is 1 wide, a course `course` high): every loop
 * shows two legs leaning into a V, interlocked with the courses above and below. `jitter` moves each loop a
 * little, as real stitches never sit on a perfect grid.
 */
function jerseyFace(u: number, v: number, course: number, radius: number, seed: number, jitter: number): number {
  const i = Math.floor(u);
  const fu = u - i;
  const row = Math.floor(v / course);
  let best = 0;
  for (let j = row - 1; j <= row + 1; j += 1) {
    // One hash per loop gives its three irregularities: sideways shift, lean and shade.
    const bits = hash(i, j, seed) * 1073741824;
    const wobble = ((bits & 1023) / 1024 - 0.5) * jitter;
    const lean = (((bits >> 10) & 1023) / 1024 - 0.5) * jitter;
    const tone = ((bits >> 20) & 1023) / 1024;
    const top = (j - 0.45) * course;
    const bottom = (j + 0.98) * course;
    const y = v;
    const l = leg(fu, y, 0.17 + wobble, top, 0.47 + lean * 0.5, bottom, radius);
    const r = leg(fu, y, 0.83 + wobble, top, 0.53 + lean * 0.5, bottom, radius);
    const h = (l > r ? l : r) * (0.86 + 0.22 * tone);
    if (h > best) best = h;
  }
  return best;
}

/** A knit's height at a point of the unit square, in [0, 1], and how strongly its fibres catch the light. */
interface Surface {
  /** Wales across the picture: sets how many wale-widths one unit of height slope spans. */
  scale: number;
  /** How steep the relief looks under the light. */
  relief: number;
  /** How far, in stitches, courses and wales wander from straight lines. */
  wander: number;
  /** How much the fibre grain varies the colour from point to point: velour's pile tips speckle most. */
  grain: number;
  /** Specular strength and tightness: cotton is matte, velour's pile shines in patches. */
  gloss: number;
  shininess: number;
  height(x: number, y: number, seed: number): number;
}

function surfaceOf(knit: Knit, zoom: number): Surface {
  switch (knit) {
    case 'jersey': {
      const scale = 30 * zoom;
      return {
        scale,
        relief: 1.1,
        wander: 0.35,
        grain: 0.08,
        gloss: 0.1,
        shininess: 18,
        height: (x, y, seed) => jerseyFace(x * scale, y * scale, 0.74, 0.2, seed, 0.12),
      };
    }
    case 'interlock': {
      // Both needle beds knit, so the loops pack tight and small: a finer, flatter, smoother face.
      const scale = 46 * zoom;
      return {
        scale,
        relief: 0.7,
        wander: 0.3,
        grain: 0.08,
        gloss: 0.12,
        shininess: 22,
        height: (x, y, seed) => 0.25 + 0.75 * jerseyFace(x * scale, y * scale, 0.6, 0.24, seed, 0.05),
      };
    }
    case 'rib': {
      // 1×1 rib relaxes so the face wales stand out as rounded ridges over deep grooves (the back wales).
      const scale = 19 * zoom;
      return {
        scale,
        relief: 1.1,
        wander: 0.12,
        grain: 0.08,
        gloss: 0.1,
        shininess: 16,
        height: (x, y, seed) => {
          const u = x * scale;
          const column = Math.floor(u);
          const within = u - column;
          const ridge = Math.sin(Math.PI * Math.min(1, within / 0.78));
          if (within > 0.78) {
            const back = jerseyFace(((within - 0.78) / 0.22) * 0.6 + column, y * scale * 1.1, 0.5, 0.3, seed + 5, 0.1);
            return 0.12 * back;
          }
          const face = jerseyFace(column + within / 0.78, y * scale * 1.25, 0.74, 0.25, seed, 0.08);
          return face * (0.5 + 0.5 * ridge);
        },
      };
    }
    case 'pique': {
      // Tuck stitches sink the face into small round pits on a honeycomb (triangular) lattice; the loops
      // between the pits stand up as its walls.
      const scale = 15 * zoom;
      const rowStep = Math.sqrt(3) / 2;
      return {
        scale,
        relief: 1.2,
        wander: 0.25,
        grain: 0.08,
        gloss: 0.1,
        shininess: 16,
        height: (x, y, seed) => {
          const u = x * scale;
          const v = y * scale;
          const row = Math.round(v / rowStep);
          let nearest = 9;
          let cell = 0;
          for (let j = row - 1; j <= row + 1; j += 1) {
            const shift = (j & 1) * 0.5;
            const i = Math.round(u - shift);
            const dx = u - i - shift;
            const dy = v - j * rowStep;
            const d = dx * dx + dy * dy;
            if (d < nearest) {
              nearest = d;
              cell = hash(i, j, seed);
            }
          }
          const d = Math.sqrt(nearest) / 0.55;
          const t = d < 0.35 ? 0 : d > 0.95 ? 1 : (d - 0.35) / 0.6;
          const wall = t * t * (3 - 2 * t);
          const fine = jerseyFace(u * 2.4, v * 2.4, 0.74, 0.22, seed, 0.08);
          return 0.1 + 0.7 * wall * (0.9 + 0.2 * cell) + 0.15 * fine;
        },
      };
    }
    case 'footer': {
      // Footer is shown as a maker turns it over: a jersey face below, and above a turned-back edge its loop
      // back, columns of small yarn loops each tied in at its top over a fine ground.
      const scale = 17 * zoom;
      const ground = 48 * zoom;
      const face = 30 * zoom;
      return {
        scale,
        relief: 1.3,
        wander: 0.3,
        grain: 0.08,
        gloss: 0.08,
        shininess: 14,
        height: (x, y, seed) => {
          // Distance below the turned-back edge, a slightly tilted line across the picture.
          const below = y - (0.52 - 0.16 * x);
          if (below > 0) {
            // The turned layer's shadow falls on the face just below its edge.
            const shadow = below > 0.04 ? 1 : 0.35 + 0.65 * (below / 0.04);
            return 0.55 * shadow * jerseyFace(x * face, y * face, 0.74, 0.2, seed + 11, 0.12);
          }
          // The edge itself rolls over, rounded.
          const roll = below > -0.02 ? 0.12 * Math.sqrt(1 - ((below + 0.01) / 0.01) ** 2) : 0;
          const u = x * scale;
          const v = (y * scale) / 0.8;
          const row = Math.floor(v);
          let best = 0;
          for (let j = row - 1; j <= row; j += 1) {
            const shift = (j & 1) * 0.5;
            const col = Math.floor(u - shift);
            for (let i = col; i <= col + 1; i += 1) {
              const bits = hash(i, j, seed + 3) * 1073741824;
              const cx = i + shift + ((bits & 1023) / 1024 - 0.5) * 0.16;
              const cy = j + 0.75 + (((bits >> 10) & 1023) / 1024 - 0.5) * 0.16;
              const rx = 0.26 + 0.06 * (((bits >> 20) & 1023) / 1024);
              const ry = 0.44;
              const gap = -Math.PI / 2 + (((bits >> 5) & 1023) / 1024 - 0.5) * 1.2;
              const dx = (u - cx) / rx;
              const dy = (v - cy) / ry;
              const ring = Math.abs(Math.sqrt(dx * dx + dy * dy) - 1);
              const tube = 0.3;
              if (ring >= tube) continue;
              // The loop leaves the ground at its top: there the yarn dives under and the ring opens.
              const angle = Math.atan2(dy, dx);
              const off = Math.abs(angle - gap);
              const open = off > Math.PI ? 2 * Math.PI - off : off;
              const tie = open < 0.7 ? open / 0.7 : 1;
              const h = Math.sqrt(1 - (ring / tube) ** 2) * tie * (0.9 + 0.1 * Math.sin(angle * 11 + ring * 8));
              if (h > best) best = h;
            }
          }
          const base = jerseyFace(x * ground, y * ground, 0.74, 0.2, seed + 9, 0.1);
          return 0.42 + roll + (best > 0 ? 0.14 + 0.3 * best : 0.12 * base);
        },
      };
    }
    case 'velour': {
      // Cut pile: no stitches show, only soft tufts, fibre tips brushed one way and patches of sheen.
      const scale = 70 * zoom;
      return {
        scale,
        relief: 0.2,
        wander: 1,
        grain: 0.3,
        gloss: 0.1,
        shininess: 5,
        // A dense pile: the surface stays high everywhere, so there are no deep hollows, only fibre tips.
        height: (x, y, seed) =>
          0.5 +
          0.5 *
            (0.3 * noise(x * scale, y * scale, seed) +
              0.6 * noise(x * 700, y * 700, seed + 3) +
              0.1 * noise(x * 180, y * 30, seed + 4)),
      };
    }
  }
}

/** Lets other requests run between bands of rows: a large picture takes a good fraction of a second to draw. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const BAND = 64;

/** Raw RGB pixels (size × size × 3) of a look. */
export async function fabricPixels(look: FabricLook, size: number): Promise<Buffer> {
  const seed = fnv(`${look.knit}:${look.hex}:${look.drape ? 'drape' : 'flat'}`);
  // A draped piece is seen from further away, so more stitches fit across it.
  const surface = surfaceOf(look.knit, look.drape ? 1.6 : 1);
  const folds = foldsOf(look.drape, seed);
  const wander = surface.wander / surface.scale;
  const wanderX = coarseField(24, (x, y) => wander * (noise(y * 3, x * 2, seed + 20) - 0.5));
  const wanderY = coarseField(24, (x, y) => 1.4 * wander * (noise(x * 3, y * 2, seed + 21) - 0.5));
  const cloud = coarseField(48, (x, y) => 0.95 + 0.1 * fbm(x * 5, y * 5, seed + 31));
  const sheen =
    look.knit === 'velour'
      ? coarseField(64, (x, y) => 0.8 + 0.6 * fbm(x * 2.2 + 0.6 * y, y * 4.5, seed + 40) ** 2)
      : () => 1;

  const heights = new Float32Array(size * size);
  for (let py = 0; py < size; py += 1) {
    if (py % BAND === BAND - 1) await breathe();
    const y = (py + 0.5) / size;
    for (let px = 0; px < size; px += 1) {
      const x = (px + 0.5) / size;
      // Courses and wales are never quite straight; in a fold the cloth bunches up.
      let wx = x + wanderX(x, y);
      let wy = y + wanderY(x, y);
      if (look.drape) {
        const fold = folds(x, y);
        wx += 0.01 * fold.gx;
        wy += 0.01 * fold.gy;
      }
      heights[py * size + px] = surface.height(wx, wy, seed);
    }
  }

  const base = [0, 2, 4].map((at) => SRGB_TO_LINEAR[Number.parseInt(look.hex.slice(at, at + 2), 16)] as number);
  // White cloth photographs a little below pure white, or the highlights would have nowhere to go.
  const brightest = Math.max(...base);
  const cap = brightest > 0.7 ? 0.7 / brightest : 1;
  const [br, bg, bb] = base.map((c) => c * cap) as [number, number, number];
  const lum = 0.2126 * br + 0.7152 * bg + 0.0722 * bb;
  // Light from the upper left, the camera straight above.
  const ln = Math.hypot(-0.45, -0.55, 0.7);
  const [Lx, Ly, Lz] = [-0.45 / ln, -0.55 / ln, 0.7 / ln];
  const hn = Math.hypot(Lx, Ly, Lz + 1);
  const [Hx, Hy, Hz] = [Lx / hn, Ly / hn, (Lz + 1) / hn];
  // Height slope per pixel, as slope per wale: the same relief at every width.
  const slope = (surface.relief * size) / surface.scale / 2;
  const shades = new Float32Array(size * size);
  const gloss = new Float32Array(size * size);
  let total = 0;
  for (let py = 0; py < size; py += 1) {
    if (py % BAND === BAND - 1) await breathe();
    const y = (py + 0.5) / size;
    const up = py > 0 ? py - 1 : py;
    const down = py < size - 1 ? py + 1 : py;
    for (let px = 0; px < size; px += 1) {
      const x = (px + 0.5) / size;
      const at = py * size + px;
      const h = heights[at] as number;
      const fold = folds(x, y);
      const nx =
        -((heights[at + (px < size - 1 ? 1 : 0)] as number) - (heights[at - (px > 0 ? 1 : 0)] as number)) * slope -
        fold.gx;
      const ny = -((heights[down * size + px] as number) - (heights[up * size + px] as number)) * slope - fold.gy;
      const n = Math.sqrt(nx * nx + ny * ny + 1);
      // The yarn's relief and the cloth's folds each turn the light: a fold's far side is darker whatever
      // the stitches on it do.
      const tx = nx + fold.gx;
      const ty = ny + fold.gy;
      const micro = Math.max(0, (tx * Lx + ty * Ly + Lz) / Math.sqrt(tx * tx + ty * ty + 1)) / Lz;
      const macro =
        Math.max(0, (Lz - fold.gx * Lx - fold.gy * Ly) / Math.sqrt(fold.gx * fold.gx + fold.gy * fold.gy + 1)) / Lz;
      const diffuse = micro * (0.35 + 0.65 * macro);
      const spec = Math.max(0, (nx * Hx + ny * Hy + Hz) / n) ** surface.shininess;
      // Hollows between loops and the insides of folds get less light; fibre grain varies each point a little.
      const cavity = (0.3 + 0.7 * Math.sqrt(h > 0 ? h : 0)) * (1 + 5 * fold.z);
      const grain = 1 - surface.grain / 2 + surface.grain * hash(Math.floor(x * 1400), Math.floor(y * 1400), seed + 30);
      const cx = x - 0.5;
      const cy = y - 0.5;
      const light = (1 - 0.55 * (cx * cx + cy * cy)) * (1.08 - 0.16 * (0.6 * x + 0.4 * y)) * cloud(x, y);
      const glow = sheen(x, y);
      const shade = (0.3 + 0.7 * diffuse) * cavity * grain * light * glow;
      shades[at] = shade;
      gloss[at] = spec * surface.gloss * glow * cavity * light;
      total += shade;
    }
  }
  // Expose so the average shade keeps the product's colour; highlights take the cloth's colour and some white.
  const exposure = (size * size) / total;
  const out = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i += 1) {
    const shade = (shades[i] as number) * exposure;
    const g = gloss[i] as number;
    const white = g * (0.25 + 0.2 * (1 - lum));
    out[i * 3] = LINEAR_TO_SRGB[Math.round(Math.min(1, br * (shade + g) + white) * LINEAR_STEPS)] as number;
    out[i * 3 + 1] = LINEAR_TO_SRGB[Math.round(Math.min(1, bg * (shade + g) + white) * LINEAR_STEPS)] as number;
    out[i * 3 + 2] = LINEAR_TO_SRGB[Math.round(Math.min(1, bb * (shade + g) + white) * LINEAR_STEPS)] as number;
  }
  return out;
}

/**
 * One width of a look as WebP. The smallest (a listing's cards ask for many at once) is drawn at one and a
 * half times its width and scaled down, so its fine yarn is smoothed as a camera's would be, not aliased;
 * larger ones are drawn at their own width. Each then gets a camera's softness that grows with the square
 * root of the width (σ 0.9 px at 320, 1.4 at 768, 2 at 1536): the yarn's loops and plies stay, the
 * pixel-level fibre noise — which costs WebP most of its bytes and which no screen shows at the picture's
 * display size — goes. A 320 px card picture weighs about 8 KB (a third of what quality 75 of the raw
 * noise took), a phone's 768 px product picture about 35 KB.
 */
export async function renderFabric(look: FabricLook, width: ImageWidth): Promise<Buffer> {
  const size = Math.min(LARGEST, Math.max(width, 480));
  const pixels = await fabricPixels(look, size);
  const image = sharp(pixels, { raw: { width: size, height: size, channels: 3 } });
  // sharp softens after scaling, so the blur acts at the final width.
  return (size === width ? image : image.resize({ width, height: width }))
    .blur(0.9 * Math.sqrt(width / IMAGE_WIDTHS[0]))
    .webp({ quality: 55 })
    .toBuffer();
}
