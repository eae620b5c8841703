/**
 * The clients of the chat bench (chat-bench.ts): 20 astrologer and 200 customer sockets that ping-pong
 * flat out, then write at a human pace, timing each message from send to arrival on the other socket.
 * They run on the server's thread, or (CHAT_BENCH_CLIENTS=worker) on a worker thread of their own, as
 * browsers would be elsewhere; on this 2-core shared machine the worker made no consistent difference
 * (docs/performance.md, "Live chat"), on a bigger one it keeps the clients off the measured thread.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { WebSocket } from 'ws'

export interface DriveChatsInput {
  wsUrl: string
  astrologerTokens: string[]
  /** one per chat: its consultation, its customer's token and its astrologer (an index into astrologerTokens) */
  pairs: Array<{ consultationId: string; customerToken: string; astrologer: number }>
  roundTrips: number
  paceMs: number
  pacedMs: number
}

/** Delivery latencies (ms, in arrival order) of both phases and their durations (s). */
export interface DriveChatsResult {
  saturated: number[]
  seconds: number
  paced: number[]
  pacedSeconds: number
}

interface Socket {
  ws: WebSocket
  onMessage: (event: { type: string; [key: string]: any }) => void
}

async function openSocket(url: string, token: string): Promise<Socket> {
  const ws = new WebSocket(url)
  const socket: Socket = { ws, onMessage: () => undefined }
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const ready = new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString())
      if (event.type === 'ready') resolve()
      socket.onMessage(event)
    })
  })
  ws.send(JSON.stringify({ type: 'auth', token }))
  await ready
  return socket
}

/** Runs both phases on this thread. */
export async function driveChats(input: DriveChatsInput): Promise<DriveChatsResult> {
  const { wsUrl, pairs, roundTrips, paceMs, pacedMs } = input
  const chats = pairs.length
  const astroSockets = await Promise.all(input.astrologerTokens.map((token) => openSocket(wsUrl, token)))
  const customerSockets = await Promise.all(pairs.map((p) => openSocket(wsUrl, p.customerToken)))

  const latencies: number[] = []
  const sentAt = new Map<string, number>()
  const byConsultation = new Map(pairs.map((p, i) => [p.consultationId, i]))
  const remaining = new Map(pairs.map((p) => [p.consultationId, roundTrips]))
  let finish!: () => void
  const finished = new Promise<void>((resolve) => (finish = resolve))
  let open = chats
  let clientSeq = 0
  const send = (socket: Socket, consultationId: string) => {
    const clientId = `b${++clientSeq}`
    sentAt.set(clientId, performance.now())
    socket.ws.send(JSON.stringify({ type: 'message', consultationId, text: `message ${clientId}`, clientId }))
  }
  const arrived = (event: { [key: string]: any }) => {
    const t0 = sentAt.get(event.message.clientId)
    if (t0 !== undefined) {
      latencies.push(performance.now() - t0)
      sentAt.delete(event.message.clientId)
    }
  }
  // The astrologer answers every customer message; the customer asks again until its round trips are done.
  astroSockets.forEach((socket) => {
    socket.onMessage = (event) => {
      if (event.type !== 'message' || event.message.from !== 'customer') return
      arrived(event)
      send(socket, event.consultationId)
    }
  })
  customerSockets.forEach((socket, i) => {
    socket.onMessage = (event) => {
      if (event.type !== 'message' || event.message.from !== 'astrologer') return
      arrived(event)
      const left = remaining.get(event.consultationId)! - 1
      remaining.set(event.consultationId, left)
      if (left > 0) send(customerSockets[byConsultation.get(event.consultationId)!], event.consultationId)
      else if (--open === 0) finish()
      void i
    }
  })

  const start = performance.now()
  pairs.forEach((p, i) => send(customerSockets[i], p.consultationId))
  await finished
  const seconds = (performance.now() - start) / 1000
  const saturated = [...latencies]

  // Paced: every customer writes every paceMs (staggered), the astrologer answers each message.
  latencies.length = 0
  customerSockets.forEach((socket) => {
    socket.onMessage = (event) => {
      if (event.type === 'message' && event.message.from === 'astrologer') arrived(event)
    }
  })
  const pacedStart = performance.now()
  const timers = pairs.map((p, i) => {
    const write = () => send(customerSockets[i], p.consultationId)
    const first = setTimeout(() => {
      write()
      timers[i] = setInterval(write, paceMs)
    }, Math.random() * paceMs)
    return first as ReturnType<typeof setTimeout>
  })
  await new Promise((r) => setTimeout(r, pacedMs))
  timers.forEach((t) => clearInterval(t))
  await new Promise((r) => setTimeout(r, 1_000)) // the last answers arrive
  const pacedSeconds = (performance.now() - pacedStart - 1_000) / 1000
  const paced = [...latencies]
  for (const s of [...astroSockets, ...customerSockets]) s.ws.close()
  return { saturated, seconds, paced, pacedSeconds }

}

/** Runs both phases in a worker thread (this file is its entry). */
export function driveChatsInWorker(input: DriveChatsInput): Promise<DriveChatsResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: input })
    worker.once('message', (result: DriveChatsResult) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

if (parentPort && workerData?.wsUrl) {
  const port = parentPort
  void driveChats(workerData as DriveChatsInput).then((result) => port.postMessage(result))
}
