/**
 * Draws the image assets the server serves and writes them as JPEG files:
 *   adapters/http/assets/zodiac/{Sign}.jpg          400×400, one per sign
 *   adapters/http/assets/astrologers/{slug}.jpg     300×300, one per seeded astrologer
 *   …/zodiac/240/{Sign}.jpg, …/astrologers/160/{slug}.jpg   narrower copies for srcset
 *   adapters/http/assets/og-image.jpg               1200×630 social-share card
 *
 * Everything is drawn here as SVG (no fonts are needed except for the two lines of text on the
 * share card) and rasterised with sharp. The output is deterministic, so running it again gives
 * the same pictures. Run: npx tsx server/tools/generate-images.ts
 * See docs/assets.md.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from '../../core/shared/image-widths'
import { seedAstrologers } from '../../adapters/storage/seed/astrologers'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const ASSETS = path.join(ROOT, 'adapters/http/assets')

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
function rng(seedText: string): () => number {
  let h = 1779033703 ^ seedText.length
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n: number) => (Math.round(n * 10) / 10).toString()

function starField(seed: string, width: number, height: number, count: number, opts?: { avoid?: (x: number, y: number) => boolean }): string {
  const r = rng(seed)
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const x = r() * width
    const y = r() * height
    if (opts?.avoid?.(x, y)) continue
    const big = r()
    const radius = big > 0.97 ? 1.9 : big > 0.85 ? 1.2 : 0.7
    const opacity = 0.35 + r() * 0.6
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${radius}" fill="#fff" opacity="${opacity.toFixed(2)}"/>`)
    if (radius > 1.8) {
      // a little four-point sparkle on the brightest stars
      const l = 5 + r() * 3
      out.push(
        `<path d="M${f(x - l)} ${f(y)}H${f(x + l)}M${f(x)} ${f(y - l)}V${f(y + l)}" stroke="#fff" stroke-width="0.6" opacity="${(opacity * 0.7).toFixed(2)}"/>`,
      )
    }
  }
  return out.join('')
}

/** Writes the JPEG, and a narrower copy in a sibling folder named by each width (for `srcset`). */
async function writeJpeg(svg: string, file: string, quality: number, widths: readonly number[] = []): Promise<number> {
  const buf = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, buf)
  for (const width of widths) {
    const narrow = path.join(path.dirname(file), String(width), path.basename(file))
    await mkdir(path.dirname(narrow), { recursive: true })
    // Narrow copies are seen small on phones: a lower quality is not visible there.
    await writeFile(narrow, await sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 75, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer())
  }
  return buf.length
}

// ---------------------------------------------------------------------------------------------
// Zodiac artwork

type Element = 'fire' | 'earth' | 'air' | 'water'

interface SignArt {
  name: string
  element: Element
  /** glyph strokes in a 100×100 box */
  glyph: string[]
  /** constellation stars in a 0..1 box and the lines between them (index pairs) */
  stars: Array<[number, number, number?]>
  lines: Array<[number, number]>
  /** background colours: top, middle, bottom */
  sky: [string, string, string]
  accent: string
}

const ELEMENT_GLOW: Record<Element, string> = {
  fire: '#ffb347',
  earth: '#c9e27a',
  air: '#9fd3ff',
  water: '#7ff0e6',
}

