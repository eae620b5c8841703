import { describe, expect, it } from 'vitest'
import { buildPlaces } from '../../../adapters/location/build/build-places'
import { defaultPlacesFile, readPlacesFile } from '../../../adapters/location/places-file'

describe('the committed place index', () => {
  it('is what `npm run build:places` makes from the installed GeoNames packages with the current name rules', () => {
    const committed = readPlacesFile(defaultPlacesFile())
    const { data } = buildPlaces()
    expect(data.sources).toEqual(committed.sources)
    expect(data.counts).toEqual(committed.counts)
    // compared as text: a deep comparison of 200,000 keys is slow to report
    expect(JSON.stringify(data) === JSON.stringify(committed), 'run `npm run build:places` and commit adapters/location/generated/').toBe(true)
  }, 120_000)
})
