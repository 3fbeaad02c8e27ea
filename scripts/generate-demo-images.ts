/**
 * Draws the demo images (flat-lay food illustrations and faceless portraits) as SVG and renders them to JPEG
 * with the system Chromium. Run with `npx tsx scripts/generate-demo-images.ts`; the output is deterministic.
 * Needs /usr/bin/chromium (Debian: `apt-get install chromium`), or CHROMIUM_PATH pointing at another build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const SEED_IMAGES_DIR = path.join(__dirname, '..', 'server', 'db', 'seed', 'images');
const PUBLIC_IMAGES_DIR = path.join(__dirname, '..', 'web', 'public', 'images');
const MAX_IMAGE_BYTES = 200 * 1024;

const COLORS = {
  cream: '#F6F1E7',
  linen: '#EFE6D6',
  sand: '#E8D5B5',
  sage: '#8FAF8A',
  sageLight: '#C9D8C0',
  olive: '#6B8E4E',
  leaf: '#5E9B47',
  leafDark: '#3F6B35',
  forest: '#2F5D50',
  terracotta: '#C96F4A',
  blush: '#E9A68B',
  tomato: '#D8453B',
  lemon: '#F2C94C',
  orange: '#EE8A3A',
  wood: '#C89463',
  steel: '#C3C8CD',
  ink: '#33403A',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

type Random = () => number;

/** A small seeded generator (mulberry32) so that every run draws the same pictures. */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** One decimal keeps the SVG text small without visible loss. */
const n = (value: number) => Math.round(value * 10) / 10;

let idCounter = 0;
const uniqueId = (prefix: string) => `${prefix}${++idCounter}`;

/** Darkens (negative amount) or lightens (positive) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const adjusted = channels.map((channel) =>
    Math.round(amount < 0 ? channel * (1 + amount) : channel + (255 - channel) * amount),
  );
  return `#${adjusted.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

interface Placement {
  rotate?: number;
  scale?: number;
  shadow?: 'none' | 'soft' | 'deep';
}

/** Places a drawing made around (0, 0) at (x, y), as things lie on a table: rotated, scaled, with a shadow. */
function place(x: number, y: number, drawing: string, { rotate = 0, scale = 1, shadow = 'soft' }: Placement = {}): string {
  const filter = shadow === 'none' ? '' : ` filter="url(#${shadow}-shadow)"`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale * 100) / 100})"${filter}>${drawing}</g>`;
}

/** Points spread over a disc, kept a little apart, for scattering beans, berries and seeds. */
function scatterInDisc(random: Random, count: number, radius: number, minGap: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let attempt = 0; attempt < count * 30 && points.length < count; attempt++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    const point: [number, number] = [Math.cos(angle) * distance, Math.sin(angle) * distance];
    if (points.every(([x, y]) => Math.hypot(x - point[0], y - point[1]) >= minGap)) points.push(point);
  }
  return points;
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<filter id="soft-shadow" x="-40%" y="-40%" width="180%" height="180%"><feDropShadow dx="3" dy="7" stdDeviation="6" flood-color="#4a3b2c" flood-opacity="0.2"/></filter>
<filter id="deep-shadow" x="-40%" y="-40%" width="180%" height="180%"><feDropShadow dx="8" dy="16" stdDeviation="14" flood-color="#4a3b2c" flood-opacity="0.26"/></filter>
</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Surfaces and backgrounds

/** A warm table cloth: soft light in the middle, darker towards the corners. */
function linenSurface(width: number, height: number, base: string = COLORS.linen): string {
  const glow = uniqueId('glow');
  return `<defs><radialGradient id="${glow}" cx="45%" cy="40%" r="75%">
<stop offset="0" stop-color="${shade(base, 0.35)}"/><stop offset="0.7" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, -0.08)}"/>
</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#${glow})"/>`;
}

/** A light wooden table top with planks and a few grain lines. */
function woodSurface(width: number, height: number, random: Random, base = '#D9B48A'): string {
  const plankHeight = height / 5;
  let planks = '';
  for (let index = 0; index < 5; index++) {
    const y = index * plankHeight;
    planks += `<rect y="${n(y)}" width="${width}" height="${n(plankHeight)}" fill="${shade(base, between(random, -0.06, 0.06))}"/>`;
    for (let line = 0; line < 4; line++) {
      const lineY = y + between(random, 0.15, 0.85) * plankHeight;
      const wave = between(random, -8, 8);
      planks += `<path d="M0 ${n(lineY)} C ${n(width * 0.3)} ${n(lineY + wave)} ${n(width * 0.6)} ${n(lineY - wave)} ${width} ${n(lineY + wave / 2)}" stroke="${shade(base, -0.18)}" stroke-width="${n(between(random, 1, 2.5))}" fill="none" opacity="0.35"/>`;
    }
    planks += `<rect y="${n(y + plankHeight - 2)}" width="${width}" height="3" fill="${shade(base, -0.25)}" opacity="0.5"/>`;
  }
  return planks;
}

/** A calm two-colour gradient with large soft shapes, behind portraits. */
function blobBackground(width: number, height: number, from: string, to: string, blob: string): string {
  const gradient = uniqueId('backdrop');
  return `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${gradient})"/>
<circle cx="${n(width * 0.88)}" cy="${n(height * 0.12)}" r="${n(height * 0.42)}" fill="${blob}" opacity="0.45"/>
<circle cx="${n(width * 0.08)}" cy="${n(height * 0.95)}" r="${n(height * 0.36)}" fill="${blob}" opacity="0.35"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Produce

function leaf(length: number, width: number, color: string = COLORS.leaf): string {
  const l = length;
  const w = width;
  return `<path d="M0 0 C ${n(w)} ${n(-l * 0.25)} ${n(w)} ${n(-l * 0.72)} 0 ${n(-l)} C ${n(-w)} ${n(-l * 0.72)} ${n(-w)} ${n(-l * 0.25)} 0 0Z" fill="${color}"/>
<path d="M0 ${n(-l * 0.04)} L0 ${n(-l * 0.9)}" stroke="${shade(color, 0.35)}" stroke-width="${n(Math.max(1, w * 0.09))}" stroke-linecap="round" opacity="0.7"/>`;
}

function herbSprig(length: number, color: string = COLORS.leaf): string {
  let leaves = `<path d="M0 0 L0 ${n(-length)}" stroke="${shade(color, -0.2)}" stroke-width="2" stroke-linecap="round"/>`;
  for (let step = 1; step <= 3; step++) {
    const y = -length * (0.22 + step * 0.2);
    const size = length * (0.36 - step * 0.04);
    leaves += place(0, y, leaf(size, size * 0.4, color), { rotate: 55, shadow: 'none' });
    leaves += place(0, y + 4, leaf(size, size * 0.4, shade(color, 0.08)), { rotate: -55, shadow: 'none' });
  }
  return leaves + place(0, -length, leaf(length * 0.32, length * 0.13, color), { shadow: 'none' });
}

function tomatoSlice(radius: number): string {
  let chambers = '';
  for (let index = 0; index < 4; index++) {
    const angle = index * 90 + 45;
    const radians = (angle * Math.PI) / 180;
    const x = Math.cos(radians) * radius * 0.45;
    const y = Math.sin(radians) * radius * 0.45;
    chambers += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(radius * 0.3)}" ry="${n(radius * 0.2)}" transform="rotate(${angle} ${n(x)} ${n(y)})" fill="#F49A83"/>`;
    chambers += `<ellipse cx="${n(x * 1.1)}" cy="${n(y * 1.1)}" rx="${n(radius * 0.06)}" ry="${n(radius * 0.035)}" transform="rotate(${angle} ${n(x * 1.1)} ${n(y * 1.1)})" fill="#F8DC8E"/>`;
  }
  return `<circle r="${radius}" fill="${COLORS.tomato}"/><circle r="${n(radius * 0.86)}" fill="#E8604F"/>${chambers}<circle r="${n(radius * 0.16)}" fill="#EE8272"/>`;
}

function cherryTomato(radius: number): string {
  let calyx = '';
  for (let index = 0; index < 5; index++) calyx += place(0, 0, leaf(radius * 0.45, radius * 0.12, COLORS.leafDark), { rotate: index * 72, shadow: 'none' });
  return `<circle r="${radius}" fill="${COLORS.tomato}"/><ellipse cx="${n(-radius * 0.35)}" cy="${n(-radius * 0.35)}" rx="${n(radius * 0.28)}" ry="${n(radius * 0.16)}" transform="rotate(-40 ${n(-radius * 0.35)} ${n(-radius * 0.35)})" fill="#fff" opacity="0.35"/>${calyx}`;
}

function cucumberSlice(radius: number): string {
  let seeds = '';
  for (let index = 0; index < 6; index++) {
    const radians = (index * 60 * Math.PI) / 180;
    seeds += `<ellipse cx="${n(Math.cos(radians) * radius * 0.32)}" cy="${n(Math.sin(radians) * radius * 0.32)}" rx="${n(radius * 0.09)}" ry="${n(radius * 0.05)}" transform="rotate(${index * 60} ${n(Math.cos(radians) * radius * 0.32)} ${n(Math.sin(radians) * radius * 0.32)})" fill="#F4F1D5"/>`;
  }
  return `<circle r="${radius}" fill="#3E7B3A"/><circle r="${n(radius * 0.9)}" fill="#CFE3A6"/><circle r="${n(radius * 0.55)}" fill="#E4EFC4"/>${seeds}`;
}

function citrusSlice(radius: number, peel: string, flesh: string): string {
  let segments = '';
  for (let index = 0; index < 10; index++) {
    const radians = (index * 36 * Math.PI) / 180;
    segments += `<line x1="0" y1="0" x2="${n(Math.cos(radians) * radius * 0.84)}" y2="${n(Math.sin(radians) * radius * 0.84)}" stroke="${shade(flesh, 0.6)}" stroke-width="${n(radius * 0.05)}"/>`;
  }
  return `<circle r="${radius}" fill="${peel}"/><circle r="${n(radius * 0.9)}" fill="${shade(flesh, 0.7)}"/><circle r="${n(radius * 0.84)}" fill="${flesh}"/>${segments}<circle r="${n(radius * 0.1)}" fill="${shade(flesh, 0.6)}"/>`;
}