const SIGNS: SignArt[] = [
  {
    name: 'Aries',
    element: 'fire',
    glyph: ['M50 88 V50 C50 30 44 18 31 16 C19 14 11 24 13 35 C15 45 24 48 31 44', 'M50 50 C50 30 56 18 69 16 C81 14 89 24 87 35 C85 45 76 48 69 44'],
    stars: [[0.08, 0.3], [0.52, 0.42, 2.6], [0.76, 0.6, 2], [0.82, 0.72]],
    lines: [[0, 1], [1, 2], [2, 3]],
    sky: ['#2a0b1e', '#7a1a1a', '#d9541e'],
    accent: '#ffd27a',
  },
  {
    name: 'Taurus',
    element: 'earth',
    glyph: ['M16 14 C20 34 34 42 50 42 C66 42 80 34 84 14', 'M50 42 m-22 22 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0'],
    stars: [[0.42, 0.58, 2.8], [0.5, 0.5], [0.57, 0.55], [0.52, 0.44], [0.45, 0.4], [0.12, 0.16, 2], [0.08, 0.64, 1.8], [0.72, 0.66], [0.88, 0.78], [0.86, 0.24], [0.89, 0.27], [0.84, 0.28], [0.87, 0.21]],
    lines: [[2, 1], [1, 0], [0, 6], [2, 3], [3, 4], [4, 5], [2, 7], [7, 8]],
    sky: ['#07201a', '#1d4d3a', '#7a6a2e'],
    accent: '#f3e3a0',
  },
  {
    name: 'Gemini',
    element: 'air',
    glyph: ['M18 16 C36 26 64 26 82 16', 'M18 84 C36 74 64 74 82 84', 'M37 23 V77', 'M63 23 V77'],
    stars: [[0.26, 0.12, 2.4], [0.42, 0.1, 2.6], [0.3, 0.36], [0.5, 0.34], [0.34, 0.62], [0.58, 0.58], [0.28, 0.88, 1.8], [0.66, 0.86, 1.8], [0.14, 0.5], [0.76, 0.44]],
    lines: [[0, 2], [2, 4], [4, 6], [1, 3], [3, 5], [5, 7], [2, 3], [2, 8], [3, 9]],
    sky: ['#0b1033', '#2b3a8f', '#6a8fd8'],
    accent: '#fff3b0',
  },
  {
    name: 'Cancer',
    element: 'water',
    glyph: ['M30 28 m-11 12 a11 11 0 1 0 22 0 a11 11 0 1 0 -22 0', 'M30 29 C48 20 70 22 86 34', 'M70 72 m-11 -12 a11 11 0 1 0 22 0 a11 11 0 1 0 -22 0', 'M70 71 C52 80 30 78 14 66'],
    stars: [[0.5, 0.5, 1.8], [0.46, 0.14, 1.8], [0.28, 0.86, 2.2], [0.78, 0.72, 1.8], [0.54, 0.4]],
    lines: [[1, 4], [4, 0], [0, 2], [0, 3]],
    sky: ['#031426', '#0b3b5c', '#1b7f8c'],
    accent: '#e8fbff',
  },
  {
    name: 'Leo',
    element: 'fire',
    glyph: ['M30 60 m-13 0 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0', 'M40 52 C30 32 38 14 58 14 C78 14 84 32 76 48 C70 60 66 74 74 84 C80 90 88 86 90 78'],
    stars: [[0.24, 0.72, 2.8], [0.27, 0.54], [0.33, 0.4, 2.2], [0.29, 0.26], [0.19, 0.18], [0.11, 0.25], [0.68, 0.4, 1.8], [0.9, 0.56, 2.2], [0.66, 0.6]],
    lines: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [2, 6], [6, 7], [7, 8], [8, 0]],
    sky: ['#240a06', '#8a3a0c', '#f0a020'],
    accent: '#fff0b8',
  },
  {
    name: 'Virgo',
    element: 'earth',
    glyph: ['M14 26 V80', 'M14 36 C14 22 32 22 32 36 V80', 'M32 36 C32 22 50 22 50 36 V80', 'M50 52 C58 38 78 40 77 57 C76 72 63 83 48 93'],
    stars: [[0.56, 0.86, 2.8], [0.5, 0.58], [0.38, 0.46, 1.8], [0.24, 0.4], [0.1, 0.3], [0.62, 0.44], [0.78, 0.3], [0.7, 0.14], [0.44, 0.22], [0.86, 0.62]],
    lines: [[0, 1], [1, 2], [2, 3], [3, 4], [1, 5], [5, 6], [6, 7], [2, 8], [5, 9]],
    sky: ['#0d1a10', '#2f5230', '#a59a55'],
    accent: '#f6f0c8',
  },
  {
    name: 'Libra',
    element: 'air',
    glyph: ['M12 82 H88', 'M12 66 H33 C25 58 23 46 29 37 C38 23 62 23 71 37 C77 46 75 58 67 66 H88'],
    stars: [[0.3, 0.64, 2.2], [0.54, 0.24, 2.4], [0.8, 0.44, 1.8], [0.2, 0.88], [0.84, 0.8], [0.66, 0.7]],
    lines: [[0, 1], [1, 2], [2, 5], [5, 0], [0, 3], [2, 4]],
    sky: ['#140a2e', '#4b2a86', '#c07ac8'],
    accent: '#fff2c8',
  },
  {
    name: 'Scorpio',
    element: 'water',
    glyph: ['M12 26 V80', 'M12 36 C12 22 30 22 30 36 V80', 'M30 36 C30 22 48 22 48 36 V74 C48 84 54 86 62 86 H86', 'M76 76 L87 86 L76 96'],
    stars: [[0.12, 0.16], [0.18, 0.28, 1.8], [0.16, 0.42], [0.34, 0.38, 2.8], [0.44, 0.48], [0.5, 0.62], [0.54, 0.78], [0.66, 0.88], [0.8, 0.86], [0.86, 0.74, 2], [0.78, 0.68]],
    lines: [[0, 1], [1, 2], [1, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 8], [8, 9], [9, 10]],
    sky: ['#10051c', '#47104a', '#b0245a'],
    accent: '#ffd1dc',
  },
  {
    name: 'Sagittarius',
    element: 'fire',
    glyph: ['M16 84 L84 16', 'M52 16 H84 V48', 'M28 46 L54 72'],
    stars: [[0.26, 0.62, 1.8], [0.42, 0.56], [0.52, 0.38, 1.8], [0.64, 0.5], [0.82, 0.42, 2], [0.8, 0.66], [0.58, 0.72, 2.2], [0.4, 0.74], [0.9, 0.3]],
    lines: [[0, 1], [1, 2], [2, 3], [3, 1], [3, 4], [4, 5], [5, 6], [6, 7], [7, 1], [3, 6], [4, 8]],
    sky: ['#1b0a2a', '#6a1f4a', '#e2702a'],
    accent: '#ffe3a3',
  },
  {
    name: 'Capricorn',
    element: 'earth',
    glyph: ['M10 24 C16 22 21 26 23 33 L33 72 L43 33 C47 21 62 21 63 35 V64 C63 78 69 86 79 85 C89 84 92 71 85 64 C78 57 66 62 64 74 C62 85 55 92 45 90'],
    stars: [[0.12, 0.24, 2.2], [0.18, 0.38], [0.34, 0.68], [0.56, 0.78, 1.8], [0.88, 0.42, 2.2], [0.72, 0.42], [0.44, 0.34]],
    lines: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 0]],
    sky: ['#0b1512', '#2c3b2a', '#7b5a38'],
    accent: '#efe2c0',
  },
  {
    name: 'Aquarius',
    element: 'air',
    glyph: ['M10 44 L25 31 L40 44 L55 31 L70 44 L85 31', 'M15 70 L30 57 L45 70 L60 57 L75 70 L90 57'],
    stars: [[0.14, 0.22, 1.8], [0.3, 0.28, 2.2], [0.46, 0.3], [0.54, 0.24], [0.6, 0.32], [0.5, 0.46], [0.42, 0.62], [0.56, 0.76], [0.7, 0.9, 1.8], [0.24, 0.6], [0.76, 0.58]],
    lines: [[0, 1], [1, 2], [2, 3], [3, 4], [2, 5], [5, 6], [6, 7], [7, 8], [6, 9], [5, 10]],
    sky: ['#06102c', '#17407a', '#2fa5c8'],
    accent: '#e6fbff',
  },
  {
    name: 'Pisces',
    element: 'water',
    glyph: ['M22 14 C42 34 42 66 22 86', 'M78 14 C58 34 58 66 78 86', 'M30 50 H70'],
    stars: [[0.2, 0.86, 2], [0.34, 0.64], [0.42, 0.4], [0.38, 0.14, 1.8], [0.3, 0.2], [0.52, 0.82], [0.7, 0.76], [0.78, 0.68], [0.86, 0.72], [0.84, 0.82], [0.76, 0.84]],
    lines: [[0, 1], [1, 2], [2, 3], [3, 4], [4, 2], [0, 5], [5, 6], [6, 7], [7, 8], [8, 9], [9, 10], [10, 6]],
    sky: ['#04102a', '#123a6a', '#3a6fa8'],
    accent: '#e8f6ff',
  },
]

