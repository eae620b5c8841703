import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Storage } from '../../adapters/storage/database'
import { SqlSavedChartRepository } from '../../adapters/storage/saved-chart-repository'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import type { NewSavedChart } from '../../core/domain/saved-chart'
import { storageDrivers } from '../support/storage'

const chart = (name: string): NewSavedChart => ({
  name,
  relation: 'spouse',
  gender: 'female',
  birthDate: '1990-04-15',
  birthTime: '05:30',
  birthPlace: 'Mumbai, Maharashtra, India',
  latitude: 19.076,
  longitude: 72.8777,
  tz: 'Asia/Kolkata',
})

for (const [driver, open] of storageDrivers) {
  describe(`SavedChartRepository contract: ${driver}`, () => {
    let storage: Storage
    let owner: string
    let other: string
    beforeEach(async () => {
      storage = await open()
      const users = new SqlUserRepository(storage.db)
      owner = (await users.create({ email: 'owner@example.com', name: 'Owner', role: 'customer', passwordHash: 'h' })).id
      other = (await users.create({ email: 'other@example.com', name: 'Other', role: 'customer', passwordHash: 'h' })).id
    })
    afterEach(async () => storage.close())

    it('keeps charts per owner, newest first, with every field', async () => {
      const charts = new SqlSavedChartRepository(storage.db)
      const first = await charts.create(owner, chart('Priya'))
      await new Promise((r) => setTimeout(r, 5))
      await charts.create(owner, chart('Arjun'))
      await charts.create(other, chart('Someone else'))
      const mine = await charts.listFor(owner)
      expect(mine.map((c) => c.name)).toEqual(['Arjun', 'Priya'])
      expect(mine[1]).toEqual({ ...chart('Priya'), id: first.id, createdAt: first.createdAt })
      expect(await charts.countFor(owner)).toBe(2)
    })

    it('deletes only the owner’s chart', async () => {
      const charts = new SqlSavedChartRepository(storage.db)
      const saved = await charts.create(owner, chart('Priya'))
      expect(await charts.delete(other, saved.id)).toBe(false)
      expect(await charts.delete(owner, 'not-a-uuid')).toBe(false)
      expect(await charts.delete(owner, saved.id)).toBe(true)
      expect(await charts.listFor(owner)).toEqual([])
    })
  })
}
