import { describe, expect, it } from 'vitest'
import { createHttpClient, HttpError, type FetchLike } from '../../ui/services/http'
import { createHttpPanchangService, panchangQuery } from '../../ui/services/panchang-service'

function recordingFetch(body: unknown, status = 200) {
  const urls: string[] = []
  const fetch: FetchLike = async (url) => {
    urls.push(url)
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetch, urls }
}

describe('panchang service', () => {
  it('builds the query strings of the published API', async () => {
    const { fetch, urls } = recordingFetch({})
    const service = createHttpPanchangService(createHttpClient({ fetch, storage: null }))
    await service.day({ date: '2025-10-20', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata', rise: 'hindu' })
    await service.month({ year: 2025, month: 10, lat: 19.07, lon: 72.88, rise: 'apparent' })
    await service.festivals({ year: 2026 })
    await service.muhurat({ category: 'griha-pravesh', year: 2026, month: 2, lat: 13.08 })
    expect(urls).toEqual([
      '/api/panchang?date=2025-10-20&lat=28.6139&lon=77.209&tz=Asia/Kolkata',
      '/api/panchang/month?year=2025&month=10&lat=19.07&lon=72.88&rise=apparent',
      '/api/festivals?year=2026',
      // A lone coordinate is dropped: both or neither (New Delhi).
      '/api/muhurat?category=griha-pravesh&year=2026&month=2',
    ])
    expect(panchangQuery({ a: undefined, b: '', rise: 'hindu', c: 1 })).toBe('c=1')
  })

  it("unwraps today's {data}", async () => {
    const data = { date: '2026-11-22', tithi: { name: 'Trayodashi' } }
    const { fetch } = recordingFetch({ data })
    const service = createHttpPanchangService(createHttpClient({ fetch, storage: null }))
    expect(await service.today()).toEqual(data)
  })

  it('rejects a 400 with its field issues', async () => {
    const { fetch } = recordingFetch({ message: 'Invalid input', code: 'VALIDATION.INVALID_INPUT', issues: [{ path: 'date', message: 'Date is not a calendar date' }] }, 400)
    const service = createHttpPanchangService(createHttpClient({ fetch, storage: null }))
    const error = (await service.day({ date: '2025-02-30', lat: 1, lon: 1 }).catch((e: unknown) => e)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.issues[0]).toEqual({ path: 'date', message: 'Date is not a calendar date' })
  })
})