function zodiacSvg(sign: SignArt): string {
  const S = 400
  const cx = 200
  const cy = 200
  const glow = ELEMENT_GLOW[sign.element]
  // the constellation spans the picture behind the glyph
  const box = { x: 34, y: 34, w: 332, h: 332 }
  const pt = (i: number) => {
    const [x, y] = sign.stars[i]
    return [box.x + x * box.w, box.y + y * box.h] as const
  }
  const constLines = sign.lines
    .map(([a, b]) => {
      const [x1, y1] = pt(a)
      const [x2, y2] = pt(b)
      return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"/>`
    })
    .join('')
  const constStars = sign.stars
    .map((s, i) => {
      const [x, y] = pt(i)
      const r = s[2] ?? 1.4
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${r * 2.2}" fill="url(#starGlow)"/><circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="#fff"/>`
    })
    .join('')
  // ring with 12 tick marks and 27 small dots (the nakshatras)
  const ticks: string[] = []
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 - Math.PI / 2
    const r1 = 142
    const r2 = 153
    ticks.push(`<line x1="${f(cx + r1 * Math.cos(a))}" y1="${f(cy + r1 * Math.sin(a))}" x2="${f(cx + r2 * Math.cos(a))}" y2="${f(cy + r2 * Math.sin(a))}"/>`)
  }
  for (let i = 0; i < 27; i++) {
    const a = (i * 2 * Math.PI) / 27 - Math.PI / 2
    ticks.push(`<circle cx="${f(cx + 163 * Math.cos(a))}" cy="${f(cy + 163 * Math.sin(a))}" r="1.8" fill="${sign.accent}" stroke="none" opacity="0.7"/>`)
  }
  const stars = starField(`zodiac-${sign.name}`, S, S, 170, { avoid: (x, y) => Math.hypot(x - cx, y - cy) < 110 })
  // glyph: 100×100 box scaled to 150 px, centred
  const g = 1.95
  const gx = cx - 50 * g
  const gy = cy - 50 * g
  const glyph = sign.glyph.map((d) => `<path d="${d}"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${sign.sky[0]}"/>
    <stop offset="0.55" stop-color="${sign.sky[1]}"/>
    <stop offset="1" stop-color="${sign.sky[2]}"/>
  </linearGradient>
  <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${glow}" stop-opacity="0.45"/>
    <stop offset="0.55" stop-color="${glow}" stop-opacity="0.12"/>
    <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
    <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
  </radialGradient>
  <radialGradient id="starGlow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#fff" stop-opacity="0.7"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="gold" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="100">
    <stop offset="0" stop-color="#fff8dc"/>
    <stop offset="0.5" stop-color="${sign.accent}"/>
    <stop offset="1" stop-color="#e0a83a"/>
  </linearGradient>
  <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="nebula" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
</defs>
<rect width="${S}" height="${S}" fill="url(#sky)"/>
<g filter="url(#nebula)" opacity="0.35">
  <ellipse cx="90" cy="300" rx="120" ry="60" fill="${glow}" transform="rotate(-25 90 300)"/>
  <ellipse cx="320" cy="90" rx="90" ry="40" fill="${sign.accent}" transform="rotate(20 320 90)"/>
</g>
${stars}
<g stroke="${sign.accent}" stroke-width="1.4" stroke-opacity="0.4" stroke-linecap="round">${constLines}</g>
${constStars}
<circle cx="${cx}" cy="${cy}" r="175" fill="url(#halo)"/>
<g fill="none" stroke="${sign.accent}" stroke-opacity="0.5" stroke-width="1.2">
  <circle cx="${cx}" cy="${cy}" r="142"/>
  <circle cx="${cx}" cy="${cy}" r="153" stroke-opacity="0.3"/>
  ${ticks.join('')}
</g>
<g transform="translate(${f(gx)} ${f(gy)}) scale(${g})" fill="none" stroke-linecap="round" stroke-linejoin="round">
  <g stroke="${glow}" stroke-width="8" opacity="0.6" filter="url(#soft)">${glyph}</g>
  <g stroke="url(#gold)" stroke-width="5.5">${glyph}</g>
  <g stroke="#fff" stroke-width="1.3" stroke-opacity="0.6" transform="translate(-0.7 -0.7)">${glyph}</g>
</g>
<rect width="${S}" height="${S}" fill="url(#vignette)"/>
</svg>`
}

// ---------------------------------------------------------------------------------------------
// Astrologer portraits

type Hair = 'short' | 'sidePart' | 'receding' | 'bald' | 'curly' | 'long' | 'bun' | 'bob' | 'braid' | 'ponytail' | 'turban'
type Tilak = 'none' | 'bindi' | 'bigBindi' | 'dot' | 'urdhva' | 'tripundra' | 'namam' | 'gopi' | 'chandan'
type Outfit = 'kurta' | 'nehru' | 'angavastram' | 'saree' | 'kurti'

interface PortraitSpec {
  gender: 'm' | 'f'
  skin: string
  hair: Hair
  hairColor: string
  outfit: Outfit
  cloth: string
  trim: string
  tilak: Tilak
  bg: string
  bg2: string
  glasses?: 'round' | 'rect'
  moustache?: boolean
  beard?: 'full' | 'stubble' | 'goatee'
  beardColor?: string
  mala?: boolean
  earrings?: boolean
  flowers?: boolean
  turbanColor?: string
  /** shirt/inner colour under a jacket or angavastram */
  inner?: string
}

const PORTRAITS: Record<string, PortraitSpec> = {
  'acharya-ramesh-shastri': {
    gender: 'm', skin: '#d9a47a', hair: 'receding', hairColor: '#6d6a66', outfit: 'angavastram', cloth: '#e8781a', trim: '#f6c343',
    inner: '#f4ead5', tilak: 'urdhva', bg: '#fbe3b8', bg2: '#f2b66d', moustache: true, beardColor: '#77736e', mala: true,
  },
  'dr-meenakshi-sundaram': {
    gender: 'f', skin: '#8d5a3b', hair: 'bun', hairColor: '#1b1412', outfit: 'saree', cloth: '#b3135f', trim: '#e8b93e', tilak: 'bindi',
    bg: '#f9d4e2', bg2: '#e58fb4', glasses: 'round', earrings: true, flowers: true,
  },
  'priya-deshpande': {
    gender: 'f', skin: '#e2b088', hair: 'bob', hairColor: '#2a1a14', outfit: 'kurti', cloth: '#1f8a87', trim: '#f2d27a', tilak: 'bindi',
    bg: '#d3f0ec', bg2: '#7fcfc6', earrings: true,
  },
  'venkata-subramanya-sarma': {
    gender: 'm', skin: '#a86f48', hair: 'short', hairColor: '#2b2623', outfit: 'angavastram', cloth: '#f6efdc', trim: '#d9a53a',
    inner: '#fbf7ee', tilak: 'namam', bg: '#d9e6fb', bg2: '#8fb0e8', moustache: true, beardColor: '#2b2623',
  },
  'ananya-chatterjee': {
    gender: 'f', skin: '#f0c29c', hair: 'long', hairColor: '#1e1411', outfit: 'saree', cloth: '#f8f3ea', trim: '#c4142f', tilak: 'bigBindi',
    bg: '#fde0d2', bg2: '#f29a7c', earrings: true,
  },
  'gurpreet-singh-sandhu': {
    gender: 'm', skin: '#d69c70', hair: 'turban', hairColor: '#1a1412', turbanColor: '#1f3f93', outfit: 'kurta', cloth: '#eef3f8',
    trim: '#c9d6e6', tilak: 'none', bg: '#fff0c2', bg2: '#f5c75a', beard: 'full', beardColor: '#1d1714', moustache: true,
  },
  'kavitha-nair': {
    gender: 'f', skin: '#9c6440', hair: 'braid', hairColor: '#150f0d', outfit: 'saree', cloth: '#f6ecd2', trim: '#d4a12c', tilak: 'chandan',
    bg: '#dff1d6', bg2: '#94cf7f', earrings: true, flowers: true,
  },
  'pandit-devendra-tiwari': {
    gender: 'm', skin: '#c68a5e', hair: 'bald', hairColor: '#e9e6e1', outfit: 'angavastram', cloth: '#c2410c', trim: '#f5c542',
    inner: '#fffaf0', tilak: 'tripundra', bg: '#f6dccb', bg2: '#d98d63', moustache: true, beardColor: '#efece8', mala: true, glasses: 'round',
  },
  'sowmya-reddy': {
    gender: 'f', skin: '#b0774f', hair: 'long', hairColor: '#1a1210', outfit: 'saree', cloth: '#17774a', trim: '#e84c8a', tilak: 'bindi',
    bg: '#e6dcf7', bg2: '#a98be0', earrings: true,
  },
  'hemant-joshi': {
    gender: 'm', skin: '#e0ab7e', hair: 'sidePart', hairColor: '#231a16', outfit: 'nehru', cloth: '#6e4f2a', trim: '#8a6a3e', inner: '#f3ead8',
    tilak: 'dot', bg: '#d6eaf8', bg2: '#86bde3', glasses: 'rect', moustache: true, beardColor: '#231a16',
  },
  'shweta-agarwal': {
    gender: 'f', skin: '#f1c7a2', hair: 'ponytail', hairColor: '#3a2418', outfit: 'kurti', cloth: '#e2a21f', trim: '#c2185b', tilak: 'bindi',
    bg: '#ffe6f0', bg2: '#f59ac0', earrings: true,
  },
  'raghavendra-bhat': {
    gender: 'm', skin: '#b47a4f', hair: 'short', hairColor: '#1c1714', outfit: 'kurta', cloth: '#8c1d2f', trim: '#d9a441', tilak: 'gopi',
    bg: '#fff2d6', bg2: '#f0c77a', moustache: true, beardColor: '#1c1714',
  },
  'subhashree-mohanty': {
    gender: 'f', skin: '#c68a5f', hair: 'bun', hairColor: '#1c1311', outfit: 'saree', cloth: '#d9532a', trim: '#2b1d3a', tilak: 'bindi',
    bg: '#fbe7c6', bg2: '#eeb25a', earrings: true,
  },
  'nikhil-iyer': {
    gender: 'm', skin: '#c48b62', hair: 'curly', hairColor: '#1b1513', outfit: 'kurta', cloth: '#24406b', trim: '#6d8fc4', tilak: 'none',
    bg: '#dcf3f7', bg2: '#7fcbdb', glasses: 'rect', beard: 'stubble', beardColor: '#2a211d',
  },
}

/** Mixes a hex colour towards black (t<0) or white (t>0). */
function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16)
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(t < 0 ? v * (1 + t) : v + (255 - v) * t))
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}

