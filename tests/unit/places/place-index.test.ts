import { describe, expect, it } from 'vitest'
import { compilePlaces, type PlaceRecord } from '../../../adapters/location/build/compile-places'
import { PlaceIndex } from '../../../adapters/location/place-index'

const place = (name: string, country: string, population: number, extra: Partial<PlaceRecord> = {}): PlaceRecord => ({
  name,
  ascii: name,
  alternates: [],
  country,
  admin1Name: '',
  zone: 'UTC',
  lat: 10,
  lon: 20,
  population,
  ...extra,
})

const gazetteer: PlaceRecord[] = [
  place('Mumbai', 'IN', 12_691_836, {
    admin1Name: 'Maharashtra',
    zone: 'Asia/Kolkata',
    lat: 19.07283,
    lon: 72.88261,
    alternates: ['Bombay', 'BOM', 'Bambai', 'मुंबई', 'मुम्बई', 'மும்பை', 'ముంబై', 'Bangalore - ಬೆಂಗಳೂರು'.replace('Bangalore', 'Mumbai')],
  }),
  place('Navi Mumbai', 'IN', 1_119_477, { admin1Name: 'Maharashtra' }),
  place('Varanasi', 'IN', 1_164_404, { admin1Name: 'Uttar Pradesh', alternates: ['Banaras', 'Benares', 'Kashi', 'काशी', 'वाराणसी'] }),
  place('Hyderabad', 'IN', 6_809_970, { admin1Name: 'Telangana', ascii: 'Hyderabad', name: 'Hyderābād' }),
  place('Hyderabad', 'PK', 1_386_330, { admin1Name: 'Sindh' }),
  place('Delhi', 'IN', 10_927_986, { admin1Name: 'Delhi', alternates: ['Dilli', 'दिल्ली', 'தில்லி'] }),
  place('New Delhi', 'IN', 317_797, { admin1Name: 'Delhi' }),
  place('Patna', 'IN', 1_599_920),
  place('Patan', 'NP', 183_310),
  place('Paris', 'FR', 2_138_551),
  place('Paterson', 'US', 145_233),
  place('Rampur', 'IN', 296_418),
  place('Ram', 'IN', 1_200),
  place('São Paulo', 'BR', 10_021_295, { ascii: 'Sao Paulo', admin1Name: 'São Paulo' }),
  place('Chennai', 'IN', 4_681_087, { admin1Name: 'Tamil Nadu', alternates: ['Madras', 'சென்னை'] }),
]

const index = (scanLimit?: number) => new PlaceIndex(compilePlaces(gazetteer, { scanLimit }).data)
const names = (idx: PlaceIndex, query: string, limit = 10) => idx.search(query, { limit, lang: 'en' }).map((r) => `${r.name}/${r.country}`)

