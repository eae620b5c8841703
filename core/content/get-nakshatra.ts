import { z } from 'zod'
import { NotFoundError } from '../errors'
import { ganaOf, ganaPoints, isVedha, nadiOf, taraOf, yoniOf, yoniPoints, type Gana, type Nadi, type Yoni } from '../matching/tables'
import { nakshatraLord, NAKSHATRA_NAMES, type GrahaId, type NakshatraName } from '../jyotish/zodiac'
import { syllablesOf } from '../names/syllables'
import { langSchema } from '../numerology/request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'

/** 'purvaPhalguni' ↔ 'purva-phalguni': the URL form of a nakshatra identifier. */
const nakshatraSlug = (id: NakshatraName) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** GET /api/nakshatras/:slug. */
export interface NakshatraAnswer {
  index: number
  id: NakshatraName
  slug: string
  lang: LanguageCode
  /** sidereal span, degrees */
  span: { from: number; to: number }
  lord: GrahaId
  deity: string
  symbol: string
  traits: string
  gana: Gana
  yoni: { animal: Yoni; sex: 'male' | 'female' }
  nadi: Nadi
  padas: Array<{ pada: number; rashi: number; latin: string; devanagari: string }>
  /** the nakshatras that match it best on the star-based kootas (tara, yoni, gana, nadi: 21 points), best first */
  compatible: Array<{ index: number; id: NakshatraName; slug: string; points: number }>
}

/** GET /api/nakshatras/:slug. */
export const nakshatraQuerySchema = z.object({ slug: z.string(), lang: langSchema })
type NakshatraQuery = z.output<typeof nakshatraQuerySchema>

/**
 * One nakshatra for /nakshatras/{slug}: its span, lord, gana, yoni, nadi and pada syllables from the
 * engine's tables, its deity, symbol and traits from the `nakshatras` phrase book, and the nakshatras it
 * matches best by the four star-based kootas of guna milan (tara 3, yoni 4, gana 6, nadi 8), without vedha.
 */
export class GetNakshatra {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(q: NakshatraQuery): Promise<NakshatraAnswer> {
    const lang = q.lang as LanguageCode
    const index = NAKSHATRA_NAMES.findIndex((id) => nakshatraSlug(id) === q.slug.toLowerCase() || id.toLowerCase() === q.slug.toLowerCase()) + 1
    if (index === 0) throw new NotFoundError(`No nakshatra called ${q.slug.slice(0, 40)}`)
    const id = NAKSHATRA_NAMES[index - 1]!
    const text = (field: string) => this.phrases.phrase(lang, `nakshatras.${id}.${field}`)
    const compatible = NAKSHATRA_NAMES.map((other, i) => ({ index: i + 1, id: other, slug: nakshatraSlug(other), points: starPoints(index, i + 1) }))
      .filter((o) => o.index !== index && !isVedha(index, o.index))
      .sort((a, b) => b.points - a.points || a.index - b.index)
      .slice(0, 6)
    const width = 360 / 27
    return {
      index,
      id,
      slug: nakshatraSlug(id),
      lang,
      span: { from: (index - 1) * width, to: index * width },
      lord: nakshatraLord(index),
      deity: text('deity'),
      symbol: text('symbol'),
      traits: text('traits'),
      gana: ganaOf(index),
      yoni: (({ yoni, sex }) => ({ animal: yoni, sex }))(yoniOf(index)),
      nadi: nadiOf(index),
      padas: syllablesOf(index).map((s) => ({ pada: s.pada, rashi: s.rashi, latin: s.latin, devanagari: s.devanagari })),
      compatible,
    }
  }
}

/** The star-based kootas of two nakshatras, the same both ways (gana averaged over the two directions). */
function starPoints(a: number, b: number): number {
  const tara = (Number(taraOf(a, b).favourable) + Number(taraOf(b, a).favourable)) * 1.5
  const yoni = yoniPoints(yoniOf(a).yoni, yoniOf(b).yoni)
  const gana = (ganaPoints(ganaOf(a), ganaOf(b)) + ganaPoints(ganaOf(b), ganaOf(a))) / 2
  const nadi = nadiOf(a) === nadiOf(b) ? 0 : 8
  return tara + yoni + gana + nadi
}
