// Renders the site's placeholder illustrations (no photos exist yet) from SVG drawn here, as PNGs
// under src/assets/. Run `node scripts/make-illustrations.ts` after changing a drawing; the outputs
// are committed. Real photos replace these files one for one (docs/photos.md).
import sharp from 'sharp';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

const W = 1200;
const H = 800;

/** Deterministic pseudo-random numbers, so re-running the script changes nothing. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const palette = {
  deck: '#eadfcc',
  deckLine: '#d8cab2',
  coping: '#f6f1e7',
  tile: '#1d5f99',
  water: ['#7fd3e6', '#2a8fbf', '#155f8f'],
  shell: '#bfe6f0',
  crack: '#3b2f2a',
  faded: ['#c9d7d6', '#a9bdbd', '#93aaa9'],
  leaf: '#4f8a5b',
};

const defs = `<defs>
  <linearGradient id="water" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.water[0]}"/><stop offset=".55" stop-color="${palette.water[1]}"/><stop offset="1" stop-color="${palette.water[2]}"/>
  </linearGradient>
  <linearGradient id="faded" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${palette.faded[0]}"/><stop offset=".6" stop-color="${palette.faded[1]}"/><stop offset="1" stop-color="${palette.faded[2]}"/>
  </linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#f8fafc"/>
  </linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#64748b"/><stop offset=".45" stop-color="#cbd5e1"/><stop offset="1" stop-color="#475569"/>
  </linearGradient>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
    <feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#0f172a" flood-opacity=".25"/>
  </filter>
  <pattern id="pavers" width="120" height="80" patternUnits="userSpaceOnUse">
    <rect width="120" height="80" fill="${palette.deck}"/>
    <path d="M0 0H120M0 40H120M60 0V40M0 40V80M120 40V80" stroke="${palette.deckLine}" stroke-width="3"/>
  </pattern>
</defs>`;

function svg(body: string, width = W, height = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${defs}${body}</svg>`;
}

/** Light ripples drawn over water inside a box. */
function ripples(seed: number, box: { x: number; y: number; w: number; h: number }, count = 14): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + rnd() * box.w * 0.85;
    const y = box.y + rnd() * box.h * 0.9;
    const len = 40 + rnd() * 90;
    out += `<path d="M${x} ${y}q${len / 4} -12 ${len / 2} 0t${len / 2} 0" fill="none" stroke="#fff" stroke-opacity="${0.25 + rnd() * 0.3}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return out;
}

const POOL_PATH =
  'M260 190C260 140 300 120 360 120H840C900 120 940 150 940 200V560C940 640 890 680 820 680H380C300 680 260 640 260 580Z';
const FREEFORM_PATH =
  'M250 260C250 160 360 110 470 140C560 165 620 130 720 120C860 105 960 180 950 300C942 390 880 420 890 500C900 600 820 690 690 680C560 670 500 640 400 660C290 682 220 600 240 500C255 420 250 360 250 260Z';

/** A pool seen from above: coping, waterline tile, water. `fill` picks clean or faded water. */
function pool(seed: number, opts: { path?: string; fill?: string; extra?: string } = {}): string {
  const path = opts.path ?? POOL_PATH;
  return `<rect width="${W}" height="${H}" fill="url(#pavers)"/>
  <path d="${path}" fill="none" stroke="${palette.coping}" stroke-width="56" stroke-linejoin="round" filter="url(#shadow)"/>
  <path d="${path}" fill="${opts.fill ?? 'url(#water)'}" stroke="${palette.tile}" stroke-width="14" stroke-linejoin="round"/>
  <clipPath id="in${seed}"><path d="${path}"/></clipPath>
  <g clip-path="url(#in${seed})">
    <path d="M300 560C420 520 480 600 620 560S860 520 920 560V700H300Z" fill="#0b4f6c" opacity=".18"/>
    ${ripples(seed, { x: 260, y: 130, w: 680, h: 540 })}
    ${opts.extra ?? ''}
  </g>`;
}

/** A jagged crack with a few branches, from a seed. */
function crack(seed: number, x: number, y: number, length: number, angle = 70): string {
  const rnd = random(seed);
  const points: [number, number][] = [[x, y]];
  const steps = 9;
  const rad = (angle * Math.PI) / 180;
  for (let i = 1; i <= steps; i++) {
    const t = (i / steps) * length;
    points.push([x + Math.cos(rad) * t + (rnd() - 0.5) * 36, y + Math.sin(rad) * t + (rnd() - 0.5) * 20]);
  }
  const main = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join('');
  const branches = points
    .slice(2, -1)
    .filter((_, i) => i % 2 === 0)
    .map(
      ([px, py]) =>
        `<path d="M${px} ${py}l${(rnd() - 0.5) * 90} ${20 + rnd() * 40}" stroke="${palette.crack}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="${main}" stroke="${palette.crack}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${branches}`;
}

/** Faded blotches and stains for a worn surface. */
function blotches(
  seed: number,
  box: { x: number; y: number; w: number; h: number },
  count = 18,
  colour = '#e7ecea',
): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<ellipse cx="${box.x + rnd() * box.w}" cy="${box.y + rnd() * box.h}" rx="${20 + rnd() * 70}" ry="${12 + rnd() * 40}" fill="${colour}" opacity="${0.25 + rnd() * 0.35}"/>`;
  }
  return out;
}