describe('the place index', () => {
  const idx = index()

  it('answers the result shape with display "Town, State, Country"', () => {
    const [mumbai] = idx.search('mumbai', { limit: 1 })
    expect(mumbai).toEqual({ name: 'Mumbai', display: 'Mumbai, Maharashtra, India', latitude: 19.07283, longitude: 72.88261, timezone: 'Asia/Kolkata', country: 'IN' })
  })

  it('names the country in the requested language', () => {
    expect(idx.search('mumbai', { limit: 1, lang: 'hi' })[0].display).toBe('Mumbai, Maharashtra, भारत')
    expect(idx.search('mumbai', { limit: 1, lang: 'ta' })[0].display).toBe('Mumbai, Maharashtra, இந்தியா')
    expect(idx.search('mumbai', { limit: 1, lang: 'te' })[0].display).toBe('Mumbai, Maharashtra, భారతదేశం')
  })

  it('puts an exact name first, then India, its neighbours, the rest, each by population', () => {
    expect(names(idx, 'ram')).toEqual(['Ram/IN', 'Rampur/IN'])
    expect(names(idx, 'pa')).toEqual(['Patna/IN', 'Patan/NP', 'São Paulo/BR', 'Paris/FR', 'Paterson/US']) // São Paulo by its second word
    expect(names(idx, 'hyderabad')).toEqual(['Hyderābād/IN', 'Hyderabad/PK'])
  })

  it('matches word prefixes, accents and alternate names', () => {
    expect(names(idx, 'del')).toEqual(['Delhi/IN', 'New Delhi/IN'])
    expect(names(idx, 'New Del')).toEqual(['New Delhi/IN'])
    expect(names(idx, 'sao pa')).toEqual(['São Paulo/BR'])
    expect(names(idx, 'São')).toEqual(['São Paulo/BR'])
    expect(names(idx, 'Bombay')).toEqual(['Mumbai/IN'])
    expect(names(idx, 'Benares')).toEqual(['Varanasi/IN'])
    expect(names(idx, 'Kashi')).toEqual(['Varanasi/IN'])
    expect(names(idx, 'madras')).toEqual(['Chennai/IN'])
    expect(names(idx, 'MUMBAI')).toEqual(['Mumbai/IN', 'Navi Mumbai/IN'])
  })

  it('ignores airport codes among the alternate names', () => {
    expect(names(idx, 'bom')).toEqual(['Mumbai/IN']) // by 'Bombay', not by 'BOM'
    expect(idx.search('bom', { limit: 5 })).toHaveLength(1)
  })

  it('finds Indic input by native name, then by sound', () => {
    expect(names(idx, 'मुंबई')[0]).toBe('Mumbai/IN')
    expect(names(idx, 'மும்பை')[0]).toBe('Mumbai/IN')
    expect(names(idx, 'ముంబై')[0]).toBe('Mumbai/IN')
    expect(names(idx, 'மும்')[0]).toBe('Mumbai/IN')
    expect(names(idx, 'काशी')).toEqual(['Varanasi/IN'])
    expect(names(idx, 'தில்லி')[0]).toBe('Delhi/IN')
    // no native name in the data: transliterated and matched by sound
    expect(names(idx, 'హైదరాబాద్')).toEqual(['Hyderābād/IN', 'Hyderabad/PK'])
    expect(names(idx, 'हैदराबाद')).toEqual(['Hyderābād/IN', 'Hyderabad/PK'])
    expect(names(idx, 'पटना')[0]).toBe('Patna/IN')
    expect(names(idx, 'சென்னை')).toEqual(['Chennai/IN'])
  })

  it('falls back to places that sound alike only when nothing matched the spelling', () => {
    expect(names(idx, 'Hydrabad')).toEqual(['Hyderābād/IN', 'Hyderabad/PK'])
    expect(names(idx, 'Mumbay')).toEqual(['Mumbai/IN', 'Navi Mumbai/IN'])
    expect(names(idx, 'zzqx')).toEqual([])
  })

  it('searches by the town of a pasted display text', () => {
    expect(names(idx, 'Mumbai, Maharashtra, India')[0]).toBe('Mumbai/IN')
  })

  it('honours the limit and answers nothing for unknown text', () => {
    expect(idx.search('pa', { limit: 2 })).toHaveLength(2)
    expect(idx.search('qqqqq', { limit: 10 })).toEqual([])
    expect(idx.search('!!', { limit: 10 })).toEqual([])
  })

  it('answers the same through the precomputed lists of large prefix ranges', () => {
    const small = index(2) // every range of more than 2 keys uses its precomputed best places
    for (const q of ['p', 'pa', 'h', 'hy', 'd', 'de', 'm', 'mu', 'ram', 'मु', 'ప', 'बनारस', 'தி'])
      expect(names(small, q, 5), q).toEqual(names(idx, q, 5))
  })

  it('refuses an index built with other name rules', () => {
    const { data } = compilePlaces(gazetteer)
    expect(() => new PlaceIndex({ ...data, keyVersion: data.keyVersion + 1 })).toThrow(/npm run build:places/)
  })
})
