import { describe, expect, it } from 'vitest'
import { ashtakoota, gunaBand, KOOTA_MAX, SYMMETRIC_KOOTAS, type MoonPlacement } from '../../../core/matching/ashtakoota'
import { porutham } from '../../../core/matching/porutham'
import { PADA_SPAN, placementOf } from '../../../core/jyotish/zodiac'

/**
 * Every pair of the 108 nakshatra padas (the Moon in the middle of each), 11,664 matches: each score
 * within its maximum and in half points, the symmetric kootas equal both ways, the total the sum, and
 * the number of dosha pairs equal to what the tables imply when counted independently.
 */
const PADAS: MoonPlacement[] = Array.from({ length: 108 }, (_, i) => {
  const p = placementOf((i + 0.5) * PADA_SPAN)
  return { longitude: p.longitude, sign: p.sign, nakshatra: p.nakshatra, pada: p.pada }
})

describe('all 108 × 108 nakshatra-pada pairs', () => {
  it('are internally consistent', () => {
    const problems: string[] = []
    let nadiDoshas = 0
    let bhakootDoshas = 0
    for (const boy of PADAS) {
      for (const girl of PADAS) {
        const r = ashtakoota(boy, girl)
        const swapped = ashtakoota(girl, boy)
        const where = `boy ${boy.nakshatra}/${boy.pada} girl ${girl.nakshatra}/${girl.pada}`
        let sum = 0
        for (const k of r.kootas) {
          sum += k.score
          if (k.max !== KOOTA_MAX[k.id] || k.score < 0 || k.score > k.max || (k.score * 2) % 1 !== 0) problems.push(`${where}: ${k.id} ${k.score}/${k.max}`)
          if (k.cancelled && !k.dosha) problems.push(`${where}: ${k.id} cancelled without dosha`)
          if (k.cancelled !== k.exceptions.length > 0) problems.push(`${where}: ${k.id} cancelled/exceptions disagree`)
          if (k.dosha && !['nadi', 'bhakoot', 'gana'].includes(k.id)) problems.push(`${where}: dosha on ${k.id}`)
          if (k.dosha && k.score > 1) problems.push(`${where}: ${k.id} dosha with ${k.score} points`)
        }
        if (r.total !== sum || r.total > 36 || r.band !== gunaBand(r.total)) problems.push(`${where}: total ${r.total} vs ${sum}`)
        for (const id of SYMMETRIC_KOOTAS) {
          const a = r.kootas.find((k) => k.id === id)!
          const b = swapped.kootas.find((k) => k.id === id)!
          if (a.score !== b.score || a.dosha !== b.dosha || a.cancelled !== b.cancelled) problems.push(`${where}: ${id} differs when swapped`)
        }
        if (r.kootas.find((k) => k.id === 'nadi')!.dosha) nadiDoshas++
        if (r.kootas.find((k) => k.id === 'bhakoot')!.dosha) bhakootDoshas++

        const p = porutham(boy, girl)
        if (p.items.length !== 10 || p.total !== p.items.filter((i) => i.matched).length || p.total > 10) problems.push(`${where}: porutham total`)
        const q = porutham(girl, boy)
        for (const id of ['gana', 'yoni', 'rasiAdhipati', 'vasya', 'rajju', 'vedha']) {
          if (p.items.find((i) => i.id === id)!.matched !== q.items.find((i) => i.id === id)!.matched) problems.push(`${where}: porutham ${id} differs when swapped`)
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([])
    // Each nadi holds 9 stars = 36 padas: 3 × 36² pairs share one.
    expect(nadiDoshas).toBe(3 * 36 * 36)
    // 6 of the 12 sign relations (2/12, 5/9, 6/8 both ways) are bhakoot doshas; 9 padas per sign.
    expect(bhakootDoshas).toBe(12 * 6 * 9 * 9)
  })

  it('never exceed 36, and every band occurs somewhere', () => {
    const totals = PADAS.flatMap((b) => PADAS.map((g) => ashtakoota(b, g).total))
    expect(Math.max(...totals)).toBeLessThanOrEqual(36)
    expect(new Set(totals.map(gunaBand))).toEqual(new Set(['notRecommended', 'average', 'good', 'excellent']))
  })
})