const orangeSlice = (radius: number) => citrusSlice(radius, '#E9822F', '#F4A23C');
const lemonSlice = (radius: number) => citrusSlice(radius, '#E9B92E', '#F6D867');

function lemon(size: number): string {
  const s = size / 40;
  return `<g transform="scale(${n(s * 100) / 100})"><path d="M-44 0 C -40 -26 -20 -30 0 -30 C 20 -30 40 -26 44 0 C 40 26 20 30 0 30 C -20 30 -40 26 -44 0Z" fill="${COLORS.lemon}"/>
<ellipse cx="-10" cy="-12" rx="16" ry="6" fill="#fff" opacity="0.35"/><circle cx="-45" cy="0" r="4" fill="#E2B335"/><circle cx="45" cy="0" r="4" fill="#E2B335"/></g>`;
}

function apple(radius: number, color = '#C8423A'): string {
  const shine = `<ellipse cx="${n(-radius * 0.4)}" cy="${n(-radius * 0.35)}" rx="${n(radius * 0.25)}" ry="${n(radius * 0.14)}" transform="rotate(-35 ${n(-radius * 0.4)} ${n(-radius * 0.35)})" fill="#fff" opacity="0.3"/>`;
  return `<circle r="${radius}" fill="${color}"/><circle cx="${n(radius * 0.12)}" cy="${n(radius * 0.12)}" r="${n(radius * 0.85)}" fill="${shade(color, -0.12)}" opacity="0.5"/>
<circle r="${n(radius * 0.2)}" fill="${shade(color, -0.25)}" opacity="0.6"/>${shine}
<path d="M0 0 L${n(radius * 0.12)} ${n(-radius * 0.35)}" stroke="#6B4A2B" stroke-width="${n(radius * 0.08)}" stroke-linecap="round"/>
${place(radius * 0.12, -radius * 0.3, leaf(radius * 0.6, radius * 0.2, COLORS.leaf), { rotate: 50, shadow: 'none' })}`;
}

function strawberry(size: number): string {
  const s = size / 30;
  let seeds = '';
  for (const [x, y] of [[-8, -6], [0, -8], [8, -6], [-10, 4], [-2, 2], [6, 4], [-5, 13], [3, 14], [0, 22]] as const) {
    seeds += `<ellipse cx="${x}" cy="${y}" rx="1.2" ry="2" fill="#F7D77A"/>`;
  }
  let calyx = '';
  for (let index = 0; index < 5; index++) calyx += place(0, -17, leaf(11, 4, COLORS.leaf), { rotate: index * 72 + 36, shadow: 'none' });
  return `<g transform="scale(${n(s * 100) / 100})"><path d="M0 30 C -18 18 -24 -4 -18 -15 C -12 -24 12 -24 18 -15 C 24 -4 18 18 0 30Z" fill="#D9403F"/>
<path d="M-10 -14 C -14 -4 -12 8 -6 16" stroke="#fff" stroke-width="3" opacity="0.2" fill="none" stroke-linecap="round"/>${seeds}${calyx}</g>`;
}

function blueberry(radius: number): string {
  return `<circle r="${radius}" fill="#3D4C7A"/><circle cx="${n(-radius * 0.25)}" cy="${n(-radius * 0.25)}" r="${n(radius * 0.55)}" fill="#55679A" opacity="0.7"/><circle r="${n(radius * 0.22)}" fill="#28324F"/>`;
}

function berryCluster(random: Random, count: number, spread: number, size = 1): string {
  return scatterInDisc(random, count, spread, 16 * size)
    .map(([x, y], index) => place(x, y, index % 3 === 0 ? strawberry(between(random, 18, 24) * size) : blueberry(between(random, 7, 9) * size), { rotate: between(random, 0, 360) }))
    .join('');
}

function banana(length: number): string {
  const s = length / 150;
  return `<g transform="scale(${n(s * 100) / 100})"><path d="M-75 -10 C -50 32 50 32 75 -14 L 72 -2 C 46 50 -46 52 -78 -2 Z" fill="#F2D05C"/>
<path d="M-72 -6 C -44 36 44 36 73 -8" stroke="#E1B43F" stroke-width="3" fill="none"/>
<path d="M-78 -2 l -8 -6 l 5 -6 l 8 4 Z" fill="#6B5030"/><circle cx="75" cy="-10" r="4" fill="#5A4227"/></g>`;
}

function carrot(length: number): string {
  let ridges = '';
  for (let index = 1; index < 6; index++) {
    const y = (length * index) / 7;
    const halfWidth = 9 * (1 - y / length);
    ridges += `<path d="M${n(-halfWidth * 0.7)} ${n(y)} l ${n(halfWidth * 0.8)} 2" stroke="#D2702A" stroke-width="1.5" stroke-linecap="round"/>`;
  }
  const tops = [-25, -8, 10, 26].map((angle) => place(0, 2, leaf(length * 0.45, 5, COLORS.leaf), { rotate: 180 + angle, shadow: 'none' })).join('');
  return `${tops}<path d="M-10 0 C -9 ${n(length * 0.4)} -4 ${n(length * 0.8)} 0 ${length} C 4 ${n(length * 0.8)} 9 ${n(length * 0.4)} 10 0 Z" fill="${COLORS.orange}"/>${ridges}`;
}

function broccoliFloret(size: number, random: Random): string {
  const s = size / 40;
  let buds = `<path d="M-6 0 L-5 30 L5 30 L6 0Z" fill="#B9CF8A"/>`;
  for (const [x, y, r] of [[0, -6, 16], [-15, -2, 12], [15, -2, 12], [-9, -18, 12], [9, -18, 12], [0, -26, 11]] as const) {
    buds += `<circle cx="${x}" cy="${y}" r="${r}" fill="${pick(random, ['#3F7D3A', '#4A8A3F', '#37703A'])}"/>`;
    buds += `<circle cx="${x - 3}" cy="${y - 3}" r="${r * 0.45}" fill="#6AA552" opacity="0.6"/>`;
  }
  return `<g transform="scale(${n(s * 100) / 100})">${buds}</g>`;
}

function avocadoHalf(size: number, withPit = true): string {
  const s = size / 70;
  const body = 'M0 -62 C 30 -62 38 -20 42 10 C 48 50 25 70 0 70 C -25 70 -48 50 -42 10 C -38 -20 -30 -62 0 -62Z';
  const pit = withPit
    ? `<circle cx="0" cy="22" r="21" fill="#7A4A2B"/><ellipse cx="-7" cy="14" rx="7" ry="4" fill="#A06A45" transform="rotate(-30 -7 14)"/>`
    : `<circle cx="0" cy="22" r="20" fill="#D6D98A"/>`;
  return `<g transform="scale(${n(s * 100) / 100})"><path d="${body}" fill="#3C5A2A"/><path d="${body}" transform="scale(0.88)" fill="#BFD46A"/>
<path d="${body}" transform="translate(0 6) scale(0.62)" fill="#E2E79A"/>${pit}</g>`;
}

function avocadoFan(count: number, length: number): string {
  let slices = '';
  for (let index = 0; index < count; index++) {
    const angle = (index - (count - 1) / 2) * 12;
    slices += `<g transform="rotate(${n(angle)})"><path d="M0 0 Q ${n(length * 0.42)} ${n(-length / 2)} 0 ${-length} Q ${n(length * 0.12)} ${n(-length / 2)} 0 0Z" fill="#C6D873" stroke="#3C5A2A" stroke-width="${n(length * 0.05)}" stroke-linejoin="round"/>
<path d="M${n(length * 0.06)} ${n(-length * 0.2)} Q ${n(length * 0.2)} ${n(-length / 2)} ${n(length * 0.06)} ${n(-length * 0.8)}" stroke="#E2E79A" stroke-width="${n(length * 0.06)}" fill="none" stroke-linecap="round"/></g>`;
  }
  return slices;
}

function chickpeas(random: Random, count: number, spread: number, size = 6.5): string {
  return scatterInDisc(random, count, spread, size * 1.7)
    .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${size}" fill="#E2BE84"/><path d="M${n(x - size * 0.45)} ${n(y - size * 0.3)} q ${n(size * 0.3)} ${n(-size * 0.45)} ${n(size * 0.75)} ${n(-size * 0.15)}" stroke="#C49A5C" stroke-width="${n(size * 0.22)}" fill="none"/>`)
    .join('');
}

function grains(random: Random, spread: number, base = '#E9D9B4', grain = '#D6C08C'): string {
  let dots = `<circle r="${spread}" fill="${base}"/>`;
  for (const [x, y] of scatterInDisc(random, Math.round(spread * 1.4), spread - 4, 4)) {
    dots += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="2.6" ry="1.8" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" fill="${random() > 0.5 ? grain : shade(base, 0.3)}"/>`;
  }
  return dots;
}

