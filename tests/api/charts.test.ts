import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

async function signUp(email: string): Promise<string> {
  const res = await api().post('/api/auth/signup').send({ name: 'Chart Keeper', email, password: 'chart keeper pw' })
  return res.body.token
}

const chart = { name: 'Meena', relation: 'parent', gender: 'female', birthDate: '1962-08-20', birthTime: '14:05', birthPlace: 'Madurai, Tamil Nadu, India', latitude: 9.9252, longitude: 78.1198 }

describe('saved charts', () => {
  it('needs a signed-in user', async () => {
    expect((await api().get('/api/charts')).status).toBe(401)
    expect((await api().post('/api/charts').send(chart)).status).toBe(401)
  })
  it('saves, lists and deletes a family member’s chart, and keeps users apart', async () => {
    const token = await signUp('keeper@example.com')
    const other = await signUp('nosy@example.com')
    const saved = await api().post('/api/charts').set('Authorization', `Bearer ${token}`).send(chart)
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ ...chart, tz: null, id: expect.any(String) })
    const list = await api().get('/api/charts').set('Authorization', `Bearer ${token}`)
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([saved.body.id])
    expect((await api().get('/api/charts').set('Authorization', `Bearer ${other}`)).body).toEqual([])
    expect((await api().delete(`/api/charts/${saved.body.id}`).set('Authorization', `Bearer ${other}`)).status).toBe(404)
    expect((await api().delete(`/api/charts/${saved.body.id}`).set('Authorization', `Bearer ${token}`)).status).toBe(204)
    expect((await api().get('/api/charts').set('Authorization', `Bearer ${token}`)).body).toEqual([])
  })
  it('answers 400 with the spec messages for a bad chart', async () => {
    const token = await signUp('sloppy@example.com')
    const res = await api().post('/api/charts').set('Authorization', `Bearer ${token}`).send({ ...chart, name: 'M', birthTime: '', relation: 'cousin', latitude: 0, longitude: 0 })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'birthTime', message: 'Birth time is required' },
        { path: 'relation', message: 'Choose who this chart is for' },
      ]),
    )
  })
})
