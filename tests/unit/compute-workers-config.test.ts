import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/schema'

/** COMPUTE_WORKERS: unset means "cores − 1" (decided in server/container.ts), 0 the event loop, else a thread count. */
describe('COMPUTE_WORKERS', () => {
  it('is optional and reads a whole number of threads, 0 included', () => {
    expect(loadConfig({}).COMPUTE_WORKERS).toBeUndefined()
    expect(loadConfig({ COMPUTE_WORKERS: '0' }).COMPUTE_WORKERS).toBe(0)
    expect(loadConfig({ COMPUTE_WORKERS: '3' }).COMPUTE_WORKERS).toBe(3)
  })

  it('stops start-up with one line naming it for anything else', () => {
    for (const bad of ['-1', '1.5', 'many', '33']) {
      expect(() => loadConfig({ COMPUTE_WORKERS: bad }), bad).toThrow(`Invalid configuration: COMPUTE_WORKERS must be a whole number from 0 to 32 (got "${bad}")`)
    }
  })
})
