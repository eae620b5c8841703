import { QueryClient } from '@tanstack/react-query'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { createInProcessFetch } from '../../server/in-process-api'
import { lookupRoute } from '../../ui/app/route-lookup'
import { prefetchPanchang } from '../../ui/features/panchang/api/prefetch-panchang'
import type { FestivalJson } from '../../ui/services/panchang-service'
import { createHttpServices } from '../../ui/services/http-services'
import { testPlatform } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  platform = await testPlatform({}, { clock: { now: () => new Date('2026-12-05T06:00:00Z') } })
})
afterAll(async () => platform.close())

/**
 * A year page renders what its route's loader fetched (the server waits for it): the page of 2026 must
 * ask the festival calendar for 2026, through the services the server renders with.
 */
describe('the festival page of a year', () => {
  async function loadedFestivals(path: string): Promise<FestivalJson[]> {
    const services = createHttpServices({ fetch: createInProcessFetch(platform.container), storage: null, host: () => 'localhost' })
    const match = lookupRoute(path)!
    const queryClient = new QueryClient()
    await prefetchPanchang(queryClient, services, 'festivals', {}, { path: match.entry.path, params: match.params })
    const loaded = queryClient.getQueriesData<FestivalJson[]>({})
    expect(loaded).toHaveLength(1)
    return loaded[0]![1]!
  }

  it('/year-2026/festivals loads 2026, with Diwali on the day the engine computes', async () => {
    const engine = (await request(platform.app).get('/api/festivals').query({ year: 2026 })).body as FestivalJson[]
    const computed = engine.find((f) => f.id === 'diwali')!.date
    expect(computed).toMatch(/^2026-1[01]-\d\d$/)
    const festivals = await loadedFestivals('/year-2026/festivals')
    expect(festivals.find((f) => f.id === 'diwali')?.date).toBe(computed)
    expect(new Set(festivals.map((f) => f.date.slice(0, 4)))).toEqual(new Set(['2026']))
  })

  it('/year-2025/festivals still loads 2025 (Diwali on 20 October, the published date)', async () => {
    const festivals = await loadedFestivals('/year-2025/festivals')
    expect(festivals.find((f) => f.id === 'diwali')?.date).toBe('2025-10-20')
  })
})