function portraitSvg(slug: string, p: PortraitSpec): string {
  const skinShadow = shade(p.skin, -0.18)
  const skinDeep = shade(p.skin, -0.35)
  const hairHi = shade(p.hairColor, 0.18)
  const clothDark = shade(p.cloth, -0.2)
  const lip = p.gender === 'f' ? '#a83a4a' : shade(p.skin, -0.42)
  const parts: string[] = []

  // background: soft radial gradient + a faint mandala behind the head
  const r = rng(`portrait-${slug}`)
  const petals: string[] = []
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8
    const x = 150 + 112 * Math.cos(a)
    const y = 128 + 112 * Math.sin(a)
    petals.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="13" ry="6" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})"/>`)
  }
  const dots: string[] = []
  for (let i = 0; i < 14; i++) {
    dots.push(`<circle cx="${f(r() * 300)}" cy="${f(r() * 300)}" r="${f(1 + r() * 1.6)}"/>`)
  }
  parts.push(`<rect width="300" height="300" fill="url(#bg)"/>`)
  parts.push(`<g fill="#fff" opacity="0.22">${dots.join('')}</g>`)
  parts.push(`<g fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2"><circle cx="150" cy="128" r="98"/><circle cx="150" cy="128" r="126" stroke-opacity="0.25"/></g>`)
  parts.push(`<g fill="#fff" opacity="0.28">${petals.join('')}</g>`)

  // hair that falls behind the head and shoulders
  if (p.hair === 'long') {
    parts.push(`<path d="M92 118 C86 52 214 52 208 118 C212 170 222 220 226 262 C190 276 110 276 74 262 C78 220 88 170 92 118 Z" fill="${p.hairColor}"/>`)
  } else if (p.hair === 'bob') {
    parts.push(`<path d="M90 122 C84 54 216 54 210 122 C214 160 216 186 210 204 C190 212 110 212 90 204 C84 186 86 160 90 122 Z" fill="${p.hairColor}"/>`)
  } else if (p.hair === 'bun') {
    parts.push(`<circle cx="150" cy="58" r="26" fill="${p.hairColor}"/><path d="M132 50 C142 44 158 44 168 50" stroke="${hairHi}" stroke-width="2" fill="none"/>`)
    if (p.flowers) {
      const fl: string[] = []
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.95 + i * 0.13)
        fl.push(`<circle cx="${f(150 + 30 * Math.cos(a))}" cy="${f(60 + 30 * Math.sin(a))}" r="4.2"/>`)
      }
      parts.push(`<g fill="#fffdf5" stroke="#e9e2c8" stroke-width="0.8">${fl.join('')}</g>`)
    }
  } else if (p.hair === 'ponytail') {
    parts.push(`<path d="M188 84 C214 92 226 124 222 160 C220 186 230 206 238 222 C216 220 202 196 200 168 C198 140 196 112 188 84 Z" fill="${p.hairColor}"/>`)
    parts.push(`<path d="M204 98 C214 120 214 150 216 176" fill="none" stroke="${hairHi}" stroke-width="2" opacity="0.6"/>`)
  } else if (p.hair === 'braid') {
    parts.push(`<path d="M96 118 C90 56 210 56 204 118 C206 150 206 176 200 196 L100 196 C94 176 94 150 96 118 Z" fill="${p.hairColor}"/>`)
  }

  // neck
  parts.push(`<path d="M128 160 H172 V218 C160 226 140 226 128 218 Z" fill="${p.skin}"/>`)
  parts.push(`<path d="M128 178 C140 192 160 192 172 178 V196 C160 204 140 204 128 196 Z" fill="${skinShadow}" opacity="0.7"/>`)

  // body and clothes
  const shoulders = 'M34 300 C34 252 70 222 126 214 C136 222 164 222 174 214 C230 222 266 252 266 300 Z'
  if (p.outfit === 'saree') {
    parts.push(`<path d="${shoulders}" fill="${p.cloth}"/>`)
    // blouse neckline
    parts.push(`<path d="M122 214 C132 246 168 246 178 214 C166 220 134 220 122 214 Z" fill="${p.skin}"/>`)
    parts.push(`<path d="M122 214 C132 246 168 246 178 214" fill="none" stroke="${p.trim}" stroke-width="4"/>`)
    // pallu over the left shoulder (viewer's right), with a broad border
    parts.push(`<path d="M176 212 C214 218 246 234 262 262 L266 300 L150 300 C168 270 180 240 176 212 Z" fill="${clothDark}"/>`)
    parts.push(`<path d="M176 212 C180 240 168 270 150 300" fill="none" stroke="${p.trim}" stroke-width="9"/>`)
    parts.push(`<path d="M188 216 C194 246 186 274 172 300" fill="none" stroke="${p.trim}" stroke-width="2.5" stroke-dasharray="3 4"/>`)
    parts.push(`<path d="M222 232 C230 254 228 280 222 300" fill="none" stroke="${shade(p.cloth, -0.32)}" stroke-width="2" opacity="0.5"/>`)
    parts.push(`<g fill="${p.trim}" opacity="0.85"><circle cx="212" cy="262" r="2.4"/><circle cx="232" cy="248" r="2.4"/><circle cx="238" cy="280" r="2.4"/><circle cx="70" cy="270" r="2.4"/><circle cx="92" cy="250" r="2.4"/></g>`)
    // necklace
    parts.push(`<path d="M132 222 C138 240 162 240 168 222" fill="none" stroke="#e8b93e" stroke-width="3"/><circle cx="150" cy="238" r="4.5" fill="#c8102e" stroke="#e8b93e" stroke-width="2"/>`)
  } else {
    const base = p.outfit === 'nehru' || p.outfit === 'angavastram' ? (p.inner ?? '#f4ead5') : p.cloth
    parts.push(`<path d="${shoulders}" fill="${base}"/>`)
    const fold = shade(base, -0.12)
    parts.push(`<path d="M84 248 C92 262 96 282 96 300 M216 248 C208 262 204 282 204 300" fill="none" stroke="${fold}" stroke-width="3" opacity="0.8"/>`)
    // mandarin collar and placket
    parts.push(`<path d="M124 212 C136 224 164 224 176 212 L178 221 C164 234 136 234 122 221 Z" fill="${shade(base, -0.08)}"/>`)
    parts.push(`<path d="M150 230 V300" stroke="${shade(base, -0.18)}" stroke-width="3"/>`)
    if (p.outfit === 'kurta' || p.outfit === 'kurti') {
      parts.push(`<path d="M150 230 V276" stroke="${p.trim}" stroke-width="6" opacity="0.75"/>`)
      parts.push(`<g fill="${shade(p.trim, 0.3)}"><circle cx="150" cy="242" r="2.6"/><circle cx="150" cy="256" r="2.6"/><circle cx="150" cy="270" r="2.6"/></g>`)
      if (p.outfit === 'kurti') {
        // a dupatta draped across one shoulder
        parts.push(`<path d="M60 238 C88 226 110 222 126 216 C112 246 92 276 84 300 L52 300 C50 278 52 256 60 238 Z" fill="${p.trim}" opacity="0.92"/>`)
        parts.push(`<path d="M126 216 C112 246 92 276 84 300" fill="none" stroke="${shade(p.trim, -0.25)}" stroke-width="3" stroke-dasharray="2 5"/>`)
      }
    }
    if (p.outfit === 'nehru') {
      parts.push(`<path d="M34 300 C34 252 70 222 122 214 C128 236 136 262 142 300 Z" fill="${p.cloth}"/>`)
      parts.push(`<path d="M266 300 C266 252 230 222 178 214 C172 236 164 262 158 300 Z" fill="${p.cloth}"/>`)
      parts.push(`<path d="M122 214 C128 236 136 262 142 300 M178 214 C172 236 164 262 158 300" fill="none" stroke="${p.trim}" stroke-width="2.5"/>`)
      parts.push(`<path d="M186 262 H214" stroke="${p.trim}" stroke-width="3"/><path d="M182 256 l4 -8 4 8 z" fill="#d83a3a"/>`)
    }
    if (p.outfit === 'angavastram') {
      // a cloth over the left shoulder (viewer's right) with a woven border
      parts.push(`<path d="M172 212 C208 216 244 232 262 262 L266 300 L140 300 C160 268 176 238 172 212 Z" fill="${p.cloth}"/>`)
      parts.push(`<path d="M172 212 C176 238 160 268 140 300" fill="none" stroke="${p.trim}" stroke-width="8"/>`)
      parts.push(`<path d="M250 246 C238 262 234 282 236 300" fill="none" stroke="${p.trim}" stroke-width="4"/>`)
      parts.push(`<path d="M212 236 C220 256 220 280 214 300" fill="none" stroke="${clothDark}" stroke-width="2" opacity="0.55"/>`)
    }
  }
  if (p.mala) {
    const beads: string[] = []
    for (let i = 0; i <= 22; i++) {
      const t = i / 22
      const x = 118 + 64 * t
      const y = 216 + 62 * Math.sin(Math.PI * t) + 4 * Math.sin(Math.PI * t) ** 4
      beads.push(`<circle cx="${f(x)}" cy="${f(y)}" r="3.6"/>`)
    }
    parts.push(`<g fill="#7a3b1c" stroke="#4a2210" stroke-width="0.8">${beads.join('')}</g><circle cx="150" cy="284" r="5" fill="#9a4a22" stroke="#4a2210"/>`)
  }

  // ears
  parts.push(`<ellipse cx="99" cy="134" rx="9" ry="14" fill="${p.skin}"/><ellipse cx="201" cy="134" rx="9" ry="14" fill="${p.skin}"/>`)
  parts.push(`<path d="M97 128 C93 134 95 142 99 144 M203 128 C207 134 205 142 201 144" fill="none" stroke="${skinShadow}" stroke-width="2"/>`)
  if (p.earrings) {
    parts.push(`<g fill="#e8b93e" stroke="#b8861e" stroke-width="0.8"><circle cx="98" cy="150" r="3.6"/><path d="M92 154 h12 l-2 8 h-8 z"/><circle cx="202" cy="150" r="3.6"/><path d="M196 154 h12 l-2 8 h-8 z"/></g>`)
    parts.push(`<g fill="#e8b93e"><circle cx="94" cy="165" r="1.6"/><circle cx="98" cy="166" r="1.6"/><circle cx="102" cy="165" r="1.6"/><circle cx="198" cy="165" r="1.6"/><circle cx="202" cy="166" r="1.6"/><circle cx="206" cy="165" r="1.6"/></g>`)
  }

  // face
  const jaw = p.gender === 'f' ? 'M100 118 C100 66 200 66 200 118 C200 160 180 190 150 190 C120 190 100 160 100 118 Z' : 'M100 118 C100 64 200 64 200 118 C201 162 182 192 150 192 C118 192 99 162 100 118 Z'
  parts.push(`<path d="${jaw}" fill="${p.skin}"/>`)
  parts.push(`<ellipse cx="124" cy="150" rx="11" ry="7" fill="#e36a6a" opacity="${p.gender === 'f' ? 0.22 : 0.1}"/><ellipse cx="176" cy="150" rx="11" ry="7" fill="#e36a6a" opacity="${p.gender === 'f' ? 0.22 : 0.1}"/>`)

  // beard before features so the mouth stays visible
  if (p.beard === 'full') {
    parts.push(`<path d="M100 122 C100 150 104 176 118 196 C128 210 140 218 150 218 C160 218 172 210 182 196 C196 176 200 150 200 122 C196 146 188 158 176 160 C166 150 134 150 124 160 C112 158 104 146 100 122 Z" fill="${p.beardColor}"/>`)
    parts.push(`<path d="M138 170 C146 174 154 174 162 170" stroke="${p.skin}" stroke-width="4" fill="none" stroke-linecap="round"/>`)
  } else if (p.beard === 'stubble') {
    parts.push(`<path d="M104 140 C106 170 124 190 150 191 C176 190 194 170 196 140 C190 158 178 164 168 168 C160 160 140 160 132 168 C122 164 110 158 104 140 Z" fill="${p.beardColor}" opacity="0.45"/>`)
  }

  // eyes, brows, nose, mouth
  const browY = 111
  parts.push(`<g stroke="${p.hair === 'bald' || p.hair === 'receding' ? shade(p.hairColor, -0.25) : p.hairColor}" stroke-width="${p.gender === 'f' ? 3 : 4}" stroke-linecap="round" fill="none"><path d="M117 ${browY + 2} Q129 ${browY - 6} 141 ${browY}"/><path d="M159 ${browY} Q171 ${browY - 6} 183 ${browY + 2}"/></g>`)
  for (const ex of [129, 171]) {
    parts.push(`<path d="M${ex - 10} 128 Q${ex} 118 ${ex + 10} 128 Q${ex} 135 ${ex - 10} 128 Z" fill="#fff"/>`)
    parts.push(`<circle cx="${ex}" cy="127.5" r="5.2" fill="#3a2418"/><circle cx="${ex}" cy="127.5" r="2.6" fill="#120c09"/><circle cx="${ex + 1.8}" cy="125.6" r="1.5" fill="#fff"/>`)
    parts.push(`<path d="M${ex - 10.5} 127.5 Q${ex} 117 ${ex + 10.5} 127.5" fill="none" stroke="#22160f" stroke-width="${p.gender === 'f' ? 2.6 : 2}" stroke-linecap="round"/>`)
  }
  parts.push(`<path d="M151 132 C149 142 145 148 146 151 C148 155 154 155 157 152" fill="none" stroke="${skinDeep}" stroke-width="2.4" stroke-linecap="round"/>`)
  if (p.moustache && p.beard !== 'full') {
    parts.push(`<path d="M130 164 C136 156 146 156 150 160 C154 156 164 156 170 164 C162 162 156 164 150 165 C144 164 138 162 130 164 Z" fill="${p.beardColor ?? p.hairColor}"/>`)
  }
  if (p.gender === 'f') {
    parts.push(`<path d="M134 163 Q150 183 166 163 Q150 170 134 163 Z" fill="${lip}"/><path d="M140 168 Q150 173 160 168" fill="none" stroke="#fff" stroke-width="2.2" stroke-opacity="0.85"/><path d="M133 162 Q136 165 135 167 M167 162 Q164 165 165 167" fill="none" stroke="${shade(p.skin, -0.3)}" stroke-width="1.4" stroke-linecap="round"/>`)
  } else {
    parts.push(`<path d="M135 167 Q150 182 165 167" fill="none" stroke="${p.beard === 'full' ? p.skin : lip}" stroke-width="3" stroke-linecap="round"/>`)
  }

  if (p.glasses) {
    const frame = p.hair === 'bald' ? '#6b4a2a' : '#222'
    if (p.glasses === 'round') {
      parts.push(`<g fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="2.6"><circle cx="129" cy="128" r="14"/><circle cx="171" cy="128" r="14"/></g>`)
    } else {
      parts.push(`<g fill="#fff" fill-opacity="0.12" stroke="${frame}" stroke-width="3"><rect x="113" y="118" width="32" height="21" rx="5"/><rect x="155" y="118" width="32" height="21" rx="5"/></g>`)
    }
    parts.push(`<path d="M${p.glasses === 'round' ? 143 : 145} 127 Q150 123 ${p.glasses === 'round' ? 157 : 155} 127 M${p.glasses === 'round' ? 115 : 113} 126 L101 122 M${p.glasses === 'round' ? 185 : 187} 126 L199 122" fill="none" stroke="${frame}" stroke-width="2.4"/>`)
  }

  // hair on top of the head
  const hc = p.hairColor
  switch (p.hair) {
    case 'short':
      parts.push(`<path d="M98 122 C92 62 124 50 150 50 C178 50 210 62 202 122 C199 104 194 90 186 84 C168 92 130 90 112 84 C104 92 100 106 98 122 Z" fill="${hc}"/>`)
      parts.push(`<path d="M120 62 C136 56 164 56 180 64" fill="none" stroke="${hairHi}" stroke-width="2.5" opacity="0.7"/>`)
      break
    case 'sidePart':
      parts.push(`<path d="M98 124 C90 60 124 46 154 48 C186 50 212 66 202 124 C200 104 196 92 190 86 C170 80 148 84 128 80 C126 88 118 94 108 96 C102 104 99 112 98 124 Z" fill="${hc}"/>`)
      parts.push(`<path d="M128 80 C136 64 160 56 186 62" fill="none" stroke="${hairHi}" stroke-width="2.5"/>`)
      break
    case 'receding':
      parts.push(`<path d="M98 124 C92 64 124 50 150 50 C178 50 210 64 202 124 C200 106 196 94 190 86 C182 74 170 70 162 76 C156 72 144 72 138 76 C130 70 118 74 110 86 C104 94 100 106 98 124 Z" fill="${hc}"/>`)
      parts.push(`<path d="M118 60 C134 54 166 54 182 60" fill="none" stroke="${hairHi}" stroke-width="2.5" opacity="0.7"/>`)
      break
    case 'bald':
      parts.push(`<path d="M98 130 C95 110 98 94 106 84 C108 98 106 112 102 130 Z M202 130 C205 110 202 94 194 84 C192 98 194 112 198 130 Z" fill="${hc}"/>`)
      parts.push(`<ellipse cx="136" cy="74" rx="16" ry="6" fill="#fff" opacity="0.18" transform="rotate(-12 136 74)"/>`)
      break
    case 'curly': {
      const curls: string[] = []
      for (let i = 0; i < 13; i++) {
        const a = Math.PI * (1.02 + (i * 0.96) / 12)
        curls.push(`<circle cx="${f(150 + 56 * Math.cos(a))}" cy="${f(112 + 60 * Math.sin(a))}" r="${f(14 + (i % 3) * 2)}"/>`)
      }
      parts.push(`<g fill="${hc}"><path d="M96 120 C92 50 208 50 204 120 C196 100 178 90 150 90 C122 90 104 100 96 120 Z"/>${curls.join('')}</g>`)
      parts.push(`<g fill="none" stroke="${hairHi}" stroke-width="2" opacity="0.6"><path d="M122 64 a8 8 0 0 1 12 -4"/><path d="M160 58 a8 8 0 0 1 12 2"/><path d="M106 84 a8 8 0 0 1 8 -8"/></g>`)
      break
    }
    case 'turban': {
      const tc = p.turbanColor ?? '#1f3f93'
      parts.push(`<path d="M94 116 C86 56 120 26 150 24 C182 26 214 56 206 116 C192 98 172 90 150 98 C128 90 108 98 94 116 Z" fill="${tc}"/>`)
      parts.push(`<g fill="none" stroke="${shade(tc, -0.3)}" stroke-width="3" stroke-linecap="round"><path d="M98 100 C116 70 150 58 190 64"/><path d="M102 84 C126 56 160 46 196 54"/><path d="M202 102 C186 76 156 64 118 70"/><path d="M150 98 L150 40" stroke-opacity="0.5"/></g>`)
      parts.push(`<path d="M150 98 L142 86 L150 78 L158 86 Z" fill="${shade(tc, 0.25)}"/>`)
      break
    }
    case 'long':
    case 'bob':
    case 'braid':
    case 'ponytail':
    case 'bun':
      // centre parting that frames the face
      parts.push(`<path d="M97 128 C92 70 120 56 150 58 C180 56 208 70 203 128 C198 104 186 86 166 78 C160 76 154 72 150 66 C146 72 140 76 134 78 C114 86 102 104 97 128 Z" fill="${hc}"/>`)
      parts.push(`<path d="M150 66 C142 74 124 80 112 92 M150 66 C158 74 176 80 188 92" fill="none" stroke="${hairHi}" stroke-width="2" opacity="0.6"/>`)
      if (p.hair === 'long') {
        parts.push(`<path d="M97 128 C96 152 92 178 84 200 C98 190 104 160 104 128 Z M203 128 C204 152 208 178 216 200 C202 190 196 160 196 128 Z" fill="${hc}"/>`)
      }
      if (p.hair === 'braid') {
        // braid brought forward over the right shoulder (viewer's left)
        const seg: string[] = []
        for (let i = 0; i < 6; i++) {
          const y = 176 + i * 16
          const x = 96 - i * 3
          seg.push(`<ellipse cx="${x}" cy="${y}" rx="${10 - i * 0.6}" ry="10" fill="${hc}"/><path d="M${x - 7} ${y - 2} Q${x} ${y + 6} ${x + 7} ${y - 2}" fill="none" stroke="${hairHi}" stroke-width="1.5"/>`)
        }
        parts.push(seg.join(''))
        if (p.flowers) {
          parts.push(`<g fill="#fffdf5" stroke="#e9e2c8" stroke-width="0.8"><circle cx="206" cy="96" r="4"/><circle cx="209" cy="104" r="4"/><circle cx="210" cy="112" r="4"/><circle cx="209" cy="120" r="4"/></g>`)
        }
      }
      break
  }

  // forehead marks
  const fx = 150
  switch (p.tilak) {
    case 'bindi':
      parts.push(`<circle cx="${fx}" cy="106" r="3.6" fill="#b3122e"/>`)
      break
    case 'bigBindi':
      parts.push(`<circle cx="${fx}" cy="104" r="6" fill="#c8102e"/>`)
      break
    case 'dot':
      parts.push(`<circle cx="${fx}" cy="104" r="3.4" fill="#c8102e"/>`)
      break
    case 'chandan':
      parts.push(`<path d="M${fx} 90 V106" stroke="#e9c98a" stroke-width="4" stroke-linecap="round"/><circle cx="${fx}" cy="109" r="3" fill="#b3122e"/>`)
      break
    case 'urdhva':
      parts.push(`<path d="M${fx - 6} 82 C${fx - 6} 96 ${fx - 3} 104 ${fx} 108 C${fx + 3} 104 ${fx + 6} 96 ${fx + 6} 82 Z" fill="#f5b82e"/><path d="M${fx} 84 V104" stroke="#d0161e" stroke-width="3.4" stroke-linecap="round"/>`)
      break
    case 'tripundra':
      parts.push(`<g stroke="#f1efe9" stroke-width="3.2" stroke-linecap="round"><path d="M${fx - 22} 86 H${fx + 22}"/><path d="M${fx - 24} 93 H${fx + 24}"/><path d="M${fx - 22} 100 H${fx + 22}"/></g><circle cx="${fx}" cy="93" r="3.6" fill="#d0161e"/>`)
      break
    case 'namam':
      parts.push(`<path d="M${fx - 9} 80 V100 C${fx - 9} 108 ${fx + 9} 108 ${fx + 9} 100 V80" fill="none" stroke="#fbfaf4" stroke-width="4" stroke-linecap="round"/><path d="M${fx} 80 V104" stroke="#e0311f" stroke-width="3.4" stroke-linecap="round"/>`)
      break
    case 'gopi':
      parts.push(`<g stroke="#f2dc9c" stroke-width="3.4" stroke-linecap="round"><path d="M${fx - 6} 82 V102"/><path d="M${fx + 6} 82 V102"/></g><path d="M${fx} 84 V100" stroke="#2a2a2a" stroke-width="2.6" stroke-linecap="round"/><circle cx="${fx}" cy="106" r="2.8" fill="#c8102e"/>`)
      break
    case 'none':
      break
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs>
  <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">
    <stop offset="0" stop-color="${shade(p.bg, 0.35)}"/>
    <stop offset="0.55" stop-color="${p.bg}"/>
    <stop offset="1" stop-color="${p.bg2}"/>
  </radialGradient>
</defs>
${parts.join('\n')}
</svg>`
}

// ---------------------------------------------------------------------------------------------
// Social-share image

function ogSvg(): string {
  const W = 1200
  const H = 630
  const wx = 955
  const wy = 315
  const R = 215
  const spokes: string[] = []
  const glyphs: string[] = []
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 - Math.PI / 2
    spokes.push(`<line x1="${f(wx + 120 * Math.cos(a))}" y1="${f(wy + 120 * Math.sin(a))}" x2="${f(wx + R * Math.cos(a))}" y2="${f(wy + R * Math.sin(a))}"/>`)
    const mid = a + Math.PI / 12
    const gx = wx + 166 * Math.cos(mid)
    const gy = wy + 166 * Math.sin(mid)
    const s = 0.36
    glyphs.push(
      `<g transform="translate(${f(gx - 50 * s)} ${f(gy - 50 * s)}) scale(${s})">${SIGNS[i].glyph.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    )
  }
  const nak: string[] = []
  for (let i = 0; i < 27; i++) {
    const a = (i * 2 * Math.PI) / 27 - Math.PI / 2
    nak.push(`<circle cx="${f(wx + 234 * Math.cos(a))}" cy="${f(wy + 234 * Math.sin(a))}" r="3"/>`)
  }
  // sun rays around the centre
  const rays: string[] = []
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12
    const r1 = 58
    const r2 = i % 2 ? 84 : 100
    rays.push(`<line x1="${f(wx + r1 * Math.cos(a))}" y1="${f(wy + r1 * Math.sin(a))}" x2="${f(wx + r2 * Math.cos(a))}" y2="${f(wy + r2 * Math.sin(a))}"/>`)
  }
  const fonts = `'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, Helvetica, sans-serif`
  const serif = `'DejaVu Serif', 'Noto Serif', 'Liberation Serif', Georgia, 'Times New Roman', serif`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b0826"/>
    <stop offset="0.55" stop-color="#2a1257"/>
    <stop offset="1" stop-color="#6b1d4f"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffb347" stop-opacity="0.55"/>
    <stop offset="0.5" stop-color="#ff7a3d" stop-opacity="0.15"/>
    <stop offset="1" stop-color="#ff7a3d" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="sun" cx="0.45" cy="0.4" r="0.6">
    <stop offset="0" stop-color="#fff6d5"/>
    <stop offset="0.6" stop-color="#ffc54d"/>
    <stop offset="1" stop-color="#f08a1c"/>
  </radialGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff1c1"/>
    <stop offset="0.5" stop-color="#f6c453"/>
    <stop offset="1" stop-color="#e08a1e"/>
  </linearGradient>
  <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g filter="url(#blur)" opacity="0.45">
  <ellipse cx="250" cy="520" rx="320" ry="90" fill="#7b3fe4"/>
  <ellipse cx="980" cy="90" rx="260" ry="70" fill="#e0457b"/>
