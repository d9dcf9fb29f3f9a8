// How the site's placeholder illustrations were made (docs/photos.md): each is drawn here as SVG and
// rendered to PNG under src/assets/ with sharp. Run from the repository root, it draws only files that
// do not exist yet, so photos are never overwritten; name files to redraw them, e.g.
// `node docs/illustrations/make-illustrations.ts home/hero.png`.
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

const W = 1200;
const H = 800;

/** Deterministic pseudo-random numbers, so redrawing a file gives the same picture. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// A muted palette drawn from the site's navy: calm enough to sit beside real photos later.
const color = {
  deck: '#ece7de',
  deckJoint: '#ddd5c7',
  coping: '#f8f5ef',
  copingEdge: '#d6cebf',
  tile: '#2f5d78',
  water: ['#b4e0e8', '#62abc6', '#2d7296'],
  faded: ['#dfe4df', '#c2ccc6', '#a3b1ac'],
  drained: ['#f1f3f1', '#dde3e2', '#c7d0cf'],
  crack: '#3d3632',
  navy: '#0a3d54',
  slate: ['#f1f4f6', '#cfd8de', '#8a9ba6', '#566b78'],
  accent: '#c2410c',
  sand: '#d9c7a7',
  sage: ['#a3b7a0', '#8aa288', '#71896f'],
  mulch: '#b9a488',
  tape: '#5b8fc0',
};

const defs = `<defs>
  ${gradient('water', 'diagonal', [0, color.water[0]], [0.5, color.water[1]], [1, color.water[2]])}
  ${gradient('faded', 'diagonal', [0, color.faded[0]], [0.55, color.faded[1]], [1, color.faded[2]])}
  ${gradient('drained', 'diagonal', [0, color.drained[0]], [0.6, color.drained[1]], [1, color.drained[2]])}
  ${gradient('wall', 'down', [0, color.water[0]], [0.45, color.water[1]], [1, color.water[2]])}
  ${gradient('backdrop', 'down', [0, '#eef3f5'], [1, '#f8f6f1'])}
  ${gradient('metal', 'down', [0, color.slate[2]], [0.4, color.slate[1]], [1, color.slate[3]])}
  ${gradient('tank', 'across', [0, '#dfe5e9'], [0.35, '#f7f9fa'], [1, '#c3ced5'])}
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feDropShadow dx="0" dy="6" stdDeviation="10" flood-color="#1e293b" flood-opacity=".16"/>
  </filter>
  <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="edge" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="3.5"/></filter>
  <pattern id="slabs" width="200" height="200" patternUnits="userSpaceOnUse">
    <rect width="200" height="200" fill="${color.deck}"/>
    <path d="M0 1H200M1 0V200M0 101H100M101 100V200" stroke="${color.deckJoint}" stroke-width="2"/>
  </pattern>
  <pattern id="caustics" width="320" height="200" patternUnits="userSpaceOnUse">${caustics()}</pattern>
</defs>`;

/** A linear gradient through [offset, color] stops. */
function gradient(id: string, direction: 'diagonal' | 'down' | 'across', ...stops: [number, string][]): string {
  const [x2, y2] = { diagonal: [1, 1], down: [0, 1], across: [1, 0] }[direction];
  const body = stops.map(([offset, stop]) => `<stop offset="${offset}" stop-color="${stop}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

/** The thin, wavering net of light on the floor of a sunlit pool: a jittered mesh that tiles seamlessly. */
function caustics(): string {
  const rnd = random(7);
  const cols = 8;
  const rows = 5;
  const cell = 40;
  // Offsets and bends are per wrapped grid position, so the edges of the tile meet.
  const wrap = (c: number, r: number) => (((r % rows) + rows) % rows) * cols + (((c % cols) + cols) % cols);
  const jitter = Array.from({ length: cols * rows }, () => [(rnd() - 0.5) * 34, (rnd() - 0.5) * 34]);
  const bends = Array.from({ length: cols * rows * 2 }, () => (rnd() - 0.5) * 22);
  const at = (c: number, r: number): Point => {
    const [jx, jy] = jitter[wrap(c, r)];
    return [c * cell + cell / 2 + jx, r * cell + cell / 2 + jy];
  };
  let d = '';
  for (let r = -1; r <= rows; r++) {
    for (let c = -1; c <= cols; c++) {
      const [x, y] = at(c, r);
      for (const [k, [nx, ny]] of [at(c + 1, r), at(c, r + 1)].entries()) {
        const bend = bends[wrap(c, r) * 2 + k];
        d += `M${x.toFixed(1)} ${y.toFixed(1)}Q${((x + nx) / 2 + bend).toFixed(1)} ${((y + ny) / 2 - bend).toFixed(1)} ${nx.toFixed(1)} ${ny.toFixed(1)}`;
      }
    }
  }
  return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="6" stroke-linecap="round"/>`;
}

/** The caustic net over a box of water, softened so it reads as light rather than lines. */
function sunlight({ x, y, w, h }: Box, opacity = 1): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#caustics)" opacity="${opacity}" filter="url(#blur)"/>`;
}

