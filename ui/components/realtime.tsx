import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useAuth } from '../lib/auth'
import type { RealtimeService } from '../services/paid-service-types'
import type { RealtimeClient, RealtimeStatus, ServerEvent } from '../services/realtime'
import { useServices } from '../services/services-context'

/**
 * One live-chat socket per signed-in token, shared by every component that needs it (the chat, the
 * astrologer's request list, presence on the astrologer list). Opened by the first user, closed a little
 * after the last one leaves, so a page change does not drop and reopen it.
 */
const CLOSE_AFTER_MS = 5_000

interface Shared {
  token: string
  client: RealtimeClient
  users: number
  /** consultations in progress: their socket must stay while they last (docs/chat.md, billing rule 5) */
  pinned: Set<string>
  closeTimer: ReturnType<typeof setTimeout> | null
  detach: () => void
}

let shared: Shared | null = null

function acquire(service: RealtimeService, token: string): RealtimeClient {
  if (shared && shared.token !== token) {
    shared.detach()
    shared.client.close()
    shared = null
  }
  if (!shared) {
    const client = service.connect(token)
    // Network back or tab visible again: try at once instead of waiting out the pause.
    const retry = () => client.reconnectNow()
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry()
    }
    window.addEventListener('online', retry)
    document.addEventListener('visibilitychange', onVisible)
    const pinned = new Set<string>()
    // A pinned chat that ends (seen from any page) no longer holds the socket.
    const offEvents = client.on((event) => {
      if (event.type === 'consultation' && event.consultation.status !== 'active' && pinned.delete(event.consultation.id)) maybeClose()
    })
    shared = {
      token,
      client,
      users: 0,
      pinned,
      closeTimer: null,
      detach: () => {
        offEvents()
        window.removeEventListener('online', retry)
        document.removeEventListener('visibilitychange', onVisible)
      },
    }
  }
  if (shared.closeTimer) clearTimeout(shared.closeTimer)
  shared.closeTimer = null
  shared.users++
  return shared.client
}

function release(client: RealtimeClient): void {
  const current = shared
  if (!current || current.client !== client) return
  current.users--
  maybeClose()
}

/** Closes the socket a little after nobody uses it and no chat in progress holds it. */
function maybeClose(): void {
  const current = shared
  if (!current || current.users > 0 || current.pinned.size > 0) return
  if (current.closeTimer) clearTimeout(current.closeTimer)
  current.closeTimer = setTimeout(() => {
    if (shared !== current || current.users > 0 || current.pinned.size > 0) return
    current.detach()
    current.client.close()
    shared = null
  }, CLOSE_AFTER_MS)
}

/**
 * Keeps the socket open while this consultation is in progress, even after its page is left: the server
 * bills only while both parties are connected and ends a chat whose party stays away for 60 s, so moving
 * to another page of the site must not drop out of the chat. Released when the chat ends.
 */
export function useHoldRealtimeWhileActive(client: RealtimeClient | null, consultationId: string, active: boolean): void {
  useEffect(() => {
    const current = shared
    if (!client || !current || current.client !== client) return
    if (active) current.pinned.add(consultationId)
    else if (current.pinned.delete(consultationId)) maybeClose()
  }, [client, consultationId, active])
}

/** The shared socket while signed in (null when signed out). */
export function useRealtimeClient(): RealtimeClient | null {
  const { token } = useAuth()
  const { realtime } = useServices()
  const [client, setClient] = useState<RealtimeClient | null>(null)
  useEffect(() => {
    if (!token) {
      // Signed out: no chat may keep the old session's socket.
      if (shared) {
        shared.detach()
        shared.client.close()
        shared = null
      }
      setClient(null)
      return
    }
    const acquired = acquire(realtime, token)
    setClient(acquired)
    return () => release(acquired)
  }, [token, realtime])
  return client
}

const noop = () => () => undefined

/** The socket's status, re-rendering on change ('closed' without a socket). */
export function useRealtimeStatus(client: RealtimeClient | null): RealtimeStatus {
  return useSyncExternalStore(
    client ? (onChange) => client.onStatus(onChange) : noop,
    () => client?.status ?? 'closed',
    () => 'closed' as const,
  )
}

/** Calls `handler` with every server event; the latest handler is used without resubscribing. */
export function useRealtimeEvents(client: RealtimeClient | null, handler: (event: ServerEvent) => void): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    if (!client) return
    return client.on((event) => latest.current(event))
  }, [client])
}