function shreds(random: Random, count: number, spread: number, color: string): string {
  let lines = '';
  for (const [x, y] of scatterInDisc(random, count, spread, 5)) {
    const angle = random() * Math.PI;
    const length = between(random, 10, 18);
    lines += `<path d="M${n(x)} ${n(y)} q ${n(Math.cos(angle) * length * 0.5 + 3)} ${n(Math.sin(angle) * length * 0.5 - 3)} ${n(Math.cos(angle) * length)} ${n(Math.sin(angle) * length)}" stroke="${color}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  }
  return lines;
}

function greensBed(random: Random, radius: number): string {
  let leaves = '';
  for (const [x, y] of scatterInDisc(random, 26, radius, radius * 0.22)) {
    leaves += place(x, y, leaf(radius * 0.5, radius * 0.22, pick(random, ['#5E9B47', '#6FAE4F', '#4C8A3E', '#86B95B'])), { rotate: between(random, 0, 360), shadow: 'none' });
  }
  return `<circle r="${radius}" fill="#4C8A3E"/>${leaves}`;
}

function almond(): string {
  return `<path d="M0 -14 C 9 -8 9 8 0 14 C -9 8 -9 -8 0 -14Z" fill="#B7794A"/><path d="M-2 -8 q 3 8 0 16" stroke="#9C6239" stroke-width="1.2" fill="none"/>`;
}

function date(): string {
  return `<ellipse rx="10" ry="21" fill="#6B3A26"/><path d="M-4 -14 q -3 14 1 26" stroke="#9A5A3C" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/><path d="M3 -8 q 2 6 0 10" stroke="#4E2819" stroke-width="1.5" fill="none"/>`;
}

function egg(shell = '#E8C39C'): string {
  return `<ellipse rx="23" ry="29" fill="${shell}"/><ellipse cx="-7" cy="-10" rx="6" ry="9" fill="#fff" opacity="0.35"/>`;
}

function boiledEggHalf(): string {
  return `<ellipse rx="23" ry="29" fill="#FBFAF5"/><circle cy="3" r="13" fill="#F2B635"/><circle cx="-3" cy="0" r="7" fill="#F7CD5E"/>`;
}

function salmonFillet(): string {
  let stripes = '';
  for (let x = -44; x <= 44; x += 16) stripes += `<path d="M${x} -28 q 10 28 -2 56" stroke="#F9C3A5" stroke-width="3" fill="none" opacity="0.85"/>`;
  return `<path d="M-64 -24 C -30 -36 40 -32 62 -18 C 72 0 64 22 50 28 C 10 36 -40 34 -62 22 C -72 10 -72 -14 -64 -24Z" fill="#F08A5D"/>${stripes}
<path d="M-64 -24 C -30 -36 40 -32 62 -18" stroke="#D8693F" stroke-width="4" fill="none" opacity="0.6"/>`;
}

function grilledChicken(): string {
  let marks = '';
  for (let x = -40; x <= 40; x += 18) marks += `<path d="M${x - 10} -22 l 22 44" stroke="#8A5A2E" stroke-width="5" stroke-linecap="round" opacity="0.75"/>`;
  return `<path d="M-60 -10 C -58 -30 -20 -34 20 -30 C 50 -28 66 -12 62 6 C 58 26 20 32 -20 30 C -50 28 -62 12 -60 -10Z" fill="#D9A15F"/>${marks}`;
}

function baladiBread(radius: number, random: Random): string {
  const gradient = uniqueId('bread');
  let speckles = '';
  for (const [x, y] of scatterInDisc(random, 40, radius * 0.85, 10)) {
    speckles += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(random, 1.5, 4))}" ry="1.5" fill="#A8702F" opacity="0.6"/>`;
  }
  return `<defs><radialGradient id="${gradient}" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#EBC48D"/><stop offset="1" stop-color="#C98F4E"/></radialGradient></defs>
<circle r="${radius}" fill="url(#${gradient})"/>${speckles}<circle r="${n(radius * 0.96)}" fill="none" stroke="#B57A3A" stroke-width="3" opacity="0.5"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Tableware

/** Contents of bowls and jars are drawn on a disc of radius 100 and scaled to the vessel. */
const FILL_RADIUS = 100;

/** A round bowl seen from above; `fill` (drawn for FILL_RADIUS) goes inside, clipped to the bowl's inner wall. */
function bowl(radius: number, fill: string, glaze = '#F7F2EA'): string {
  const clip = uniqueId('bowl');
  const inner = radius * 0.86;
  return `<defs><clipPath id="${clip}"><circle r="${FILL_RADIUS}"/></clipPath></defs>
<circle r="${radius}" fill="${glaze}"/><circle r="${n(radius * 0.93)}" fill="${shade(glaze, -0.08)}"/>
<g transform="scale(${n((inner / FILL_RADIUS) * 1000) / 1000})" clip-path="url(#${clip})"><circle r="${FILL_RADIUS}" fill="${shade(glaze, -0.14)}"/>${fill}</g>
<circle r="${n(inner)}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="${n(radius * 0.04)}"/>
<path d="M${n(-radius * 0.7)} ${n(-radius * 0.55)} A ${radius * 0.92} ${radius * 0.92} 0 0 1 ${n(radius * 0.1)} ${n(-radius * 0.9)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${n(radius * 0.035)}" fill="none" stroke-linecap="round"/>`;
}

function plate(radius: number, rim = '#FBF8F2'): string {
  return `<circle r="${radius}" fill="${rim}"/><circle r="${n(radius * 0.74)}" fill="${shade(rim, -0.05)}"/><circle r="${n(radius * 0.74)}" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`;
}

function glassOfWater(radius: number, random: Random): string {
  const ice = [0, 1].map((index) => place(between(random, -radius * 0.3, radius * 0.3), (index - 0.5) * radius * 0.7, `<rect x="-${n(radius * 0.2)}" y="-${n(radius * 0.2)}" width="${n(radius * 0.4)}" height="${n(radius * 0.4)}" rx="${n(radius * 0.08)}" fill="#fff" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>`, { rotate: between(random, 0, 90), shadow: 'none' })).join('');
  return `<circle r="${radius}" fill="#DCEFF2" stroke="#B8D8DE" stroke-width="${n(radius * 0.07)}"/><circle r="${n(radius * 0.82)}" fill="#C4E4EA"/>${ice}
${place(radius * 0.25, radius * 0.1, lemonSlice(radius * 0.38), { rotate: 20, shadow: 'none' })}
${place(-radius * 0.2, radius * 0.35, leaf(radius * 0.38, radius * 0.14, '#4E9B4E'), { rotate: -130, shadow: 'none' })}
<path d="M${n(-radius * 0.75)} ${n(-radius * 0.3)} A ${radius * 0.8} ${radius * 0.8} 0 0 1 ${n(-radius * 0.2)} ${n(-radius * 0.78)}" stroke="#fff" stroke-width="${n(radius * 0.08)}" stroke-linecap="round" fill="none" opacity="0.8"/>`;
}

function drinkGlass(radius: number, liquid: string): string {
  return `<circle r="${radius}" fill="#EAF2F2" stroke="#CFDDDF" stroke-width="${n(radius * 0.07)}"/><circle r="${n(radius * 0.82)}" fill="${liquid}"/>
<path d="M${n(-radius * 0.7)} ${n(-radius * 0.3)} A ${radius * 0.76} ${radius * 0.76} 0 0 1 ${n(-radius * 0.2)} ${n(-radius * 0.72)}" stroke="#fff" stroke-width="${n(radius * 0.08)}" stroke-linecap="round" fill="none" opacity="0.6"/>`;
}

function mugOfTea(radius: number, body = '#F3ECE0'): string {
  return `<rect x="${n(radius * 0.8)}" y="${n(-radius * 0.18)}" width="${n(radius * 0.55)}" height="${n(radius * 0.36)}" rx="${n(radius * 0.18)}" fill="${shade(body, -0.06)}"/>
<circle r="${radius}" fill="${body}"/><circle r="${n(radius * 0.84)}" fill="#B5763A"/><circle cx="${n(-radius * 0.2)}" cy="${n(-radius * 0.25)}" r="${n(radius * 0.3)}" fill="#C98E52" opacity="0.6"/>`;
}

function spoon(length: number, color: string = COLORS.steel): string {
  return `<rect x="-4" y="14" width="8" height="${length}" rx="4" fill="${color}"/><ellipse rx="15" ry="22" fill="${color}"/><ellipse cx="-3" cy="-3" rx="8" ry="13" fill="#fff" opacity="0.35"/>`;
}

function fork(length: number, color: string = COLORS.steel): string {
  let tines = '';
  for (const x of [-13, -5.5, 2, 9.5]) tines += `<rect x="${x}" y="-42" width="4" height="34" rx="2" fill="${color}"/>`;
  return `${tines}<path d="M-13 -12 L13.5 -12 C 13.5 4 6 10 4 14 L-4 14 C -6 10 -13 4 -13 -12Z" fill="${color}"/><rect x="-4" y="12" width="8" height="${length}" rx="4" fill="${color}"/>`;
}

function knife(length: number): string {
  return `<path d="M-6 0 L-6 -90 C -6 -104 8 -110 9 -96 L 7 0Z" fill="${COLORS.steel}"/><path d="M-3 -10 L-3 -86" stroke="#fff" stroke-width="2.5" opacity="0.5"/>
<rect x="-7" y="0" width="15" height="${length}" rx="6" fill="#8E5E3B"/><circle cx="0.5" cy="${n(length * 0.3)}" r="2" fill="#D9C2A6"/><circle cx="0.5" cy="${n(length * 0.7)}" r="2" fill="#D9C2A6"/>`;
}

function napkin(width: number, height: number, color = '#F3E6D8', stripe: string = COLORS.terracotta): string {
  return `<rect x="${n(-width / 2)}" y="${n(-height / 2)}" width="${width}" height="${height}" rx="6" fill="${color}"/>
<rect x="${n(-width / 2)}" y="${n(height / 2 - 30)}" width="${width}" height="5" fill="${stripe}" opacity="0.8"/><rect x="${n(-width / 2)}" y="${n(height / 2 - 20)}" width="${width}" height="2.5" fill="${stripe}" opacity="0.8"/>
<path d="M${n(-width / 2)} ${n(-height / 2 + 40)} L ${n(width / 2)} ${n(-height / 2 + 46)}" stroke="#000" stroke-opacity="0.05" stroke-width="6"/>`;
}

function cuttingBoard(width: number, height: number, random: Random): string {
  let grain = '';
  for (let index = 0; index < 7; index++) {
    const y = -height / 2 + (index + 0.5) * (height / 7) + between(random, -6, 6);
    grain += `<path d="M${n(-width / 2 + 10)} ${n(y)} C ${n(-width / 6)} ${n(y + between(random, -8, 8))} ${n(width / 6)} ${n(y + between(random, -8, 8))} ${n(width / 2 - 10)} ${n(y)}" stroke="#A8754A" stroke-width="1.6" fill="none" opacity="0.45"/>`;
  }
  return `<rect x="${n(width / 2 - 20)}" y="-22" width="80" height="44" rx="22" fill="${COLORS.wood}"/><circle cx="${n(width / 2 + 36)}" cy="0" r="9" fill="#000" opacity="0.18"/>
<rect x="${n(-width / 2)}" y="${n(-height / 2)}" width="${width}" height="${height}" rx="26" fill="${COLORS.wood}"/>${grain}
<rect x="${n(-width / 2 + 6)}" y="${n(-height / 2 + 6)}" width="${width - 12}" height="${height - 12}" rx="22" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="4"/>`;
}

function jar(radius: number, fill: string): string {
  const clip = uniqueId('jar');
  return `<defs><clipPath id="${clip}"><circle r="${FILL_RADIUS}"/></clipPath></defs>
<circle r="${radius}" fill="#E4ECEE" stroke="#C3D0D3" stroke-width="${n(radius * 0.05)}"/><circle r="${n(radius * 0.86)}" fill="#D5E0E2"/>
<g transform="scale(${n(((radius * 0.82) / FILL_RADIUS) * 1000) / 1000})" clip-path="url(#${clip})">${fill}</g>
<path d="M${n(-radius * 0.75)} ${n(-radius * 0.35)} A ${radius * 0.85} ${radius * 0.85} 0 0 1 ${n(-radius * 0.25)} ${n(-radius * 0.8)}" stroke="#fff" stroke-width="${n(radius * 0.07)}" stroke-linecap="round" fill="none" opacity="0.85"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes, each drawn for a bowl of FILL_RADIUS

function lemonWedge(size: number): string {
  return `<path d="M0 0 L${size} 0 A${size} ${size} 0 0 1 0 ${size}Z" fill="#E9B92E"/><path d="M${n(size * 0.1)} ${n(size * 0.1)} L${n(size * 0.85)} ${n(size * 0.1)} A${n(size * 0.75)} ${n(size * 0.75)} 0 0 1 ${n(size * 0.1)} ${n(size * 0.85)}Z" fill="#F6D867"/>`;
}

function buddhaBowlFill(random: Random): string {
  const at = (degrees: number, distance: number) => [Math.cos((degrees * Math.PI) / 180) * distance, Math.sin((degrees * Math.PI) / 180) * distance] as const;
  const [grainX, grainY] = at(195, 52);
  const [chickpeaX, chickpeaY] = at(125, 55);
  const [avocadoX, avocadoY] = at(35, 30);
  const [tomatoX, tomatoY] = at(-45, 58);
  const [cabbageX, cabbageY] = at(-120, 56);
  let tomatoes = '';
  for (const [x, y] of scatterInDisc(random, 3, 22, 24)) tomatoes += place(tomatoX + x, tomatoY + y, cherryTomato(12), { rotate: random() * 360 });
  return `${greensBed(random, FILL_RADIUS)}
${place(grainX, grainY, grains(random, 40), { shadow: 'none' })}
${place(chickpeaX, chickpeaY, `<circle r="36" fill="#D9B277"/>${chickpeas(random, 22, 32, 6.5)}`, { shadow: 'none' })}
${place(cabbageX, cabbageY, `<circle r="32" fill="#6E3565"/>${shreds(random, 24, 30, '#9B5590')}`, { shadow: 'none' })}
${tomatoes}
${place(avocadoX, avocadoY, avocadoFan(5, 58), { rotate: 125 })}
${place(2, 6, boiledEggHalf(), { rotate: 30, scale: 1.15 })}
${place(-18, 30, herbSprig(34, '#4E9B4E'), { rotate: 210, shadow: 'none' })}`;
}

function fulMedamesFill(random: Random): string {
  let beans = `<circle r="${FILL_RADIUS}" fill="#6E4029"/>`;
  for (const [x, y] of scatterInDisc(random, 190, 97, 6.6)) {
    beans += `<g transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(random() * 180)})"><ellipse rx="5.6" ry="4.2" fill="${pick(random, ['#8B5636', '#7A4A2E', '#9A6442'])}"/><ellipse cx="-1.4" cy="-1.3" rx="2.4" ry="1.2" fill="#B98058" opacity="0.7"/></g>`;
  }
  let oil = '';
  for (const [x, y] of scatterInDisc(random, 7, 45, 18)) {
    oil += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(random, 7, 14))}" ry="${n(between(random, 5, 9))}" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})" fill="#D4C04A" opacity="0.55"/>`;
  }
  let tomato = '';
  for (const [x, y] of scatterInDisc(random, 14, 24, 9)) {
    tomato += place(x + 18, y - 6, `<rect x="-4.5" y="-4.5" width="9" height="9" rx="2.2" fill="#DA4B3E"/><rect x="-2.2" y="-2.2" width="4" height="4" rx="1.5" fill="#F28A76"/>`, { rotate: random() * 90, shadow: 'none' });
  }
  let parsley = '';
  for (const [x, y] of scatterInDisc(random, 24, 75, 10)) parsley += place(x, y, leaf(8, 3.6, pick(random, ['#4E9B4E', '#3F8A40'])), { rotate: random() * 360, shadow: 'none' });
  let cumin = '';
  for (const [x, y] of scatterInDisc(random, 50, 40, 3.5)) cumin += `<circle cx="${n(x - 20)}" cy="${n(y + 14)}" r="1.3" fill="#C08030"/>`;
  return `${beans}${oil}${tomato}${parsley}${cumin}${place(-62, 36, lemonWedge(28), { rotate: 200 })}`;
}

function soupFill(random: Random, base: string): string {
  let cumin = '';
  for (const [x, y] of scatterInDisc(random, 50, 70, 4.5)) cumin += `<circle cx="${n(x)}" cy="${n(y)}" r="1.3" fill="#9C5A1E"/>`;
  let parsley = '';
  for (const [x, y] of scatterInDisc(random, 10, 30, 8)) parsley += place(x, y, leaf(8, 3.6, '#3F8A40'), { rotate: random() * 360, shadow: 'none' });
  return `<circle r="${FILL_RADIUS}" fill="${base}"/><path d="M-62 0 A 62 62 0 0 1 30 -54" stroke="${shade(base, 0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M-40 20 A 44 44 0 0 0 40 18" stroke="${shade(base, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/>${cumin}${parsley}${place(40, -34, lemonWedge(30), { rotate: 30 })}`;
}

