import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RealtimeEvent } from '../../core/consultations/ports/realtime'
import type { LocalSocket, RealtimeHub } from '../../adapters/realtime/realtime-hub'
import { eventually } from './eventually'

export interface RealtimeUnderTest {
  /**
   * The hubs of one deployment: a single one for an adapter that serves one instance, several sharing
   * their users for one that spans instances. Sockets are spread over them and events are published
   * from another one than holds the socket, so "on whichever instance" is what is tested.
   */
  hubs: RealtimeHub[]
  close(): Promise<void>
}

/** A socket that keeps what the hub delivers to it. */
class RecordingSocket implements LocalSocket {
  readonly id = randomUUID()
  readonly received: RealtimeEvent[] = []
  /** the serialised forms, as they would go down the wire */
  readonly wire: string[] = []
  constructor(readonly userId: string) {}
  deliver(event: RealtimeEvent, json: string): void {
    this.received.push(event)
    this.wire.push(json)
  }
  count(event: RealtimeEvent): number {
    return this.received.filter((e) => JSON.stringify(e) === JSON.stringify(event)).length
  }
}

const typing = (userId: string, n: number): RealtimeEvent => ({ type: 'typing', consultationId: `c-${n}`, userId, from: 'customer', typing: true })
const presence = (n: number): RealtimeEvent => ({ type: 'presence', astrologerId: `astro-${n}`, isOnline: n % 2 === 0 })

/**
 * What every realtime hub must do (the Realtime port plus the socket registry the WebSocket gateway
 * uses), whether it serves one instance or several through Redis: events reach every open socket of the
 * named users and no other, broadcasts reach every socket, and presence counts sockets on any instance.
 * Delivery may be asynchronous, so receipt is awaited with a bound; absence is checked after a later
 * broadcast (a fence) has reached every socket.
 */
export function describeRealtimeContract(name: string, make: () => Promise<RealtimeUnderTest>) {
  describe(`Realtime contract: ${name}`, () => {
    let under: RealtimeUnderTest
    let hubs: RealtimeHub[]
    /** the hub at position i, wrapping, so a test reads the same with one hub or several */
    const hub = (i: number) => hubs[i % hubs.length]!
    beforeEach(async () => {
      under = await make()
      hubs = under.hubs
    })
    afterEach(async () => under.close())

    const fenceAll = async (sockets: RecordingSocket[], n: number) => {
      const fence = presence(1000 + n)
      await hub(0).broadcast(fence)
      await eventually(() => sockets.every((s) => s.count(fence) === 1), 'the fence broadcast on every socket')
      // What goes down the wire says the same as the event handed over.
      for (const s of sockets) expect(s.wire.map((json) => JSON.parse(json))).toEqual(s.received)
      return fence
    }

    it('delivers a published event once to every open socket of each named user, and to no one else', async () => {
      const alice = 'alice-' + randomUUID()
      const [alice1, alice2, bob, carol] = [new RecordingSocket(alice), new RecordingSocket(alice), new RecordingSocket('bob-' + randomUUID()), new RecordingSocket('carol-' + randomUUID())]
      await hub(0).add(alice1)
      await hub(1).add(alice2)
      await hub(1).add(bob)
      await hub(0).add(carol)

      const event = typing(alice, 1)
      // Alice named twice still gets the event once per socket.
      await hub(1).publish([alice, bob.userId, alice, 'nobody-connected'], event)
      await eventually(() => [alice1, alice2, bob].every((s) => s.count(event) > 0), 'the event on the sockets of alice and bob')
      await fenceAll([alice1, alice2, bob, carol], 1)
      expect([alice1, alice2, bob].map((s) => s.count(event))).toEqual([1, 1, 1])
      expect(carol.count(event)).toBe(0)

      await hub(0).publish([], typing(alice, 2))
      await fenceAll([alice1, alice2, bob, carol], 2)
      for (const s of [alice1, alice2, bob, carol]) expect(s.received).toHaveLength(s === carol ? 2 : 3)
    })

    it('broadcasts an event once to every open socket on every instance', async () => {
      const sockets = Array.from({ length: 4 }, (_, i) => new RecordingSocket(`user-${i % 3}-${randomUUID()}`))
      for (const [i, socket] of sockets.entries()) await hub(i).add(socket)
      const event = presence(7)
      await hub(1).broadcast(event)
      await eventually(() => sockets.every((s) => s.count(event) > 0), 'the broadcast on every socket')
      await fenceAll(sockets, 1)
      for (const s of sockets) expect(s.count(event)).toBe(1)
    })

    it('counts a user connected from the first open socket on any instance until the last closes', async () => {
      const user = 'user-' + randomUUID()
      const isConnectedEverywhere = async () => Promise.all(hubs.map((h) => h.isConnected(user)))
      expect(await isConnectedEverywhere()).toEqual(hubs.map(() => false))

      const first = new RecordingSocket(user)
      const second = new RecordingSocket(user)
      expect(await hub(0).add(first)).toBe(true)
      expect(await isConnectedEverywhere()).toEqual(hubs.map(() => true))
      expect(await hub(1).add(second)).toBe(false)

      expect(await hub(0).remove(first)).toBe(false)
      expect(await isConnectedEverywhere()).toEqual(hubs.map(() => true))
      expect(await hub(1).remove(second)).toBe(true)
      expect(await isConnectedEverywhere()).toEqual(hubs.map(() => false))
      expect(await hub(1).isConnected('never-connected-' + randomUUID())).toBe(false)
    })

    it('stops delivering to a socket once it is removed, and keeps delivering to the user’s others', async () => {
      const user = 'user-' + randomUUID()
      const leaving = new RecordingSocket(user)
      const staying = new RecordingSocket(user)
      await hub(0).add(leaving)
      await hub(1).add(staying)
      await hub(0).remove(leaving)

      const event = typing(user, 3)
      await hub(1).publish([user], event)
      await eventually(() => staying.count(event) === 1, 'the event on the socket that stayed')
      await fenceAll([staying], 1)
      expect(leaving.received).toEqual([])

      // A socket added again is delivered to again.
      await hub(0).add(leaving)
      await hub(1).publish([user], event)
      await eventually(() => leaving.count(event) === 1 && staying.count(event) === 2, 'the event on both sockets')
    })
  })
}