/** Small round blisters. */
function blisters(seed: number, box: { x: number; y: number; w: number; h: number }, count = 12): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = box.x + rnd() * box.w;
    const cy = box.y + rnd() * box.h;
    const r = 6 + rnd() * 10;
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f1f5f4" opacity=".8"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 3}" fill="#fff"/>`;
  }
  return out;
}

function sparkle(x: number, y: number, size = 26): string {
  return `<path d="M${x} ${y - size}L${x + size / 4} ${y - size / 4}L${x + size} ${y}L${x + size / 4} ${y + size / 4}L${x} ${y + size}L${x - size / 4} ${y + size / 4}L${x - size} ${y}L${x - size / 4} ${y - size / 4}Z" fill="#fff" opacity=".9"/>`;
}

/** Wall of a pool seen close up: tile band, coping on top, water below. */
function wallCloseUp(opts: { body: string; water?: string; tileRow?: string }): string {
  return `<rect width="${W}" height="${H}" fill="${opts.water ?? 'url(#water)'}"/>
  ${opts.body}
  <rect y="0" width="${W}" height="120" fill="${palette.coping}" filter="url(#shadow)"/>
  ${opts.tileRow ?? tileRow(120)}`;
}

function tileRow(y: number, broken: number[] = []): string {
  let out = `<rect y="${y}" width="${W}" height="80" fill="#0f3f66"/>`;
  for (let i = 0; i < 15; i++) {
    const x = i * 80 + 4;
    out += broken.includes(i)
      ? `<rect x="${x}" y="${y + 4}" width="72" height="72" fill="#7a6a5a"/><path d="M${x + 10} ${y + 10}l50 55M${x + 60} ${y + 12}l-35 30" stroke="#3b2f2a" stroke-width="4"/>`
      : `<rect x="${x}" y="${y + 4}" width="72" height="72" rx="4" fill="${i % 3 ? palette.tile : '#2f7fb8'}"/><rect x="${x + 8}" y="${y + 10}" width="24" height="6" rx="3" fill="#fff" opacity=".35"/>`;
  }
  return out;
}

/** Equipment pad seen from the side: pump, filter, heater and pipes. */
function equipmentPad(x = 0, y = 0, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="120" y="560" width="960" height="60" rx="10" fill="#cbd5e1" filter="url(#shadow)"/>
    <path d="M300 500V440H560V320M560 320H760M900 380V300H760" fill="none" stroke="#e2e8f0" stroke-width="34" stroke-linejoin="round"/>
    <path d="M300 500V440H560V320M560 320H760M900 380V300H760" fill="none" stroke="#94a3b8" stroke-width="4"/>
    <g filter="url(#shadow)">
      <rect x="180" y="430" width="190" height="130" rx="24" fill="url(#metal)"/>
      <circle cx="180" cy="495" r="62" fill="#1d5f99"/><circle cx="180" cy="495" r="28" fill="#0b4f6c"/>
      <rect x="210" y="445" width="130" height="14" rx="7" fill="#fff" opacity=".4"/>
      <rect x="470" y="200" width="180" height="360" rx="90" fill="#e2e8f0"/>
      <rect x="470" y="200" width="180" height="360" rx="90" fill="none" stroke="#94a3b8" stroke-width="6"/>
      <circle cx="560" cy="250" r="30" fill="#fff" stroke="#475569" stroke-width="6"/><path d="M560 250l16-14" stroke="#c2410c" stroke-width="5" stroke-linecap="round"/>
      <rect x="760" y="320" width="260" height="240" rx="16" fill="#f1f5f9" stroke="#94a3b8" stroke-width="6"/>
      <path d="M800 370h180M800 400h180M800 430h180M800 460h180" stroke="#94a3b8" stroke-width="8" stroke-linecap="round"/>
      <rect x="800" y="490" width="60" height="40" rx="6" fill="#0b4f6c"/><circle cx="950" cy="510" r="14" fill="#c2410c"/>
    </g>
  </g>`;
}