function hummusFill(random: Random): string {
  let paprika = '';
  for (const [x, y] of scatterInDisc(random, 50, 58, 4.5)) paprika += `<circle cx="${n(x)}" cy="${n(y)}" r="1.5" fill="#C0452E"/>`;
  return `<circle r="${FILL_RADIUS}" fill="#E9D2A6"/><circle r="72" fill="none" stroke="#D6B985" stroke-width="4"/><circle r="48" fill="none" stroke="#D6B985" stroke-width="3.5"/>
<circle r="32" fill="#C9B53A" opacity="0.5"/>${paprika}${chickpeas(random, 7, 18, 5.5)}${place(-40, 52, herbSprig(26), { rotate: 140, shadow: 'none' })}`;
}

function yogurtFill(random: Random): string {
  let granola = '';
  for (const [x, y] of scatterInDisc(random, 30, 34, 7)) granola += `<circle cx="${n(x + 30)}" cy="${n(y + 8)}" r="${n(between(random, 3.5, 6))}" fill="${pick(random, ['#C4914F', '#B27D3E', '#D6A866'])}"/>`;
  return `<circle r="${FILL_RADIUS}" fill="#FBF8F1"/><path d="M-70 0 C -40 -50 30 -50 20 20" stroke="#EEE7D8" stroke-width="7" fill="none"/>
${granola}${place(-32, -12, berryCluster(random, 11, 40, 0.9), { shadow: 'none' })}
<path d="M-60 40 C -20 70 20 -10 60 44" stroke="#E8A93A" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.9"/>`;
}

function oatsFill(random: Random, topping: 'berries' | 'banana' | 'mango'): string {
  let oats = grains(random, FILL_RADIUS, '#E6D3AE', '#CDB384');
  if (topping === 'berries') oats += berryCluster(random, 12, 62, 0.95);
  if (topping === 'banana') {
    for (const [x, y] of scatterInDisc(random, 7, 55, 24)) oats += place(x, y, `<circle r="11" fill="#F6E7A8"/><circle r="8.5" fill="#FBF1C6"/><circle r="1.8" fill="#C9A55A"/>`);
    for (const [x, y] of scatterInDisc(random, 10, 72, 12)) oats += place(x, y, almond(), { rotate: random() * 360, scale: 0.55 });
  }
  if (topping === 'mango') {
    for (const [x, y] of scatterInDisc(random, 13, 62, 15)) oats += place(x, y, `<rect x="-7" y="-7" width="14" height="14" rx="3.5" fill="#F6A623"/><rect x="-4" y="-4" width="6" height="6" rx="2" fill="#FAC45A"/>`, { rotate: random() * 90 });
    oats += place(0, 10, herbSprig(40, '#4E9B4E'), { rotate: 30 });
  }
  return oats;
}

// ---------------------------------------------------------------------------------------------------------------
// Props for activity and planning

function dumbbell(length: number, color = '#2F3A40'): string {
  const half = length / 2;
  let grip = '';
  for (let x = -half * 0.4; x <= half * 0.4; x += 6) grip += `<line x1="${n(x)}" y1="-6" x2="${n(x + 3)}" y2="6" stroke="#7D858C" stroke-width="1.5"/>`;
  const plates = [-1, 1].map((side) => `<rect x="${n(side > 0 ? half * 0.48 : -half * 0.48 - 18)}" y="-34" width="18" height="68" rx="6" fill="${color}"/><rect x="${n(side > 0 ? half * 0.48 + 20 : -half * 0.48 - 34)}" y="-26" width="14" height="52" rx="5" fill="${shade(color, 0.15)}"/>`).join('');
  return `<rect x="${n(-half)}" y="-7" width="${length}" height="14" rx="7" fill="#AEB5BB"/>${grip}${plates}`;
}

function waterBottle(length: number, color: string = COLORS.sage): string {
  return `<rect x="${n(-length / 2)}" y="-26" width="${n(length * 0.86)}" height="52" rx="22" fill="${color}"/><rect x="${n(length * 0.36)}" y="-16" width="${n(length * 0.14)}" height="32" rx="7" fill="#34413B"/>
<rect x="${n(-length / 2 + 14)}" y="-17" width="${n(length * 0.6)}" height="8" rx="4" fill="#fff" opacity="0.35"/><rect x="${n(-length * 0.1)}" y="-26" width="${n(length * 0.12)}" height="52" fill="${shade(color, -0.15)}"/>`;
}