function svg(body: string, width = W, height = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs}${body}</svg>`;
}

type Point = [number, number];
type Box = { x: number; y: number; w: number; h: number };

/** A smooth closed curve through the points (Catmull-Rom turned into Bézier segments). */
function smoothClosed(points: Point[]): string {
  const n = points.length;
  let d = `M${points[0][0]} ${points[0][1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [points[(i - 1 + n) % n], points[i], points[(i + 1) % n], points[(i + 2) % n]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0]} ${p2[1]}`;
  }
  return `${d}Z`;
}

function roundedRect({ x, y, w, h }: Box, r: number): string {
  return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

const RECT_POOL = roundedRect({ x: 150, y: 130, w: 900, h: 540 }, 70);
const FREEFORM_POOL = smoothClosed([
  [260, 170],
  [520, 140],
  [780, 190],
  [1000, 180],
  [1060, 380],
  [960, 600],
  [700, 660],
  [420, 640],
  [190, 560],
  [150, 340],
]);

/** Light across the water: two broad, faint diagonal bands. */
function lightBands(box: Box, opacity = 0.08): string {
  const { x, y, w, h } = box;
  return `<path d="M${x + w * 0.15} ${y}h${w * 0.16}l${-w * 0.3} ${h}h${-w * 0.16}Z" fill="#fff" opacity="${opacity}"/>
  <path d="M${x + w * 0.55} ${y}h${w * 0.08}l${-w * 0.3} ${h}h${-w * 0.08}Z" fill="#fff" opacity="${opacity * 0.8}"/>`;
}

/**
 * A pool seen from above on a deck of pale slabs: coping, a narrow waterline tile band, water with
 * light on it and a soft shadow under the coping. `surface` draws over the water, inside the pool.
 */
function pool(
  id: string,
  opts: { path?: string; fill?: 'water' | 'faded' | 'drained'; surface?: string; deck?: string } = {},
): string {
  const path = opts.path ?? RECT_POOL;
  const fill = opts.fill ?? 'water';
  const light =
    fill === 'drained'
      ? ''
      : `${sunlight({ x: 0, y: 0, w: W, h: H }, fill === 'water' ? 1 : 0.5)}${lightBands({ x: 0, y: 0, w: W, h: H })}`;
  return `<rect width="${W}" height="${H}" fill="url(#slabs)"/>
  ${opts.deck ?? ''}
  <clipPath id="${id}"><path d="${path}"/></clipPath>
  <path d="${path}" fill="none" stroke="${color.copingEdge}" stroke-width="42" stroke-linejoin="round" filter="url(#shadow)"/>
  <g clip-path="url(#${id})">
    <rect width="${W}" height="${H}" fill="url(#${fill})"/>
    ${light}
    ${opts.surface ?? ''}
    <path d="${path}" fill="none" stroke="${color.tile}" stroke-width="60" stroke-linejoin="round"/>
    <path d="${path}" fill="none" stroke="#0b2a3a" stroke-opacity=".35" stroke-width="80" stroke-linejoin="round" filter="url(#edge)" transform="translate(8 12)"/>
  </g>
  <path d="${path}" fill="none" stroke="${color.coping}" stroke-width="38" stroke-linejoin="round"/>`;
}

/** A thin crack with a pale halo and a few short branches. */
function crack(seed: number, x: number, y: number, length: number, angle: number, width = 3): string {
  const rnd = random(seed);
  const points: Point[] = [[x, y]];
  const steps = 10;
  const rad = (angle * Math.PI) / 180;
  for (let i = 1; i <= steps; i++) {
    const t = (i / steps) * length;
    const wobble = (rnd() - 0.5) * length * 0.06;
    points.push([x + Math.cos(rad) * t - Math.sin(rad) * wobble, y + Math.sin(rad) * t + Math.cos(rad) * wobble]);
  }
  const line = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join('');
  const branches = points
    .slice(2, -2)
    .filter((_, i) => i % 3 === 0)
    .map(([px, py]) => {
      const side = rnd() > 0.5 ? 1 : -1;
      const a = rad + side * (0.5 + rnd() * 0.4);
      const len = length * (0.08 + rnd() * 0.08);
      return `M${px.toFixed(1)} ${py.toFixed(1)}l${(Math.cos(a) * len).toFixed(1)} ${(Math.sin(a) * len).toFixed(1)}`;
    })
    .join('');
  return `<path d="${line}" stroke="#fff" stroke-opacity=".35" stroke-width="${width * 4}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="${line}" stroke="${color.crack}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="${branches}" stroke="${color.crack}" stroke-width="${width * 0.6}" fill="none" stroke-linecap="round"/>`;
}

/** Soft chalky patches and darker stains of a worn finish. */
function wear(seed: number, box: Box, count = 16): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const tone = i % 3 === 0 ? '#8d9a94' : '#f4f5f1';
    const opacity = i % 3 === 0 ? 0.22 : 0.45;
    out += `<ellipse cx="${(box.x + rnd() * box.w).toFixed(0)}" cy="${(box.y + rnd() * box.h).toFixed(0)}" rx="${(30 + rnd() * 70).toFixed(0)}" ry="${(18 + rnd() * 40).toFixed(0)}" fill="${tone}" opacity="${opacity}"/>`;
  }
  return `<g filter="url(#soft)">${out}</g>`;
}

/** Small raised blisters in a gelcoat finish. */
function blisters(seed: number, box: Box, count = 12): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = (box.x + rnd() * box.w).toFixed(0);
    const cy = (box.y + rnd() * box.h).toFixed(0);
    const r = (4 + rnd() * 6).toFixed(1);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f5f7f5" fill-opacity=".8" stroke="#7d8d88" stroke-opacity=".45" stroke-width="1.5"/>`;
  }
  return out;
}

