import { randomBytes, randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import type { LocalSocket } from '../../adapters/realtime/realtime-hub'
import { LocalRealtimeHub } from '../../adapters/realtime/realtime-hub'
import { RedisRealtimeHub } from '../../adapters/realtime/redis-realtime-hub'
import { describeRealtimeContract } from './realtime.contract'

const redisUrl = process.env.TEST_REDIS_URL

describeRealtimeContract('in process (one instance)', async () => {
  const hub = new LocalRealtimeHub()
  return { hubs: [hub], close: () => hub.close() }
})

/** Two instances on one Redis, under a prefix of this run's own so parallel runs stay apart. */
async function redisInstances(count: number) {
  const prefix = `test:rt:${randomBytes(4).toString('hex')}:`
  const redis = new Redis(redisUrl!)
  const errors: unknown[] = []
  const hubs = Array.from({ length: count }, () => new RedisRealtimeHub(redis, { prefix, onError: (error) => errors.push(error) }))
  return {
    redis,
    hubs,
    errors,
    close: async () => {
      for (const hub of hubs) await hub.close()
      redis.disconnect()
    },
  }
}

if (redisUrl)
  describeRealtimeContract('Redis pub/sub (two instances)', async () => {
    const { hubs, errors, close } = await redisInstances(2)
    return {
      hubs,
      close: async () => {
        await close()
        expect(errors).toEqual([])
      },
    }
  })

describe.skipIf(!redisUrl)('RedisRealtimeHub', () => {
  it('drops the sockets of an instance that closes from everyone’s presence', async () => {
    const { hubs, close } = await redisInstances(2)
    try {
      const user = 'user-' + randomUUID()
      const socket: LocalSocket = { id: randomUUID(), userId: user, deliver: () => undefined }
      await hubs[0]!.add(socket)
      expect(await hubs[1]!.isConnected(user)).toBe(true)
      await hubs[0]!.close()
      expect(await hubs[1]!.isConnected(user)).toBe(false)
    } finally {
      await close()
    }
  })
})