function towel(width: number, height: number, color: string = COLORS.blush): string {
  return `<rect x="${n(-width / 2)}" y="${n(-height / 2)}" width="${width}" height="${height}" rx="10" fill="${color}"/><rect x="${n(-width / 2)}" y="${n(-height / 2 + 18)}" width="${width}" height="10" fill="#fff" opacity="0.55"/>
<rect x="${n(-width / 2)}" y="${n(height / 2 - 28)}" width="${width}" height="10" fill="#fff" opacity="0.55"/><rect x="${n(width * 0.15)}" y="${n(-height / 2)}" width="6" height="${height}" fill="#000" opacity="0.06"/>`;
}

function rolledMat(length: number, color: string = COLORS.forest): string {
  const gradient = uniqueId('mat');
  return `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></linearGradient></defs>
<rect x="${n(-length / 2)}" y="-38" width="${length}" height="76" rx="10" fill="url(#${gradient})"/><rect x="${n(-length * 0.1)}" y="-38" width="12" height="76" fill="#E8D5B5"/>`;
}

function sneakerPair(): string {
  const shoe = `<path d="M0 -60 C 22 -60 30 -30 30 0 C 30 40 22 62 0 64 C -22 62 -28 40 -28 0 C -28 -30 -22 -60 0 -60Z" fill="#F7F4EE" stroke="#D9D2C5" stroke-width="3"/>
<path d="M0 -34 C 14 -34 18 -14 16 10 C 14 26 -14 26 -16 10 C -18 -14 -14 -34 0 -34Z" fill="${COLORS.terracotta}"/>
${[-22, -12, -2, 8].map((y) => `<line x1="-12" y1="${y}" x2="12" y2="${y}" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`).join('')}`;
  return `${place(-36, 0, shoe, { rotate: -8, shadow: 'none' })}${place(36, 6, shoe, { rotate: 10, shadow: 'none' })}`;
}