/** Waterline tiles seen face on, in rows of square tiles with thin grout lines. */
function tileRows(y: number, height: number, rows = 1): string {
  let out = `<rect y="${y}" width="${W}" height="${height}" fill="#d9e3e6"/>`;
  const size = height / rows - 6;
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i * (size + 6) < W; i++) {
      const tone = ['#2f5d78', '#356983', '#2b5670'][(i + row) % 3];
      out += `<rect x="${i * (size + 6) + 3}" y="${y + row * (size + 6) + 3}" width="${size}" height="${size}" rx="3" fill="${tone}"/>`;
    }
  }
  return out;
}

/**
 * A pool wall seen face on: stone coping along the top, the tile row, then the wall under water.
 * The water normally sits halfway up the tiles.
 */
function wallFaceOn(
  opts: { body?: string; coping?: number; tile?: number; tileRows?: number; waterline?: number } = {},
): string {
  const coping = opts.coping ?? 110;
  const tile = opts.tile ?? 80;
  const tileBottom = coping + tile;
  const waterline = opts.waterline ?? coping + tile / 2;
  const slab = coping * 2;
  return `<rect width="${W}" height="${H}" fill="url(#wall)"/>
  ${sunlight({ x: 0, y: tileBottom, w: W, h: H - tileBottom }, 0.8)}
  ${lightBands({ x: 0, y: tileBottom, w: W, h: H - tileBottom }, 0.07)}
  ${tileRows(coping, tile, opts.tileRows)}
  ${opts.body ?? ''}
  <rect y="${waterline}" width="${W}" height="${H - waterline}" fill="${color.water[1]}" opacity=".18"/>
  <path d="M0 ${waterline}H${W}" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>
  <rect width="${W}" height="${coping}" fill="${color.coping}"/>
  <path d="M0 ${coping * 0.3}H${W}" stroke="${color.copingEdge}" stroke-width="2"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${i * slab + slab / 2} 0V${coping * 0.3}M${i * slab} ${coping * 0.3}V${coping}" stroke="${color.copingEdge}" stroke-width="2"/>`).join('')}
  <rect y="${coping - 8}" width="${W}" height="12" fill="#0b2a3a" opacity=".16"/>`;
}

/** The equipment pad seen from the side: pump, filter tank and heater on a concrete slab, joined by pipes. */
function equipmentPad(opts: { display?: boolean; gauge?: boolean } = {}): string {
  const display = opts.display
    ? `<rect x="292" y="452" width="70" height="44" rx="6" fill="${color.navy}"/>${[0, 1, 2, 3].map((i) => `<rect x="${302 + i * 13}" y="${486 - 6 - i * 6}" width="8" height="${6 + i * 6}" fill="${i < 3 ? '#7dd3c0' : '#3b6477'}"/>`).join('')}`
    : `<circle cx="326" cy="474" r="18" fill="${color.navy}"/>`;
  const gauge = opts.gauge
    ? `<path d="M860 300V250" stroke="${color.slate[3]}" stroke-width="10"/><circle cx="860" cy="222" r="40" fill="#fff" stroke="${color.slate[3]}" stroke-width="8"/><path d="M860 222l22-18" stroke="${color.accent}" stroke-width="6" stroke-linecap="round"/><circle cx="860" cy="222" r="6" fill="${color.navy}"/>`
    : '';
  return `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>
  <path d="M0 600H${W}V${H}H0Z" fill="${color.deck}"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${i * 200} 600V${H}" stroke="${color.deckJoint}" stroke-width="2"/>`).join('')}
  <rect x="110" y="570" width="980" height="50" rx="8" fill="#d3d7d6" filter="url(#shadow)"/>
  <path d="M270 440V380H540V300M540 300H740M920 380V300H740" fill="none" stroke="#e9edf0" stroke-width="30" stroke-linejoin="round"/>
  <path d="M270 440V380H540V300M540 300H740M920 380V300H740" fill="none" stroke="${color.slate[2]}" stroke-opacity=".6" stroke-width="3"/>
  ${gauge}
  <g filter="url(#shadow)">
    <rect x="160" y="430" width="240" height="140" rx="28" fill="url(#metal)"/>
    <rect x="150" y="440" width="34" height="120" rx="10" fill="${color.slate[3]}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<path d="M${200 + i * 16} 446V554" stroke="#fff" stroke-opacity=".25" stroke-width="5"/>`).join('')}
    ${display}
    <rect x="460" y="220" width="160" height="350" rx="80" fill="url(#tank)"/>
    <rect x="496" y="540" width="88" height="30" fill="${color.slate[1]}"/>
    <circle cx="540" cy="270" r="22" fill="#fff" stroke="${color.slate[3]}" stroke-width="5"/>
    <path d="M540 270l12-10" stroke="${color.accent}" stroke-width="4" stroke-linecap="round"/>
    <rect x="740" y="320" width="250" height="250" rx="14" fill="#f4f6f7" stroke="${color.slate[1]}" stroke-width="4"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M772 ${360 + i * 26}h186" stroke="${color.slate[1]}" stroke-width="6" stroke-linecap="round"/>`).join('')}
    <rect x="772" y="480" width="56" height="36" rx="5" fill="${color.navy}"/>
  </g>`;
}

/** A teak lounge chair with a cushion, seen from above, head at the top. */
function lounger(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})" filter="url(#shadow)">
    <rect width="100" height="250" rx="10" fill="#b7946f"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M6 ${20 + i * 30}h88" stroke="#9c7b58" stroke-width="3"/>`).join('')}
    <rect x="10" y="12" width="80" height="226" rx="8" fill="#fbfaf7"/>
    <path d="M10 84h80" stroke="${color.copingEdge}" stroke-width="3"/>
  </g>`;
}

/** A market umbrella seen from above: eight pale panels around the pole. */
function umbrella(cx: number, cy: number, r: number): string {
  const ribs = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `M${cx} ${cy}L${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join('');
  const rim = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r].map((v) => v.toFixed(1)).join(' ');
  });
  return `<g filter="url(#shadow)"><path d="M${rim.join('L')}Z" fill="#f4efe6" stroke="${color.copingEdge}" stroke-width="3"/>
    <path d="${ribs}" stroke="${color.copingEdge}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="8" fill="${color.copingEdge}"/></g>`;
}

