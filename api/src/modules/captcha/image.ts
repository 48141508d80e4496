import crypto from 'node:crypto';
import { createCanvas, Path2D, type SKRSContext2D, type Canvas } from '@napi-rs/canvas';
import { CAPTCHA_BG, CAPTCHA_BLOCK_WIDTH } from '@aikc/shared/schemas/captcha';

const W = CAPTCHA_BG.width;
const H = CAPTCHA_BG.height;
const BW = CAPTCHA_BLOCK_WIDTH;

/** mulberry32: a small seeded PRNG, so each scene of the set is reproducible from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

function sky(ctx: SKRSContext2D, r: () => number, hue: number): void {
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, hsl(hue, 60, 35 + r() * 20));
  g.addColorStop(1, hsl(hue + 40 * r(), 70, 70 + r() * 15));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}

function ridge(ctx: SKRSContext2D, r: () => number, base: number, amp: number, color: string): void {
  ctx.beginPath();
  ctx.moveTo(0, H);
  let y = base;
  for (let x = 0; x <= W; x += 10) {
    y = Math.min(H - 5, Math.max(15, y + (r() - 0.5) * amp));
    ctx.lineTo(x, y);
  }
  ctx.lineTo(W, H);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

function landscape(ctx: SKRSContext2D, r: () => number): void {
  const hue = 180 + r() * 60;
  sky(ctx, r, hue);
  ctx.fillStyle = hsl(40 + r() * 20, 90, 75, 0.9);
  ctx.beginPath();
  ctx.arc(30 + r() * 250, 20 + r() * 35, 10 + r() * 12, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 0; i < 3; i++) ridge(ctx, r, 60 + i * 28, 22 - i * 5, hsl(hue + 40 + i * 25, 35 + i * 10, 45 - i * 10));
  for (let i = 0; i < 8; i++) {
    const x = r() * W;
    const y = 110 + r() * 40;
    ctx.fillStyle = hsl(120 + r() * 30, 45, 22 + r() * 10);
    ctx.beginPath();
    ctx.moveTo(x, y - 18 - r() * 10);
    ctx.lineTo(x - 7, y);
    ctx.lineTo(x + 7, y);
    ctx.closePath();
    ctx.fill();
  }
}

function city(ctx: SKRSContext2D, r: () => number): void {
  sky(ctx, r, 200 + r() * 80);
  for (let layer = 0; layer < 2; layer++) {
    let x = -5;
    while (x < W) {
      const bw = 14 + r() * 26;
      const bh = 40 + r() * (layer ? 70 : 100);
      ctx.fillStyle = hsl(220, 20, layer ? 22 : 38);
      ctx.fillRect(x, H - bh, bw, bh);
      ctx.fillStyle = hsl(50, 90, 70, 0.8);
      for (let wy = H - bh + 6; wy < H - 6; wy += 9)
        for (let wx = x + 3; wx < x + bw - 4; wx += 7) if (r() < 0.35) ctx.fillRect(wx, wy, 3, 4);
      x += bw + r() * 6;
    }
  }
}

function sea(ctx: SKRSContext2D, r: () => number): void {
  sky(ctx, r, 15 + r() * 30);
  const horizon = 70 + r() * 25;
  for (let y = horizon; y < H; y += 6) {
    ctx.strokeStyle = hsl(200 + r() * 20, 60, 30 + ((y - horizon) / H) * 30, 0.8);
    ctx.lineWidth = 4;
    ctx.beginPath();
    for (let x = 0; x <= W; x += 8) ctx.lineTo(x, y + Math.sin(x / (12 + r() * 4) + y) * 2);
    ctx.stroke();
  }
}

function abstract(ctx: SKRSContext2D, r: () => number): void {
  const g = ctx.createLinearGradient(0, 0, W, H);
  const hue = r() * 360;
  g.addColorStop(0, hsl(hue, 70, 55));
  g.addColorStop(1, hsl(hue + 120, 70, 45));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 26; i++) {
    ctx.fillStyle = hsl(r() * 360, 70, 60, 0.35 + r() * 0.4);
    ctx.beginPath();
    if (r() < 0.5) ctx.arc(r() * W, r() * H, 6 + r() * 26, 0, Math.PI * 2);
    else {
      ctx.moveTo(r() * W, r() * H);
      for (let k = 0; k < 3; k++) ctx.lineTo(r() * W, r() * H);
      ctx.closePath();
    }
    ctx.fill();
  }
}

const SCENES = [landscape, city, sea, abstract];
/** The seeded set: SCENE_COUNT backgrounds, drawn once each on first use and kept as pixels. */
export const SCENE_COUNT = 24;
const cache = new Map<number, Canvas>();

function background(index: number): Canvas {
  let c = cache.get(index);
  if (!c) {
    c = createCanvas(W, H);
    const r = prng(0x5eed + index * 7919);
    (SCENES[index % SCENES.length] as (ctx: SKRSContext2D, r: () => number) => void)(c.getContext('2d'), r);
    cache.set(index, c);
  }
  return c;
}

/**
 * The jigsaw piece inside its 47-wide, full-height block: a 35 px square at `top` with a knob on the right (to
 * x≈46) and one on top, as AJ's templates look.
 */
function piecePath(offsetX: number, top: number): Path2D {
  const p = new Path2D();
  const s = 35;
  const x0 = offsetX + 1;
  p.moveTo(x0, top);
  p.lineTo(x0 + 12, top);
  p.arc(x0 + s / 2, top, 5.5, Math.PI, 0, false);
  p.lineTo(x0 + s, top);
  p.lineTo(x0 + s, top + 12);
  p.arc(x0 + s, top + s / 2, 5.5, -Math.PI / 2, Math.PI / 2, false);
  p.lineTo(x0 + s, top + s);
  p.lineTo(x0, top + s);
  p.closePath();
  return p;
}

export interface PuzzleImages {
  /** Background with the cut-out, PNG. */
  original: Buffer;
  /** The 47x155 block, PNG, transparent outside the piece. */
  jigsaw: Buffer;
}

/** Draws one challenge: a random scene of the set, the piece at x (block's left edge) and a random height. */
export async function drawPuzzle(x: number): Promise<PuzzleImages> {
  const bg = background(crypto.randomInt(SCENE_COUNT));
  const top = 12 + crypto.randomInt(H - 35 - 24);

  const block = createCanvas(BW, H);
  const bctx = block.getContext('2d');
  const local = piecePath(0, top);
  bctx.save();
  bctx.clip(local);
  bctx.drawImage(bg, -x, 0);
  bctx.restore();
  bctx.lineWidth = 2;
  bctx.strokeStyle = 'rgba(255,255,255,0.9)';
  bctx.stroke(local);

  const out = createCanvas(W, H);
  const ctx = out.getContext('2d');
  ctx.drawImage(bg, 0, 0);
  const hole = piecePath(x, top);
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  ctx.fill(hole);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(255,255,255,0.75)';
  ctx.stroke(hole);

  const [original, jigsaw] = await Promise.all([out.encode('png'), block.encode('png')]);
  return { original, jigsaw };
}