</g>
${starField('og', W, H, 420, { avoid: (x, y) => Math.hypot(x - wx, y - wy) < 225 })}
<circle cx="${wx}" cy="${wy}" r="300" fill="url(#glow)"/>
<g fill="none" stroke="#f6c453" stroke-opacity="0.75" stroke-width="2">
  <circle cx="${wx}" cy="${wy}" r="${R}"/>
  <circle cx="${wx}" cy="${wy}" r="120"/>
  <circle cx="${wx}" cy="${wy}" r="246" stroke-opacity="0.35"/>
  ${spokes.join('')}
</g>
<g fill="#f6c453" opacity="0.8">${nak.join('')}</g>
<g fill="none" stroke="#ffe7a8" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${glyphs.join('')}</g>
<g stroke="#ffc54d" stroke-width="4" stroke-linecap="round">${rays.join('')}</g>
<circle cx="${wx}" cy="${wy}" r="50" fill="url(#sun)"/>
<g transform="translate(80 160)">
  <g fill="url(#gold)">
    <path d="M0 0 l9 -22 9 22 22 9 -22 9 -9 22 -9 -22 -22 -9 z" transform="translate(2 12) scale(0.8)"/>
  </g>
  <text x="46" y="30" font-family="${fonts}" font-size="26" letter-spacing="6" fill="#f6c453" font-weight="bold">JYOTISH SHASTRA</text>
  <text x="0" y="136" font-family="${serif}" font-size="100" font-weight="bold" fill="url(#gold)">AstroVedic</text>
  <rect x="2" y="172" width="120" height="5" rx="2.5" fill="#f6c453"/>
  <text x="0" y="236" font-family="${fonts}" font-size="34" fill="#f3ecff">Vedic astrology, kundli, panchang</text>
  <text x="0" y="282" font-family="${fonts}" font-size="34" fill="#f3ecff">and astrologers</text>
  <g font-family="${fonts}" font-size="22" fill="#d9ccf5">
    <rect x="0" y="326" width="188" height="46" rx="23" fill="#ffffff" fill-opacity="0.1" stroke="#f6c453" stroke-opacity="0.6"/>
    <text x="94" y="357" text-anchor="middle">Free Kundli</text>
    <rect x="204" y="326" width="188" height="46" rx="23" fill="#ffffff" fill-opacity="0.1" stroke="#f6c453" stroke-opacity="0.6"/>
    <text x="298" y="357" text-anchor="middle">Daily Panchang</text>
    <rect x="408" y="326" width="220" height="46" rx="23" fill="#ffffff" fill-opacity="0.1" stroke="#f6c453" stroke-opacity="0.6"/>
    <text x="518" y="357" text-anchor="middle">Talk to Astrologer</text>
  </g>
</g>
</svg>`
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const report: string[] = []
  for (const sign of SIGNS) {
    const bytes = await writeJpeg(zodiacSvg(sign), path.join(ASSETS, 'zodiac', `${sign.name}.jpg`), 88, IMAGE_WIDTHS.zodiac.narrow)
    report.push(`zodiac/${sign.name}.jpg ${(bytes / 1024).toFixed(1)} KB`)
  }
  for (const a of seedAstrologers) {
    const spec = PORTRAITS[a.slug]
    if (!spec) throw new Error(`No portrait spec for astrologer ${a.slug}: add one to PORTRAITS`)
    const bytes = await writeJpeg(portraitSvg(a.slug, spec), path.join(ASSETS, 'astrologers', `${a.slug}.jpg`), 90, IMAGE_WIDTHS.astrologers.narrow)
    report.push(`astrologers/${a.slug}.jpg ${(bytes / 1024).toFixed(1)} KB`)
  }
  const bytes = await writeJpeg(ogSvg(), path.join(ASSETS, 'og-image.jpg'), 88)
  report.push(`og-image.jpg ${(bytes / 1024).toFixed(1)} KB`)
  console.log(report.join('\n'))
}

await main()