/** A planted bed of rounded shrubs along the top edge of the deck, from the left edge to `to`. */
function planting(seed: number, to = W): string {
  const rnd = random(seed);
  let shrubs = '';
  for (let x = 40; x < to - 40; x += 100 + rnd() * 30) {
    const cy = 24 + rnd() * 20;
    const r = 40 + rnd() * 14;
    const tone = Math.floor(rnd() * 3);
    shrubs += `<g fill="${color.sage[tone]}">${[0, 1, 2, 3, 4]
      .map((i) => {
        const a = (i / 5) * Math.PI * 2 + rnd();
        return `<circle cx="${(x + Math.cos(a) * r * 0.45).toFixed(0)}" cy="${(cy + Math.sin(a) * r * 0.45).toFixed(0)}" r="${(r * 0.6).toFixed(0)}"/>`;
      })
      .join(
        '',
      )}</g><circle cx="${(x - r * 0.2).toFixed(0)}" cy="${(cy - r * 0.2).toFixed(0)}" r="${(r * 0.35).toFixed(0)}" fill="#fff" opacity=".12"/>`;
  }
  return `<rect width="${W}" height="86" fill="${color.mulch}"/><path d="M0 86H${W}" stroke="${color.copingEdge}" stroke-width="8"/><g filter="url(#shadow)">${shrubs}</g>`;
}

