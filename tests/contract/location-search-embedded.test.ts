import { describe, expect, it } from 'vitest'
import { EmbeddedLocationSearch } from '../../adapters/location/embedded-location-search'
import { defaultPlacesFile, readPlacesFile } from '../../adapters/location/places-file'
import { describeLocationSearchContract } from './location-search.contract'

const embedded = EmbeddedLocationSearch.fromFile()

describeLocationSearchContract('embedded GeoNames gazetteer', async () => ({ places: embedded }))

const first = async (query: string, lang = 'en') => (await embedded.search(query, { limit: 10, lang }))[0]

describe('the embedded gazetteer', () => {
  it('holds every Indian place of the sources and the large places and capitals elsewhere', () => {
    const data = readPlacesFile(defaultPlacesFile())
    expect(data.counts.india).toBeGreaterThan(7000)
    expect(data.counts.places).toBeGreaterThan(30000)
    expect(data.attribution).toMatch(/GeoNames/)
    const capitals = ['Vaduz', 'Andorra la Vella', 'Valletta', 'Thimphu', 'Male', 'Ngerulmud']
    for (const capital of capitals) expect(data.places.name, capital).toContain(capital)
    // GeoNames codes a few towns of Pakistan-administered Kashmir as Indian; geo-tz gives the clock kept there
    const india = data.countries.indexOf('IN')
    const otherZones = data.places.name.filter((_, i) => data.places.country[i] === india && data.zones[data.places.zone[i]] !== 'Asia/Kolkata')
    expect(otherZones.length).toBeLessThan(5)
    for (const name of otherZones) {
      const i = data.places.name.indexOf(name)
      expect(data.places.lat[i] / 1e5, name).toBeGreaterThan(32.5) // Kashmir
    }
  })

  it.each([
    ['Bombay', 'Mumbai'],
    ['Benares', 'Varanasi'],
    ['Kashi', 'Varanasi'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Bangalore', 'Bengaluru'],
    ['Poona', 'Pune'],
    ['Trivandrum', 'Thiruvananthapuram'],
  ])('finds %s as %s', async (query, name) => {
    expect((await first(query)).name).toBe(name)
  })

  it.each([
    ['मुंबई', 'Mumbai'],
    ['மும்பை', 'Mumbai'],
    ['ముంబై', 'Mumbai'],
    ['दिल्ली', 'Delhi'],
    ['சென்னை', 'Chennai'],
    ['హైదరాబాద్', 'Hyderabad'],
    ['हैदराबाद', 'Hyderabad'],
    ['वाराणसी', 'Varanasi'],
    ['काशी', 'Varanasi'],
    ['कोलकाता', 'Kolkata'],
    ['பெங்களூரு', 'Bengaluru'],
    ['తిరుపతి', 'Tirupati'],
    ['मुं', 'Mumbai'],
    ['चे', 'Chennai'],
  ])('finds %s as %s', async (query, name) => {
    const result = await first(query)
    expect(result.name).toBe(name)
    expect(result.country).toBe('IN')
  })

  it('ranks an exact name first, then India and its neighbours, then population', async () => {
    expect((await first('Delhi')).display).toBe('Delhi, Delhi, India')
    expect((await first('Hyderabad')).display).toBe('Hyderabad, Telangana, India')
    const london = await embedded.search('London', { limit: 3 })
    expect(london[0].display).toBe('London, England, United Kingdom')
    expect(london[0].timezone).toBe('Europe/London')
    const ka = await embedded.search('Ka', { limit: 10 })
    expect(ka.every((r) => r.country === 'IN')).toBe(true)
  })

  it('finds misspellings that sound alike when nothing else matches', async () => {
    expect((await first('Hydrabad')).name).toBe('Hyderabad')
    expect((await first('Tiruvanantapuram')).name).toBe('Thiruvananthapuram')
  })

  it('shows Hindi, Tamil and Telugu country names', async () => {
    expect((await first('Pune', 'hi')).display).toBe('Pune, Maharashtra, भारत')
    expect((await first('Madurai', 'ta')).display).toBe('Madurai, Tamil Nadu, இந்தியா')
    expect((await first('Warangal', 'te')).display).toBe('Warangal, Telangana, భారతదేశం')
  })
})
