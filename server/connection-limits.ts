import type { Server } from 'node:http'

/** How long a connection may take or sit idle before the server closes it. */
interface ConnectionLimits {
  /** to send the whole request head */
  headersMs: number
  /** to send the whole request */
  requestMs: number
  /** an idle keep-alive connection between requests */
  keepAliveMs: number
  /** a socket with no traffic at all (a connection opened and left silent) */
  idleMs: number
}

const CONNECTION_LIMITS: ConnectionLimits = { headersMs: 15_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 60_000 }

/**
 * Closes slow and idle connections (else a connection opened and left silent is kept
 * for ever, and a few thousand of them exhaust the server). WebSockets are not affected: `ws` clears the
 * socket timeout on upgrade and keeps them alive with its own pings.
 */
export function limitConnections(server: Server, limits: ConnectionLimits = CONNECTION_LIMITS): void {
  server.headersTimeout = limits.headersMs
  server.requestTimeout = limits.requestMs
  server.keepAliveTimeout = limits.keepAliveMs
  server.setTimeout(limits.idleMs, (socket) => socket.destroy())
}