/** Entry steps across the shallow end, seen from above: each tread paler than the deeper one after it. */
function steps(): string {
  return [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${150 + i * 110} 130H${260 + i * 110}V670H${150 + i * 110}Z" fill="${['#e4f3f5', '#c6e6ec', '#a2d3df'][i]}" opacity=".9"/>
    <path d="M${260 + i * 110} 130V670" stroke="#0b2a3a" stroke-opacity=".16" stroke-width="12"/>`,
    )
    .join('');
}

/** An empty frame round a landscape: the picture is still to come. */
function pictureToCome(): string {
  return `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>
  <rect x="300" y="180" width="600" height="440" rx="36" fill="${color.slate[0]}" stroke="${color.slate[2]}" stroke-width="12" stroke-dasharray="36 24"/>
  <circle cx="730" cy="320" r="50" fill="${color.slate[1]}"/>
  <path d="M380 540L530 360L640 480L720 400L820 540Z" fill="${color.slate[2]}"/>`;
}

/** Every illustration the site uses: output path under src/assets → SVG. */
const drawings: Record<string, string> = {
  'services/fiberglass-repair.png': svg(
    pool('fr', {
      surface: `${crack(11, 260, 250, 220, 32)}
      <path d="M446 366L640 487" stroke="#e6f2f3" stroke-opacity=".4" stroke-width="44" stroke-linecap="round" filter="url(#edge)"/>
      <path d="M446 366L640 487" stroke="#e6f2f3" stroke-opacity=".55" stroke-width="8" stroke-linecap="round"/>`,
    }),
  ),
  'services/fiberglass-repair-before.png': svg(
    wallFaceOn({ body: `${crack(21, 470, 196, 560, 82, 4)}${crack(22, 760, 196, 300, 100, 3)}` }),
  ),
  'services/fiberglass-repair-after.png': svg(wallFaceOn()),
  'services/leak-detection.png': svg(
    pool('ld', {
      path: roundedRect({ x: 110, y: 150, w: 760, h: 500 }, 64),
      deck: `<path d="M870 300H1120V520" fill="none" stroke="${color.slate[2]}" stroke-width="10" stroke-dasharray="22 14" opacity=".7"/>
      <circle cx="1000" cy="300" r="44" fill="none" stroke="${color.accent}" stroke-width="6"/>
      <circle cx="1000" cy="300" r="10" fill="${color.accent}"/>
      <g filter="url(#shadow)"><rect x="950" y="410" width="100" height="120" rx="16" fill="${color.navy}"/><circle cx="1000" cy="455" r="26" fill="#e8f3f6"/><path d="M1000 455l16-12" stroke="${color.accent}" stroke-width="5" stroke-linecap="round"/><rect x="972" y="496" width="56" height="12" rx="6" fill="#7dd3c0"/></g>`,
    }),
  ),
  'services/equipment-repair.png': svg(equipmentPad()),
  'services/surface-gelcoat.png': svg(
    `<rect width="${W}" height="${H}" fill="url(#faded)"/>${wear(4, { x: 0, y: 0, w: 600, h: H }, 20)}${blisters(5, { x: 60, y: 80, w: 480, h: 640 }, 14)}
    <rect x="600" width="600" height="${H}" fill="url(#water)"/>${sunlight({ x: 600, y: 0, w: 600, h: H })}
    ${lightBands({ x: 600, y: 0, w: 600, h: H }, 0.1)}
    <path d="M600 0V${H}" stroke="${color.sand}" stroke-width="18"/>`,
  ),
  'services/surface-gelcoat-before.png': svg(
    pool('gb', {
      fill: 'faded',
      surface: `${wear(71, { x: 150, y: 130, w: 900, h: 540 }, 26)}${blisters(72, { x: 220, y: 200, w: 760, h: 400 }, 20)}`,
    }),
  ),
  'services/surface-gelcoat-after.png': svg(pool('ga')),
  'services/tile-coping.png': svg(wallFaceOn({ coping: 230, tile: 120 })),
  'services/resurfacing.png': svg(pool('rs', { path: FREEFORM_POOL, deck: planting(9) })),
  'services/resurfacing-before.png': svg(
    pool('rb', {
      path: FREEFORM_POOL,
      fill: 'faded',
      surface: `${wear(101, { x: 160, y: 150, w: 880, h: 500 }, 30)}${crack(102, 330, 300, 260, 30)}${crack(103, 760, 360, 200, 120)}`,
    }),
  ),
  'services/resurfacing-after.png': svg(pool('ra', { path: FREEFORM_POOL })),
  'home/hero.png': svg(
    pool('hh', {
      path: smoothClosed([
        [160, 190],
        [420, 160],
        [640, 230],
        [820, 190],
        [880, 380],
        [800, 600],
        [520, 650],
        [250, 630],
        [110, 440],
      ]),
      deck: `${lounger(960, 120)}${lounger(1085, 120)}${umbrella(1080, 520, 95)}${planting(3, 920)}`,
    }),
    1600,
    1067,
  ),
  'home/before.png': svg(
    pool('hb', {
      fill: 'faded',
      surface: `${wear(131, { x: 150, y: 130, w: 900, h: 540 }, 24)}${crack(132, 300, 260, 340, 28)}${blisters(133, { x: 600, y: 420, w: 320, h: 180 }, 14)}`,
    }),
  ),
  'home/after.png': svg(pool('ha')),
  'projects/highland-park-fiberglass-crack-repair.png': svg(
    pool('hp', {
      surface: `<path d="M330 270C380 300 420 340 470 390S560 470 640 500" stroke="#fff" stroke-opacity=".14" stroke-width="40" fill="none" stroke-linecap="round" filter="url(#edge)"/>
      <path d="M330 270C380 300 420 340 470 390S560 470 640 500" stroke="#fff" stroke-opacity=".3" stroke-width="2" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    }),
  ),
  'projects/lakewood-leak-detection-equipment-upgrade.png': svg(equipmentPad({ display: true, gauge: true })),
  'projects/plano-step-delamination-repair.png': svg(pool('pl', { surface: steps() })),
  'blog/dallas-pool-leak-warning-signs.png': svg(
    wallFaceOn({
      coping: 150,
      tile: 258,
      tileRows: 3,
      waterline: 350,
      body: `<path d="M0 279H${W}" stroke="#eef3f4" stroke-opacity=".5" stroke-width="5"/>
      <rect x="420" y="150" width="360" height="258" fill="#183c50"/>
      <path d="M436 166h328v36H436z" fill="#2d5a72"/>
      <path d="M420 279H780" stroke="#fff" stroke-width="5" stroke-dasharray="18 12"/>
      <rect x="420" y="350" width="360" height="58" fill="${color.water[1]}"/>`,
    }),
  ),
  'blog/dallas-clay-soil-fiberglass-cracks.png': svg(
    `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>
    <rect y="250" width="${W}" height="550" fill="#b48b62"/>
    <path d="M0 430C240 410 420 450 600 430S960 400 ${W} 430V${H}H0Z" fill="#9e7651"/>
    <path d="M0 620C300 590 620 650 ${W} 610V${H}H0Z" fill="#876343"/>
    ${crack(20, 110, 260, 330, 80, 4)}${crack(24, 1060, 260, 320, 100, 4)}
    <path d="M250 230H950V290C950 540 830 620 600 620S250 540 250 290Z" fill="#e7f1f2" stroke="${color.coping}" stroke-width="14" filter="url(#shadow)"/>
    <path d="M268 290C268 520 390 600 600 600S932 520 932 290Z" fill="url(#water)"/>
    ${sunlight({ x: 268, y: 290, w: 664, h: 320 }, 0.6)}
    <path d="M268 290H932" stroke="${color.tile}" stroke-width="14"/>
    <rect x="210" y="222" width="780" height="30" rx="6" fill="${color.coping}"/>
    ${crack(25, 330, 380, 150, 65, 3)}`,
  ),
  'blog/variable-speed-pump-savings.png': svg(
    `<g transform="translate(-90 -300) scale(1.5)">${equipmentPad({ display: true })}</g>`,
  ),
  'blog/pool-resurfacing-timeline.png': svg(
    pool('rt', {
      fill: 'drained',
      surface: `<rect x="150" y="130" width="450" height="540" fill="url(#faded)"/>${wear(29, { x: 150, y: 130, w: 450, h: 540 }, 12)}
      ${speckle(30, { x: 600, y: 130, w: 450, h: 540 }, 260)}
      <path d="${RECT_POOL}" fill="none" stroke="#8f9e9d" stroke-opacity=".35" stroke-width="190" stroke-linejoin="round" filter="url(#edge)"/>
      <path d="M600 130V670" stroke="${color.tape}" stroke-width="16"/>`,
      deck: `<g filter="url(#shadow)"><circle cx="1110" cy="110" r="50" fill="#fbfaf7" stroke="${color.copingEdge}" stroke-width="6"/><circle cx="1110" cy="110" r="38" fill="#dfe6e8"/></g>
      <path d="M1066 132A50 50 0 0 0 1154 132" fill="none" stroke="${color.slate[3]}" stroke-width="5"/>`,
    }),
  ),
  // The hero of a post started from the blog guide's template until its author uploads their own; the
  // build refuses it in a post to be published (src/lib/content-check/content-check.ts).
  'blog/picture-to-come.png': svg(pictureToCome()),
  'blog/gelcoat-vs-plaster.png': svg(
    `<rect width="600" height="${H}" fill="url(#water)"/>${sunlight({ x: 0, y: 0, w: 600, h: H })}${lightBands({ x: 0, y: 0, w: 600, h: H }, 0.12)}
    <rect x="600" width="600" height="${H}" fill="#d4e9ee"/>${wear(27, { x: 600, y: 0, w: 600, h: H }, 30)}
    ${speckle(28, { x: 600, y: 0, w: 600, h: H }, 900)}
    <path d="M600 0V${H}" stroke="#fff" stroke-width="10"/>`,
  ),
};

/** The fine grain of a troweled plaster finish. */
function speckle(seed: number, box: Box, count: number): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${(box.x + rnd() * box.w).toFixed(0)}" cy="${(box.y + rnd() * box.h).toFixed(0)}" r="${(1 + rnd() * 2.2).toFixed(1)}" fill="${i % 2 ? '#9fb9c0' : '#fff'}" opacity=".6"/>`;
  }
  return out;
}

const named = process.argv.slice(2);
for (const [file, drawing] of Object.entries(drawings)) {
  const out = `src/assets/${file}`;
  if (named.length > 0 ? !named.includes(file) : existsSync(out)) continue;
  await mkdir(dirname(out), { recursive: true });
  // A 256-color palette keeps the files small; below full quality it dithers the gradients into speckles.
  await sharp(Buffer.from(drawing)).png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 }).toFile(out);
  console.log(out);
}
