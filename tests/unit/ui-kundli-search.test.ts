import { describe, expect, it } from 'vitest'
import { birthSearchString, kundliRequestOf, parseBirthSearch } from '../../ui/components/birth/birth-search'
import { kundliRequestQuery } from '../../ui/services/http-services'

describe('kundli query string of a shared link', () => {
  const shared = new URLSearchParams('name=Asha&date=1950-03-10&time=10:00&location=Mumbai&gender=female&latitude=18.975&longitude=72.8258')

  it('reads the spec parameters and writes them back in the spec order', () => {
    const details = parseBirthSearch(shared)
    expect(details).toMatchObject({ name: 'Asha', date: '1950-03-10', time: '10:00', gender: 'female', latitude: 18.975, longitude: 72.8258, offset: '' })
    expect(birthSearchString(details)).toBe('name=Asha&date=1950-03-10&time=10:00&location=Mumbai&gender=female&latitude=18.975&longitude=72.8258')
  })

  it('carries a stated UTC offset to the API as minutes, and drops one that is not an offset', () => {
    const withOffset = parseBirthSearch(new URLSearchParams(`${shared}&offset=%2B04:51`))
    expect(withOffset.offset).toBe('+04:51')
    expect(birthSearchString(withOffset)).toContain('offset=%2B04:51')
    const request = kundliRequestOf(withOffset)!
    expect(request.offsetMinutes).toBe(291)
    expect(kundliRequestQuery(request)).toContain('offsetMinutes=291')
    expect(parseBirthSearch(new URLSearchParams(`${shared}&offset=IST`)).offset).toBe('')
  })

  it('needs coordinates for a chart', () => {
    expect(kundliRequestOf(parseBirthSearch(new URLSearchParams('date=1990-01-01&time=05:00')))).toBeNull()
  })
})