const wholeCanvas = { x: 0, y: 0, w: W, h: H };

/** Every illustration the site uses: output path → SVG. */
const drawings: Record<string, string> = {
  'services/fiberglass-repair.png': svg(
    pool(1, {
      extra: `${crack(11, 360, 200, 300, 60)}
      <ellipse cx="640" cy="440" rx="140" ry="70" fill="#dff4fa" opacity=".75"/>
      <path d="M560 440h160" stroke="#0b4f6c" stroke-width="8" stroke-linecap="round" stroke-dasharray="14 14"/>
      ${sparkle(760, 380)}`,
    }),
  ),
  'services/fiberglass-repair-before.png': svg(
    wallCloseUp({ body: `${crack(21, 420, 210, 620, 78)}${crack(22, 760, 260, 360, 100)}` }),
  ),
  'services/fiberglass-repair-after.png': svg(
    wallCloseUp({ body: `${ripples(23, wholeCanvas, 22)}${sparkle(520, 420, 34)}${sparkle(820, 560, 22)}` }),
  ),
  'services/leak-detection.png': svg(
    `${pool(2, {
      extra: `<path d="M700 300c40 30 90 20 120 60s10 100 60 130" fill="none" stroke="#d946ef" stroke-opacity=".6" stroke-width="26" stroke-linecap="round"/>
      <circle cx="700" cy="300" r="16" fill="#a21caf"/>`,
    })}
    <path d="M940 420H1120" stroke="#64748b" stroke-width="16" stroke-dasharray="26 14"/>
    <circle cx="1040" cy="420" r="40" fill="none" stroke="#c2410c" stroke-width="8"/>
    <path d="M1040 460c-14 30 -14 50 0 66c14-16 14-36 0-66z" fill="#2a8fbf"/>
    <g filter="url(#shadow)"><rect x="60" y="520" width="150" height="190" rx="20" fill="#0b4f6c"/><circle cx="135" cy="590" r="42" fill="#e0f2fe"/><path d="M135 590l26-20" stroke="#c2410c" stroke-width="7" stroke-linecap="round"/></g>`,
  ),
  'services/equipment-repair.png': svg(`<rect width="${W}" height="${H}" fill="url(#sky)"/>${equipmentPad()}`),
  'services/surface-gelcoat.png': svg(
    `<rect width="${W}" height="${H}" fill="url(#faded)"/>${blotches(4, { x: 0, y: 0, w: 600, h: H })}${blisters(5, { x: 60, y: 80, w: 480, h: 640 })}
    <path d="M600 0H${W}V${H}H600Z" fill="url(#water)"/>${ripples(6, { x: 620, y: 40, w: 560, h: 720 }, 10)}
    <path d="M640 0l220 ${H}M760 0l160 ${H}" stroke="#fff" stroke-opacity=".25" stroke-width="30"/>${sparkle(900, 300, 34)}
    <path d="M600 0V${H}" stroke="#fff" stroke-width="8" stroke-dasharray="20 16"/>`,
  ),
  'services/surface-gelcoat-before.png': svg(
    pool(7, {
      fill: 'url(#faded)',
      extra: `${blotches(71, { x: 260, y: 120, w: 680, h: 560 }, 26)}${blisters(72, { x: 300, y: 180, w: 600, h: 440 }, 18)}`,
    }),
  ),
  'services/surface-gelcoat-after.png': svg(pool(7, { extra: `${sparkle(480, 300)}${sparkle(760, 520, 20)}` })),
  'services/tile-coping.png': svg(wallCloseUp({ body: ripples(8, { x: 0, y: 240, w: W, h: 560 }, 20) })),
  'services/resurfacing.png': svg(
    pool(9, { path: FREEFORM_PATH, extra: `${sparkle(460, 320)}${sparkle(720, 480, 20)}${sparkle(820, 260, 16)}` }),
  ),
  'services/resurfacing-before.png': svg(
    pool(10, {
      path: FREEFORM_PATH,
      fill: 'url(#faded)',
      extra: `${blotches(101, { x: 240, y: 120, w: 720, h: 560 }, 30, '#f4f1ea')}${crack(102, 380, 260, 240, 40)}${crack(103, 700, 420, 180, 110)}`,
    }),
  ),
  'services/resurfacing-after.png': svg(
    pool(10, { path: FREEFORM_PATH, extra: `${sparkle(460, 320)}${sparkle(760, 500, 22)}` }),
  ),
  'home/hero.png': svg(
    `${pool(12, { path: FREEFORM_PATH, extra: sparkle(500, 330) })}
    <g filter="url(#shadow)">
      <rect x="1000" y="200" width="110" height="230" rx="18" fill="#fff"/><rect x="1014" y="214" width="82" height="60" rx="10" fill="#fed7aa"/>
      <rect x="1000" y="470" width="110" height="230" rx="18" fill="#fff"/><rect x="1014" y="484" width="82" height="60" rx="10" fill="#fed7aa"/>
      <circle cx="110" cy="140" r="90" fill="${palette.leaf}"/><circle cx="70" cy="230" r="60" fill="#3f7a4c"/>
      <circle cx="120" cy="680" r="80" fill="${palette.leaf}"/>
    </g>`,
    1600,
    1067,
  ),
  'home/before.png': svg(
    pool(13, {
      fill: 'url(#faded)',
      extra: `${blotches(131, { x: 260, y: 120, w: 680, h: 560 }, 24)}${crack(132, 360, 200, 280, 55)}${blisters(133, { x: 560, y: 400, w: 300, h: 200 })}`,
    }),
  ),
  'home/after.png': svg(pool(13, { extra: `${sparkle(480, 300)}${sparkle(780, 520, 22)}` })),
  'projects/highland-park-fiberglass-crack-repair.png': svg(
    pool(14, {
      extra: `<path d="M380 220l40 70-30 50 50 90" stroke="#dff4fa" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>
      <path d="M380 220l40 70-30 50 50 90" stroke="#0b4f6c" stroke-width="5" fill="none" stroke-dasharray="10 10"/>${sparkle(500, 300)}`,
    }),
  ),
  'projects/lakewood-leak-detection-equipment-upgrade.png': svg(
    `${pool(15, { extra: '<circle cx="860" cy="560" r="16" fill="#a21caf"/><path d="M860 560c40 20 60 60 120 70" stroke="#d946ef" stroke-opacity=".6" stroke-width="22" fill="none" stroke-linecap="round"/>' })}
    <rect x="960" y="500" width="240" height="300" fill="#f8fafc" opacity=".9"/>${equipmentPad(915, 480, 0.26)}`,
  ),
  'projects/plano-step-delamination-repair.png': svg(
    `<rect width="${W}" height="${H}" fill="url(#water)"/>
    ${[0, 1, 2].map((i) => `<rect x="${120 + i * 60}" y="${180 + i * 190}" width="${960 - i * 120}" height="150" rx="24" fill="${palette.shell}" filter="url(#shadow)"/>`).join('')}
    ${blotches(16, { x: 200, y: 200, w: 500, h: 120 }, 8, '#f1f5f4')}${blisters(17, { x: 220, y: 220, w: 420, h: 90 }, 9)}
    <path d="M760 400h220v90H760z" fill="#fff" opacity=".6"/><path d="M760 400h220v90H760z" fill="none" stroke="#0b4f6c" stroke-width="5" stroke-dasharray="12 10"/>
    ${ripples(18, { x: 0, y: 650, w: W, h: 140 }, 8)}`,
  ),
  'blog/dallas-pool-leak-warning-signs.png': svg(
    wallCloseUp({
      body: `<path d="M0 360H${W}" stroke="#fff" stroke-width="6" stroke-dasharray="24 16"/><path d="M0 460H${W}" stroke="#c2410c" stroke-width="6"/>
      <path d="M1000 300v130" stroke="#0b4f6c" stroke-width="10"/><path d="M975 405l25 35 25-35" fill="#0b4f6c"/>
      <path d="M300 520c-30 50-30 90 0 120c30-30 30-70 0-120z" fill="#e0f2fe" opacity=".8"/>${ripples(19, { x: 0, y: 480, w: W, h: 300 }, 12)}`,
      water: 'url(#water)',
    }),
  ),
  'blog/dallas-clay-soil-fiberglass-cracks.png': svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="260" width="${W}" height="540" fill="#a0764f"/>
    <path d="M0 420c200-20 400 20 600 0s400-30 600 0V${H}H0Z" fill="#8a6241"/><path d="M0 600c300-30 600 30 1200 0V${H}H0Z" fill="#74502f"/>
    ${crack(20, 120, 300, 400, 75)}${crack(24, 1000, 320, 380, 105)}
    <path d="M300 240H900V300C900 520 820 600 600 600S300 520 300 300Z" fill="${palette.shell}" stroke="#f6f1e7" stroke-width="16" filter="url(#shadow)"/>
    <path d="M316 300H884" stroke="${palette.water[1]}" stroke-width="40"/><path d="M320 300C320 500 400 580 600 580S880 500 880 300Z" fill="url(#water)"/>`,
  ),
  'blog/variable-speed-pump-savings.png': svg(
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${equipmentPad(-60, 60, 0.8)}
    <g filter="url(#shadow)"><circle cx="980" cy="220" r="130" fill="#fff"/></g>
    <path d="M880 260a100 100 0 0 1 200 0" fill="none" stroke="#cbd5e1" stroke-width="24" stroke-linecap="round"/>
    <path d="M880 260a100 100 0 0 1 50 -86" fill="none" stroke="#16a34a" stroke-width="24" stroke-linecap="round"/>
    <path d="M980 260l-50-60" stroke="#0b4f6c" stroke-width="10" stroke-linecap="round"/><circle cx="980" cy="260" r="14" fill="#0b4f6c"/>`,
  ),
  'blog/pool-resurfacing-timeline.png': svg(
    `${pool(25, { path: FREEFORM_PATH, fill: 'url(#faded)', extra: `<path d="M600 100V700H980V100Z" fill="url(#water)"/>${sparkle(760, 360)}` })}
    <path d="M140 740H1060" stroke="#0b4f6c" stroke-width="8"/>
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${160 + i * 220}" cy="740" r="26" fill="${i < 3 ? '#0b4f6c' : '#fff'}" stroke="#0b4f6c" stroke-width="8"/>`).join('')}`,
  ),
  'blog/gelcoat-vs-plaster.png': svg(
    `<path d="M0 0H600V${H}H0Z" fill="url(#water)"/>${ripples(26, { x: 20, y: 40, w: 560, h: 720 }, 10)}<path d="M60 0l200 ${H}" stroke="#fff" stroke-opacity=".3" stroke-width="40"/>${sparkle(300, 260, 34)}
    <path d="M600 0H${W}V${H}H600Z" fill="#9fc9d6"/>${blotches(27, { x: 600, y: 0, w: 600, h: H }, 60, '#dbe7ea')}${blotches(28, { x: 600, y: 0, w: 600, h: H }, 40, '#7fa9b8')}
    <path d="M600 0V${H}" stroke="#fff" stroke-width="10"/>`,
  ),
};

for (const [file, drawing] of Object.entries(drawings)) {
  const out = `src/assets/${file}`;
  await mkdir(dirname(out), { recursive: true });
  // A 256-colour palette keeps these flat drawings small in the repository.
  await sharp(Buffer.from(drawing)).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toFile(out);
  console.log(out);
}