function notebook(width: number, height: number, random: Random): string {
  let lines = '';
  for (let y = -height / 2 + 60; y < height / 2 - 20; y += 26) {
    lines += `<line x1="${n(-width / 2 + 56)}" y1="${n(y)}" x2="${n(width / 2 - 24)}" y2="${n(y)}" stroke="#E2DACB" stroke-width="2"/>`;
  }
  let checks = '';
  for (let row = 0; row < 4; row++) {
    const y = -height / 2 + 60 + row * 52;
    checks += `<rect x="${n(-width / 2 + 24)}" y="${n(y - 16)}" width="16" height="16" rx="3" fill="none" stroke="${COLORS.sage}" stroke-width="2.5"/>`;
    if (row < 3) checks += `<path d="M${n(-width / 2 + 27)} ${n(y - 8)} l 4 5 l 9 -11" stroke="${COLORS.forest}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    checks += `<rect x="${n(-width / 2 + 56)}" y="${n(y - 12)}" width="${n(between(random, width * 0.35, width * 0.6))}" height="6" rx="3" fill="#CFC4B0"/>`;
  }
  let rings = '';
  for (let x = -width / 2 + 24; x < width / 2 - 10; x += 22) rings += `<rect x="${n(x)}" y="${n(-height / 2 - 10)}" width="7" height="20" rx="3.5" fill="#59625E"/>`;
  return `<rect x="${n(-width / 2)}" y="${n(-height / 2)}" width="${width}" height="${height}" rx="8" fill="#FFFDF8"/>${lines}${checks}${rings}`;
}

function pen(length: number, color: string = COLORS.forest): string {
  return `<rect x="${n(-length / 2)}" y="-6" width="${length}" height="12" rx="6" fill="${color}"/><path d="M${n(length / 2 - 2)} -6 L ${n(length / 2 + 18)} 0 L ${n(length / 2 - 2)} 6Z" fill="#E3D2B8"/>
<rect x="${n(-length / 2 + 12)}" y="-9" width="40" height="5" rx="2.5" fill="#C3C8CD"/>`;
}

function measuringTape(random: Random): string {
  const band = 'M30 10 C 90 30 150 -10 220 10 C 270 24 300 60 330 70';
  return `<path d="${band}" stroke="#F6D56A" stroke-width="26" fill="none"/>
<path d="${band}" transform="translate(0 -9)" stroke="#6A5A33" stroke-width="8" stroke-dasharray="1.6 7" fill="none"/>
<path d="${band}" transform="translate(0 -11)" stroke="#6A5A33" stroke-width="4" stroke-dasharray="1.6 7" stroke-dashoffset="4.3" fill="none" opacity="${n(between(random, 0.7, 0.9))}"/>
<circle r="48" fill="${COLORS.lemon}"/><circle r="36" fill="#E6B940"/><circle r="12" fill="#8A8F93"/><circle r="5" fill="#5A6065"/>`;
}

function stethoscope(): string {
  return `<path d="M-40 -90 C -40 -40 -30 -10 0 0 C 30 -10 40 -40 40 -90" stroke="#34413B" stroke-width="7" fill="none" stroke-linecap="round"/>
<circle cx="-40" cy="-94" r="7" fill="#C3C8CD"/><circle cx="40" cy="-94" r="7" fill="#C3C8CD"/>
<path d="M0 0 C 0 50 -60 70 -80 110 C -95 140 -60 170 -20 160" stroke="#34413B" stroke-width="8" fill="none" stroke-linecap="round"/>
<circle cx="-8" cy="158" r="26" fill="#AEB5BB"/><circle cx="-8" cy="158" r="18" fill="#DCE0E3"/><circle cx="-12" cy="152" r="6" fill="#fff" opacity="0.7"/>`;
}

// ---------------------------------------------------------------------------------------------------------------
// People: faceless, flat portraits of the practice's clients

interface Person {
  skin: string;
  hair: 'hijab' | 'short' | 'long' | 'bun' | 'grey';
  hairColor: string;
  top: string;
  trousers: string;
  beard?: boolean;
}

/** Head, hair or headscarf, centred on the face; `behind` is what goes behind the body (long hair, scarf drape). */
function headParts(person: Person): { behind: string; front: string } {
  const face = `<ellipse rx="40" ry="48" fill="${person.skin}"/>`;
  const ears = `<ellipse cx="-39" cy="4" rx="7" ry="11" fill="${shade(person.skin, -0.08)}"/><ellipse cx="39" cy="4" rx="7" ry="11" fill="${shade(person.skin, -0.08)}"/>`;
  const cheeks = `<ellipse cx="-20" cy="14" rx="8" ry="5" fill="#E07A5F" opacity="0.18"/><ellipse cx="20" cy="14" rx="8" ry="5" fill="#E07A5F" opacity="0.18"/>`;
  switch (person.hair) {
    case 'hijab': {
      const scarf = person.hairColor;
      return {
        behind: `<path d="M-58 -6 C -64 50 -92 70 -100 100 L 100 100 C 92 70 64 50 58 -6Z" fill="${shade(scarf, -0.1)}"/>`,
        front: `<ellipse cy="-6" rx="58" ry="64" fill="${scarf}"/><path d="M-56 10 C -50 60 -20 74 0 74 C 20 74 50 60 56 10 C 40 56 -40 56 -56 10Z" fill="${shade(scarf, -0.12)}"/>
<ellipse cy="4" rx="36" ry="44" fill="${person.skin}"/><path d="M-38 -14 C -30 -44 30 -44 38 -14 C 24 -34 -24 -34 -38 -14Z" fill="${shade(scarf, 0.12)}"/>${cheeks}`,
      };
    }
    case 'long':
      return {
        behind: `<path d="M-50 -20 C -62 40 -70 80 -78 110 L 78 110 C 70 80 62 40 50 -20Z" fill="${person.hairColor}"/>`,
        front: `${ears}${face}<path d="M-44 8 C -52 -44 -24 -58 0 -58 C 28 -58 54 -44 44 10 C 40 -14 26 -30 2 -32 C -16 -22 -30 -14 -44 8Z" fill="${person.hairColor}"/>${cheeks}`,
      };
    case 'bun':
      return {
        behind: '',
        front: `${ears}<circle cy="-56" r="22" fill="${person.hairColor}"/>${face}<path d="M-42 -2 C -46 -44 -22 -52 0 -52 C 24 -52 46 -44 42 -2 C 36 -26 18 -34 0 -34 C -18 -34 -36 -26 -42 -2Z" fill="${person.hairColor}"/>${cheeks}`,
      };
    case 'short':
    case 'grey': {
      const beard = person.beard
        ? `<path d="M-40 2 C -38 42 -18 52 0 52 C 18 52 38 42 40 2 C 34 24 20 30 0 30 C -20 30 -34 24 -40 2Z" fill="${person.hairColor}"/>`
        : '';
      return {
        behind: '',
        front: `${ears}${face}<path d="M-42 -6 C -46 -48 -20 -58 2 -58 C 28 -58 48 -46 42 -6 C 38 -28 22 -36 2 -36 C -18 -36 -36 -28 -42 -6Z" fill="${person.hairColor}"/>${beard}`,
      };
    }
  }
}

/** Head and shoulders, standing on (0, 0). */
function portrait(person: Person): string {
  const { behind, front } = headParts(person);
  return `<g transform="translate(0 -175)">${behind}</g>
<path d="M-125 0 C -125 -62 -100 -98 -52 -106 L 52 -106 C 100 -98 125 -62 125 0 Z" fill="${person.top}"/>
<path d="M-22 -106 L 0 -76 L 22 -106Z" fill="${shade(person.top, -0.15)}"/>
<rect x="-17" y="-140" width="34" height="40" rx="12" fill="${shade(person.skin, -0.1)}"/>
<g transform="translate(0 -175)">${front}</g>`;
}

/** A whole person standing on (0, 0); `build` above 1 draws a fuller body, `cheering` raises both arms. */
function standingFigure(person: Person, build: number, cheering: boolean): string {
  const extra = build - 1;
  const shoulders = 44 + extra * 26;
  const waist = 36 + extra * 72;
  const hips = 42 + extra * 52;
  const torso = `M${n(-shoulders)} -262 C ${n(-shoulders - 16)} -258 ${n(-waist - 4)} -236 ${n(-waist)} -196 C ${n(-waist + 2)} -160 ${n(-hips - 6)} -120 ${n(-hips - 8)} -95 L ${n(hips + 8)} -95 C ${n(hips + 6)} -120 ${n(waist - 2)} -160 ${n(waist)} -196 C ${n(waist + 4)} -236 ${n(shoulders + 16)} -258 ${n(shoulders)} -262Z`;
  const legWidth = 22 + extra * 26;
  const legs = [-1, 1].map((side) => `<rect x="${n(side < 0 ? -legWidth - 3 : 3)}" y="-130" width="${n(legWidth)}" height="124" rx="${n(legWidth / 2)}" fill="${person.trousers}"/>
<ellipse cx="${n(side * (legWidth / 2 + 5))}" cy="-4" rx="${n(legWidth / 2 + 6)}" ry="8" fill="#3B3A36"/>`).join('');
  const armWidth = 20 + extra * 14;
  const arm = (side: number) => {
    const angle = cheering ? side * -145 : side * -(8 + extra * 26);
    return `<g transform="translate(${n(side * (shoulders + 2))} -254) rotate(${n(angle)})"><rect x="${n(-armWidth / 2)}" y="0" width="${n(armWidth)}" height="104" rx="${n(armWidth / 2)}" fill="${shade(person.top, -0.06)}"/><circle cy="110" r="11" fill="${person.skin}"/></g>`;
  };
  const { behind, front } = headParts(person);
  const head = `translate(0 -310) scale(${n(0.6 * (1 + extra * 0.35) * 1000) / 1000} 0.6)`;
  return `<g transform="${head}">${behind}</g>${legs}${arm(-1)}${arm(1)}<path d="${torso}" fill="${person.top}"/>
<rect x="-10" y="-282" width="20" height="26" rx="8" fill="${shade(person.skin, -0.1)}"/><g transform="${head}">${front}</g>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Compositions

interface ImageSpec {
  file: string;
  width: number;
  height: number;
  draw: (random: Random) => string;
  /** web/public instead of the seed folder. */
  public?: boolean;
}

/** The hero: a generous table with the busy part on the right and calm space for the headline. */
function freshTable(random: Random, width: number, height: number, glaze: string): string {
  const x = (fraction: number) => width * fraction;
  const y = (fraction: number) => height * fraction;
  return `${linenSurface(width, height)}
${place(x(0.09), y(0.06), napkin(520, 380), { rotate: -12 })}
${place(x(0.36), y(0.0), bowl(150, hummusFill(random), COLORS.forest), { shadow: 'deep' })}
${place(x(0.15), y(0.86), cuttingBoard(460, 300, random), { rotate: 8 })}
${place(x(0.09), y(0.83), avocadoHalf(110), { rotate: -20 })}
${place(x(0.2), y(0.88), avocadoHalf(100, false), { rotate: 160 })}
${place(x(0.23), y(0.66), lemon(48), { rotate: 30 })}
${place(x(0.74), y(0.5), bowl(height * 0.34, buddhaBowlFill(random), glaze), { shadow: 'deep' })}
${place(x(0.95), y(0.1), bowl(150, berryCluster(random, 16, 82), COLORS.forest), { shadow: 'deep' })}
${place(x(0.93), y(0.88), glassOfWater(120, random), { shadow: 'deep' })}
${place(x(0.49), y(0.9), fork(190), { rotate: 78, scale: 1.6 })}
${place(x(0.52), y(0.8), spoon(190), { rotate: 84, scale: 1.6 })}
${place(x(0.04), y(0.42), orangeSlice(70), { rotate: 10 })}
${place(x(0.1), y(0.52), orangeSlice(58), { rotate: 40 })}
${place(x(0.52), y(0.1), herbSprig(190), { rotate: 120 })}
${place(x(0.58), y(0.15), cherryTomato(30), { rotate: 10 })}
${place(x(0.61), y(0.09), cherryTomato(27), { rotate: 70 })}
${place(x(0.995), y(0.62), leaf(200, 70, COLORS.olive), { rotate: -100 })}
${place(x(0.62), y(0.93), carrot(210), { rotate: -100 })}
${place(x(0.6), y(1.0), carrot(180), { rotate: -84 })}`;
}

function storyBackdrop(random: Random, width: number, height: number, from: string, to: string, blob: string): string {
  let decor = blobBackground(width, height, from, to, blob);
  decor += place(width * 0.06, height * 0.22, leaf(120, 40, shade(COLORS.sage, 0.1)), { rotate: 40, shadow: 'none' });
  decor += place(width * 0.03, height * 0.42, leaf(90, 30, COLORS.sage), { rotate: 80, shadow: 'none' });
  decor += place(width * 0.95, height * 0.8, leaf(130, 44, shade(COLORS.olive, 0.15)), { rotate: -60, shadow: 'none' });
  decor += place(width * 0.92, height * 0.95, leaf(90, 30, COLORS.sage), { rotate: -100, shadow: 'none' });
  return decor + place(width * 0.88, height * 0.22, `<circle r="${n(between(random, 34, 40))}" fill="#fff" opacity="0.25"/>`, { shadow: 'none' });
}

/** The card picture of a story: the client's portrait with one prop that hints at their journey. */
function storyPortrait(person: Person, colors: [string, string, string], prop: (random: Random) => string) {
  return (random: Random) => `${storyBackdrop(random, 600, 400, ...colors)}
<circle cx="300" cy="235" r="165" fill="#fff" opacity="0.35"/>${place(300, 400, portrait(person), { scale: 1.3, shadow: 'none' })}${prop(random)}`;
}

/** Before: a fuller figure on a cool, muted ground. After: a lighter figure cheering on a warm one. */
function storyBodies(person: Person, stage: 'before' | 'after', build: number) {
  return (random: Random) => {
    const colors: [string, string, string] = stage === 'before' ? ['#D9DDE0', '#C4CACF', '#EDEFF0'] : ['#F3E3C7', '#CFE0C3', '#FFF4DC'];
    let scene = storyBackdrop(random, 600, 400, ...colors);
    scene += `<ellipse cx="300" cy="386" rx="${n(70 + (build - 1) * 80)}" ry="11" fill="#000" opacity="0.08"/>`;
    if (stage === 'after') {
      for (const [x, y] of [[90, 80], [520, 120], [140, 300], [480, 330], [200, 60], [420, 50]] as const) {
        scene += `<circle cx="${x}" cy="${y}" r="${n(between(random, 5, 9))}" fill="${pick(random, [COLORS.lemon, COLORS.blush, COLORS.sage])}" opacity="0.8"/>`;
      }
    }
    return scene + place(300, 384, standingFigure(person, build, stage === 'after'), { scale: 0.95, shadow: 'none' });
  };
}

const PEOPLE = {
  mariam: { skin: '#D9A07A', hair: 'hijab', hairColor: '#B86B5A', top: '#5E8C6A', trousers: '#3E4A5A' },
  ahmed: { skin: '#B98360', hair: 'short', hairColor: '#2B211C', top: '#3F6E8C', trousers: '#4A4E55', beard: true },
  nour: { skin: '#E6B48E', hair: 'long', hairColor: '#3A2820', top: COLORS.terracotta, trousers: '#3E4A5A' },
  karim: { skin: '#A86E4B', hair: 'short', hairColor: '#1F1915', top: '#2F5D50', trousers: '#2E3238' },
  salma: { skin: '#E2AE86', hair: 'hijab', hairColor: '#6E7FA6', top: '#C98D6B', trousers: '#54504A' },
  youssef: { skin: '#C99270', hair: 'grey', hairColor: '#B8B5AF', top: '#7A8C5E', trousers: '#4A4E55', beard: true },
  hana: { skin: '#EDC3A0', hair: 'bun', hairColor: '#5A3A28', top: '#D98C8C', trousers: '#3E4A5A' },
} satisfies Record<string, Person>;

const NUTRITIONIST: Person = { skin: '#D9A07A', hair: 'hijab', hairColor: COLORS.forest, top: '#FBFAF6', trousers: '#3E4A5A' };

const IMAGES: ImageSpec[] = [
  { file: 'hero-fresh-table.jpg', width: 1920, height: 1080, draw: (random) => freshTable(random, 1920, 1080, COLORS.terracotta) },
  {
    file: 'about-nutritionist.jpg',
    width: 800,
    height: 800,
    draw: (random) => `${blobBackground(800, 800, '#F3EBDD', '#DCE7D3', '#FFFFFF')}
${place(560, 590, notebook(300, 360, random), { rotate: -14, shadow: 'deep' })}
${place(520, 420, pen(170), { rotate: 56 })}
<circle cx="330" cy="420" r="250" fill="#fff" opacity="0.45"/>
${place(330, 800, portrait(NUTRITIONIST), { scale: 1.7, shadow: 'none' })}
${place(330, 680, stethoscope(), { scale: 0.7, shadow: 'none' })}
${place(120, 140, apple(60), { rotate: 10 })}${place(680, 150, bowl(100, berryCluster(random, 12, 76), COLORS.terracotta), { shadow: 'deep' })}
${place(90, 660, leaf(150, 50, COLORS.olive), { rotate: 40 })}${place(60, 560, leaf(110, 38, COLORS.sage), { rotate: 80 })}`,
  },
  {
    file: 'blog-balanced-plate.jpg',
    width: 1200,
    height: 630,
    draw: (random) => {
      const halfVegetables = `<path d="M0 0 L 0 -190 A 190 190 0 0 0 0 190Z" fill="#EEF2E2"/>`;
      const vegetables = [
        ...scatterInDisc(random, 5, 70, 50).map(([x, y]) => place(-95 + x, -40 + y, broccoliFloret(50, random), { rotate: between(random, -30, 30) })),
        ...[0, 1, 2, 3].map((index) => place(-120 + index * 18, 80 + (index % 2) * 20, cucumberSlice(26), { rotate: index * 30 })),
        place(-60, 110, tomatoSlice(34)),
      ].join('');
      return `${woodSurface(1200, 630, random)}
${place(230, 120, napkin(300, 240, '#EFE3D3', COLORS.forest), { rotate: -10 })}
${place(600, 315, `${plate(250)}${halfVegetables}${vegetables}
${place(90, -75, salmonFillet(), { rotate: 15, scale: 1.05 })}
${place(90, 95, grains(random, 70, '#E4CF9F', '#C9AF78'), { shadow: 'none' })}
${place(140, 30, lemonSlice(26), { rotate: 20 })}${place(35, -140, herbSprig(60), { rotate: 60, shadow: 'none' })}`, { shadow: 'deep' })}
${place(930, 150, glassOfWater(90, random), { shadow: 'deep' })}
${place(320, 340, fork(150), { scale: 1.3 })}${place(880, 340, knife(120), { rotate: 180, scale: 1.3 })}
${place(1030, 470, apple(64, '#8DB43E'), { rotate: 20 })}${place(1120, 540, lemon(42), { rotate: -20 })}
${place(180, 520, cherryTomato(30))}${place(120, 565, cherryTomato(27))}${place(80, 460, herbSprig(120), { rotate: -130 })}`;
    },
  },
  {
    file: 'blog-hydration.jpg',
    width: 1200,
    height: 630,
    draw: (random) => `${linenSurface(1200, 630, '#E3EEEA')}
${place(200, 470, napkin(320, 240, '#FBF7EE', COLORS.sage), { rotate: 8 })}
${place(430, 300, glassOfWater(130, random), { shadow: 'deep' })}
${place(730, 220, glassOfWater(105, random), { shadow: 'deep' })}
${place(690, 480, drinkGlass(85, '#F5C9C0'), { shadow: 'deep' })}${place(690, 480, strawberry(36), { rotate: 20 })}
${place(970, 390, waterBottle(320, '#7FB7BE'), { rotate: -30 })}
${place(170, 180, lemon(60), { rotate: -20 })}${place(270, 100, lemonSlice(46))}${place(1060, 110, cucumberSlice(46))}${place(1130, 190, cucumberSlice(40))}
${place(560, 570, herbSprig(130), { rotate: -80 })}${place(870, 600, herbSprig(110), { rotate: -110 })}${place(310, 570, orangeSlice(44), { rotate: 30 })}`,
  },
  {
    file: 'blog-crash-diets.jpg',
    width: 1200,
    height: 630,
    draw: (random) => `${linenSurface(1200, 630, '#EFE2D0')}
${place(320, 300, notebook(320, 400, random), { rotate: -8, shadow: 'deep' })}${place(500, 280, pen(180), { rotate: 70 })}
${place(790, 320, bowl(200, buddhaBowlFill(random), '#E8D5B5'), { shadow: 'deep' })}
${place(660, 540, measuringTape(random), { rotate: -8, scale: 0.95 })}
${place(1070, 110, apple(60, '#8DB43E'))}${place(1090, 520, mugOfTea(76), { rotate: 40, shadow: 'deep' })}
${place(80, 560, leaf(150, 50, COLORS.olive), { rotate: 30 })}${place(100, 80, orangeSlice(50))}`,
  },
  {
    file: 'blog-ramadan-eating.jpg',
    width: 1200,
    height: 630,
    draw: (random) => {
      const dates = scatterInDisc(random, 11, 80, 36).map(([x, y]) => place(x, y, date(), { rotate: between(random, 0, 180), scale: 1.5 })).join('');
      return `${woodSurface(1200, 630, random, '#B98A5E')}
${place(600, 330, bowl(170, soupFill(random, '#E2A13B'), COLORS.forest), { shadow: 'deep' })}
${place(300, 250, plate(150, '#F3ECDF'), { shadow: 'deep' })}${place(300, 250, dates, { shadow: 'none' })}
${place(880, 170, drinkGlass(78, '#F29B38'), { shadow: 'deep' })}${place(900, 460, glassOfWater(82, random), { shadow: 'deep' })}
${place(1090, 310, baladiBread(120, random), { shadow: 'deep' })}
${place(130, 520, bowl(95, chickpeas(random, 40, 88, 9), COLORS.terracotta), { shadow: 'deep' })}${place(400, 560, herbSprig(120), { rotate: -70 })}
${place(110, 80, `<path d="M0 -44 A44 44 0 1 0 33 30 A35 35 0 1 1 0 -44Z" fill="#F2C94C"/>`, { rotate: -20, shadow: 'none' })}`;
    },
  },
  {
    file: 'blog-smart-snacks.jpg',
    width: 1200,
    height: 630,
    draw: (random) => {
      const almonds = scatterInDisc(random, 24, 82, 24).map(([x, y]) => place(x, y, almond(), { rotate: between(random, 0, 180), scale: 1.3 })).join('');
      const appleSlices = [0, 1, 2, 3, 4].map((index) => place(index * 30 - 60, 0, `<path d="M0 -58 C 25 -46 25 46 0 58 L -9 58 L -9 -58Z" fill="#FBF3DC"/><path d="M0 -58 C 25 -46 25 46 0 58" stroke="#C8423A" stroke-width="7" fill="none"/>`, { rotate: -15 })).join('');
      const carrotSticks = [0, 1, 2, 3, 4].map((index) => place(index * 18 - 36, 0, `<rect x="-7" y="-70" width="14" height="140" rx="6" fill="${COLORS.orange}"/><rect x="-2" y="-58" width="3.5" height="116" rx="1.5" fill="#F6B070"/>`, { rotate: index * 6 - 12 })).join('');
      return `${linenSurface(1200, 630, '#F1E8DA')}
${place(250, 210, bowl(140, almonds, COLORS.forest), { shadow: 'deep' })}
${place(570, 380, bowl(165, yogurtFill(random), '#F7F2EA'), { shadow: 'deep' })}
${place(900, 210, bowl(140, hummusFill(random), COLORS.terracotta), { shadow: 'deep' })}
${place(930, 490, carrotSticks)}${place(250, 500, appleSlices)}
${place(1100, 100, strawberry(40), { rotate: 20 })}${place(1150, 170, blueberry(12))}${place(1115, 200, blueberry(11))}
${place(480, 110, boiledEggHalf(), { rotate: -20, scale: 1.4 })}${place(560, 90, boiledEggHalf(), { rotate: 30, scale: 1.4 })}${place(60, 600, leaf(150, 46, COLORS.sage), { rotate: 50 })}`;
    },
  },
  {
    file: 'blog-workout-fuel.jpg',
    width: 1200,
    height: 630,
    draw: (random) => `${linenSurface(1200, 630, '#E6E9E1')}
${place(240, 160, rolledMat(440), { rotate: -6 })}
${place(870, 150, dumbbell(320), { rotate: 12, shadow: 'deep' })}
${place(570, 380, bowl(165, oatsFill(random, 'banana'), '#E8D5B5'), { shadow: 'deep' })}
${place(230, 450, banana(280), { rotate: -15 })}
${place(910, 440, waterBottle(280, COLORS.terracotta), { rotate: 20 })}
${place(1110, 570, towel(220, 160), { rotate: -12 })}${place(1100, 300, apple(56))}${place(70, 330, leaf(130, 40, COLORS.sage), { rotate: 100 })}`,
  },
  {
    file: 'blog-protein-foods.jpg',
    width: 1200,
    height: 630,
    draw: (random) => {
      const eggs = [[-36, -24, '#E8C39C'], [34, -30, '#F3E6D4'], [0, 36, '#E3B98F']] as const;
      return `${woodSurface(1200, 630, random, '#D4AC80')}
${place(570, 320, cuttingBoard(440, 320, random), { rotate: -4, shadow: 'deep' })}
${place(520, 265, salmonFillet(), { rotate: -10, scale: 1.8 })}${place(630, 400, grilledChicken(), { rotate: 10, scale: 1.5 })}
${place(700, 225, lemonSlice(34))}${place(420, 410, herbSprig(100), { rotate: -60 })}
${place(170, 190, bowl(130, grains(random, 100, '#C9783F', '#E08E4B'), COLORS.forest), { shadow: 'deep' })}
${place(180, 480, bowl(120, yogurtFill(random), '#F7F2EA'), { shadow: 'deep' })}
${place(970, 160, bowl(125, chickpeas(random, 48, 90, 8), '#E8D5B5'), { shadow: 'deep' })}
${eggs.map(([x, y, shell]) => place(980 + x, 470 + y, egg(shell), { rotate: x, scale: 1.3 })).join('')}${place(1090, 520, boiledEggHalf(), { rotate: 20, scale: 1.3 })}
${place(1130, 320, almond(), { rotate: 40, scale: 1.4 })}${place(1160, 360, almond(), { rotate: -20, scale: 1.4 })}${place(1110, 380, almond(), { rotate: 80, scale: 1.4 })}`;
    },
  },
  {
    file: 'blog-ful-medames-bowl.jpg',
    width: 1200,
    height: 630,
    draw: (random) => `${woodSurface(1200, 630, random, '#B98A5E')}
${place(210, 100, napkin(360, 280, '#F3E6D8', COLORS.forest), { rotate: 12 })}
${place(570, 330, bowl(235, fulMedamesFill(random), COLORS.terracotta), { shadow: 'deep' })}
${place(940, 210, baladiBread(135, random), { shadow: 'deep' })}${place(990, 300, baladiBread(125, random), { shadow: 'deep' })}
${place(200, 460, bowl(105, `${[-40, 0, 40].map((x) => place(x, x / 2 + 20, cucumberSlice(30))).join('')}${place(10, -38, tomatoSlice(36))}`, '#F7F2EA'), { shadow: 'deep' })}
${place(890, 540, mugOfTea(66, '#F7F2EA'), { rotate: -30, shadow: 'deep' })}
${place(1090, 550, lemon(48), { rotate: 20 })}${place(70, 320, herbSprig(130), { rotate: 80 })}${place(370, 590, spoon(140), { rotate: -100, scale: 1.2 })}`,
  },
  {
    file: 'blog-overnight-oats.jpg',
    width: 1200,
    height: 630,
    draw: (random) => `${linenSurface(1200, 630, '#F2EADC')}
${place(270, 290, jar(165, oatsFill(random, 'berries')), { shadow: 'deep' })}
${place(600, 330, jar(165, oatsFill(random, 'banana')), { shadow: 'deep' })}
${place(930, 290, jar(165, oatsFill(random, 'mango')), { shadow: 'deep' })}
${place(440, 575, spoon(150, '#C89463'), { rotate: -80, scale: 1.3 })}${place(110, 560, banana(220), { rotate: 20 })}
${place(1110, 550, strawberry(40))}${place(1150, 500, blueberry(13))}${place(1070, 600, blueberry(12))}${place(780, 70, herbSprig(110), { rotate: 100 })}`,
  },
  {
    file: 'story-mariam.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.mariam, ['#F3E3C7', '#E9CDB0', '#FFF4DC'], (random) => place(90, 320, bowl(62, berryCluster(random, 9, 76), '#F7F2EA'))),
  },
  { file: 'story-mariam-before.jpg', width: 600, height: 400, draw: storyBodies(PEOPLE.mariam, 'before', 1.5) },
  { file: 'story-mariam-after.jpg', width: 600, height: 400, draw: storyBodies(PEOPLE.mariam, 'after', 1.05) },
  {
    file: 'story-ahmed.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.ahmed, ['#DCE7D3', '#C5D8C0', '#F4F8EE'], () => place(510, 320, apple(40, '#8DB43E'), { rotate: 20 })),
  },
  { file: 'story-ahmed-before.jpg', width: 600, height: 400, draw: storyBodies(PEOPLE.ahmed, 'before', 1.55) },
  { file: 'story-ahmed-after.jpg', width: 600, height: 400, draw: storyBodies(PEOPLE.ahmed, 'after', 1.08) },
  {
    file: 'story-nour.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.nour, ['#F6E6DA', '#EBC9B5', '#FFF3EA'], () => place(510, 330, orangeSlice(40), { rotate: 20 })),
  },
  {
    file: 'story-karim.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.karim, ['#E3ECEF', '#C9DAD3', '#F7FBFA'], () => place(500, 345, dumbbell(170), { rotate: -20 })),
  },
  {
    file: 'story-salma.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.salma, ['#F1E7F0', '#E4D3C8', '#FFF8F2'], () => place(95, 330, lemon(36), { rotate: -20 })),
  },
  { file: 'story-salma-before.jpg', width: 600, height: 400, draw: storyBodies(PEOPLE.salma, 'before', 1.45) },
  { file: 'story-salma-after.jpg', width: 600, height: 400, draw: storyBodies(PEOPLE.salma, 'after', 1.05) },
  {
    file: 'story-youssef.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.youssef, ['#EEEBDD', '#D7DFC6', '#FBFAF2'], (random) => place(505, 325, glassOfWater(46, random))),
  },
  {
    file: 'story-hana.jpg',
    width: 600,
    height: 400,
    draw: storyPortrait(PEOPLE.hana, ['#FBEFE3', '#F2D3C2', '#FFFAF3'], () => place(95, 330, strawberry(36), { rotate: -15 })),
  },
  {
    file: 'gallery-meal-prep.jpg',
    width: 600,
    height: 400,
    draw: (random) => {
      const box = (contents: string) => `<rect x="-110" y="-80" width="220" height="160" rx="22" fill="#F4F7F6" stroke="#C9D3D0" stroke-width="5"/>${contents}`;
      const clip = uniqueId('box');
      const contents = `<defs><clipPath id="${clip}"><rect x="-100" y="-70" width="200" height="140" rx="16"/></clipPath></defs><g clip-path="url(#${clip})">
<rect x="-100" y="-70" width="200" height="140" fill="#E6D3AE"/>${place(-50, 0, grains(random, 70, '#E6D6B0', '#CDB384'), { shadow: 'none' })}
${place(50, -20, grilledChicken(), { rotate: 80, scale: 0.75 })}${place(30, 40, broccoliFloret(34, random))}${place(70, 40, broccoliFloret(30, random))}</g>`;
      return `${woodSurface(600, 400, random)}${place(170, 130, box(contents), { rotate: -6, shadow: 'deep' })}${place(430, 270, box(contents), { rotate: 4, shadow: 'deep' })}
${place(480, 80, apple(40, '#8DB43E'))}${place(130, 340, herbSprig(80), { rotate: -80 })}${place(560, 170, lemon(28), { rotate: 80 })}`;
    },
  },
  {
    file: 'gallery-morning-walk.jpg',
    width: 600,
    height: 400,
    draw: (random) => {
      const palm = (x: number, height: number) => {
        let fronds = '';
        for (const angle of [-70, -35, 0, 35, 70, 110, -110]) fronds += place(x, 400 - height, leaf(70, 14, '#3F6B35'), { rotate: angle, shadow: 'none' });
        return `<path d="M${x} 400 C ${x - 6} ${400 - height / 2} ${x + 6} ${400 - height * 0.8} ${x} ${400 - height}" stroke="#7A5A3C" stroke-width="9" fill="none"/>${fronds}`;
      };
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FBD9A8"/><stop offset="1" stop-color="#F6EEDC"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#sky)"/><circle cx="430" cy="170" r="60" fill="#F7B267" opacity="0.85"/>
<path d="M0 260 C 120 220 240 250 340 235 C 450 220 530 245 600 230 L600 400 L0 400Z" fill="#A9C29A"/>
<path d="M0 300 C 150 270 300 300 600 280 L600 400 L0 400Z" fill="#86A878"/>
<path d="M180 400 C 260 340 330 310 420 290 L 450 292 C 380 320 330 350 300 400Z" fill="#E9D7B5"/>
${palm(80, 190)}${palm(530, 160)}${place(350, 330, standingFigure(PEOPLE.mariam, 1.05, false), { scale: 0.42, shadow: 'none' })}
${[[120, 60], [220, 90], [320, 50]].map(([x, y]) => `<path d="M${x} ${y} q 8 -8 16 0 q 8 -8 16 0" stroke="#8C6F5A" stroke-width="2.5" fill="none" opacity="${n(between(random, 0.5, 0.8))}"/>`).join('')}`;
    },
  },
  {
    file: 'gallery-healthy-breakfast.jpg',
    width: 600,
    height: 400,
    draw: (random) => `${linenSurface(600, 400, '#F1E8DA')}
${place(250, 200, bowl(145, yogurtFill(random), COLORS.forest), { shadow: 'deep' })}
${place(480, 110, mugOfTea(60), { rotate: 20, shadow: 'deep' })}${place(495, 300, avocadoHalf(76), { rotate: 30 })}
${place(70, 80, orangeSlice(44))}${place(80, 340, boiledEggHalf(), { rotate: -10, scale: 1.2 })}${place(140, 360, boiledEggHalf(), { rotate: 30, scale: 1.2 })}`,
  },
  {
    file: 'gallery-workout-kit.jpg',
    width: 600,
    height: 400,
    draw: (random) => `${linenSurface(600, 400, '#E6E9E1')}
${place(160, 120, sneakerPair(), { rotate: -10, shadow: 'deep' })}${place(420, 130, dumbbell(240), { rotate: -15, shadow: 'deep' })}
${place(330, 300, waterBottle(220, COLORS.sage), { rotate: 5 })}${place(100, 320, towel(160, 110), { rotate: 10 })}${place(545, 325, apple(38, '#8DB43E'))}
${place(520, 240, banana(130), { rotate: 70 })}${place(560, 50, leaf(90, 30, COLORS.olive), { rotate: -150 })}${place(40, 200, blueberry(9 + random()))}`,
  },
  { file: 'default-hero.jpg', width: 1920, height: 1080, public: true, draw: (random) => freshTable(random, 1920, 1080, '#F7F2EA') },
  {
    file: 'default-about.jpg',
    width: 800,
    height: 800,
    public: true,
    draw: (random) => `${linenSurface(800, 800, '#EFE6D6')}
${place(420, 420, notebook(360, 440, random), { rotate: -6, shadow: 'deep' })}${place(600, 460, pen(200), { rotate: 70 })}
${place(180, 180, apple(70, '#8DB43E'), { rotate: 20 })}${place(650, 160, bowl(110, berryCluster(random, 12, 76), COLORS.terracotta), { shadow: 'deep' })}
${place(170, 600, stethoscope(), { rotate: -20, scale: 0.9 })}${place(660, 680, glassOfWater(80, random), { shadow: 'deep' })}
${place(420, 740, herbSprig(100), { rotate: -90 })}${place(80, 380, leaf(130, 44, COLORS.olive), { rotate: 70 })}`,
  },
];

/** A light, neutral frame with a picture glyph, shown where an image is missing. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Image placeholder">
<rect width="800" height="600" fill="#F1EEE8"/>
<g fill="none" stroke="#C9C3B8" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
<rect x="300" y="220" width="200" height="160" rx="18"/><path d="M316 360 L370 300 L410 340 L440 310 L484 360"/>
</g><circle cx="440" cy="264" r="16" fill="#C9C3B8"/>
</svg>
`;

async function main() {
  fs.mkdirSync(SEED_IMAGES_DIR, { recursive: true });
  fs.mkdirSync(PUBLIC_IMAGES_DIR, { recursive: true });
  fs.writeFileSync(path.join(PUBLIC_IMAGES_DIR, 'placeholder.svg'), PLACEHOLDER_SVG);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const only = process.argv.slice(2);
    for (const [index, image] of IMAGES.entries()) {
      if (only.length > 0 && !only.includes(image.file)) continue;
      const svg = svgDocument(image.width, image.height, image.draw(createRandom(index + 1)));
      await page.setViewportSize({ width: image.width, height: image.height });
      await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`);
      const target = path.join(image.public ? PUBLIC_IMAGES_DIR : SEED_IMAGES_DIR, image.file);
      // Lower the quality step by step for the rare picture that would be too heavy at 80.
      for (const quality of [80, 72, 64, 56]) {
        await page.screenshot({ path: target, type: 'jpeg', quality, clip: { x: 0, y: 0, width: image.width, height: image.height } });
        if (fs.statSync(target).size <= MAX_IMAGE_BYTES) break;
      }
      const size = fs.statSync(target).size;
      console.log(`${image.file.padEnd(32)} ${image.width}x${image.height} ${Math.round(size / 1024)} KB`);
      if (size > MAX_IMAGE_BYTES) throw new Error(`${image.file} is still larger than 200 KB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
