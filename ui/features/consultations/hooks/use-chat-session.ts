import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConsultationView, ParticipantRole } from '../../../../core/domain/consultation'
import { newRandomId } from '../../../components/idempotency'
import { useHoldRealtimeWhileActive, useRealtimeClient, useRealtimeEvents, useRealtimeStatus } from '../../../components/realtime'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { chatMessagesQueryOptions, consultationQueryOptions } from '../api/consultation-queries'
import { chatReducer, initialChatState, lastSeqFrom, lastSeqOf } from '../utils/chat-state'
import { walletKeys } from '../../wallet/api/keys'
import { consultationKeys } from '../api/keys'

/** Send `typing: true` at most this often while the user types (docs/ui-contract.md). */
const TYPING_SEND_EVERY_MS = 2_000
/** Without a working socket, re-read the consultation this often (the request, the bill). */
const POLL_WITHOUT_SOCKET_MS = 5_000

/**
 * One live chat: its consultation and bill, its messages and the socket's events merged into one state
 * (chat-state.ts). After every (re)connect it asks the server to `sync` from the last message held, and
 * re-sends the messages still waiting for confirmation with their clientId (the server stores each once),
 * so a dropped connection loses nothing. Messages go over HTTP when the socket is down.
 */
export function useChatSession(consultationId: string, { visible = true }: { visible?: boolean } = {}) {
  const services = useServices()
  const { user, updateBalance } = useAuth()
  const queryClient = useQueryClient()
  const client = useRealtimeClient()
  const socket = useRealtimeStatus(client)
  const [state, dispatch] = useReducer(chatReducer, consultationId, initialChatState)
  const stateRef = useRef(state)
  stateRef.current = state
  // Astrologer accounts only ever sit on the astrologer's side; everyone else chats as the customer.
  const me: ParticipantRole = user?.role === 'astrologer' ? 'astrologer' : 'customer'
  const other: ParticipantRole = me === 'customer' ? 'astrologer' : 'customer'
  const open = state.consultation ? state.consultation.status === 'requested' || state.consultation.status === 'active' : true

  const consultation = useQuery({
    ...consultationQueryOptions(services, consultationId),
    refetchInterval: open && socket !== 'open' ? POLL_WITHOUT_SOCKET_MS : open && state.consultation?.status === 'requested' ? 10_000 : false,
  })
  const messages = useQuery({ ...chatMessagesQueryOptions(services, consultationId), refetchInterval: open && socket !== 'open' ? POLL_WITHOUT_SOCKET_MS : false })

  useEffect(() => {
    if (!consultation.data) return
    const { bill, ...view } = consultation.data
    dispatch({ type: 'loaded', consultation: view, bill, at: Date.now() })
  }, [consultation.data])
  useEffect(() => {
    if (messages.data) dispatch({ type: 'loaded', messages: messages.data, at: Date.now() })
  }, [messages.data])

  const previousStatus = useRef<string | null>(null)
  useRealtimeEvents(client, (event) => {
    dispatch({ type: 'event', event, me, at: Date.now() })
    if (event.type === 'synced' && event.consultationId === consultationId && event.more) {
      client?.send({ type: 'sync', consultationId, afterSeq: event.lastSeq })
    }
  })

  // A status change (accepted, ended …) refreshes the lists, and the full record once the chat is over.
  const status = state.consultation?.status ?? null
  useEffect(() => {
    if (!status || previousStatus.current === status) return
    const before = previousStatus.current
    previousStatus.current = status
    if (before === null) return
    void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    void queryClient.invalidateQueries({ queryKey: consultationKeys.incoming })
    if (status !== 'active' && status !== 'requested') {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.one(consultationId) })
      void queryClient.invalidateQueries({ queryKey: consultationKeys.messages(consultationId) })
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
    }
  }, [status, consultationId, queryClient])

  useHoldRealtimeWhileActive(client, consultationId, status === 'active')

  // The header balance follows the bill (the customer's copy carries the balance).
  const balance = state.bill?.balance
  useEffect(() => {
    if (me === 'customer' && typeof balance === 'number') updateBalance(balance)
  }, [me, balance, updateBalance])

  // Every (re)connect: catch up from the last message held, then re-send what is unconfirmed.
  useEffect(() => {
    if (socket !== 'open' || !client) return
    client.send({ type: 'sync', consultationId, afterSeq: lastSeqOf(stateRef.current) })
    for (const p of stateRef.current.pending) if (!p.error) client.send({ type: 'message', consultationId, text: p.text, clientId: p.clientId })
  }, [socket, client, consultationId])

  const deliver = useCallback(
    async (text: string, clientId: string) => {
      if (client?.send({ type: 'message', consultationId, text, clientId })) return
      try {
        const stored = await services.consultations.sendMessage(consultationId, text, clientId)
        dispatch({ type: 'loaded', messages: [stored], at: Date.now() })
      } catch (error) {
        // A network failure keeps it queued for the next connect; a refusal is shown on the message.
        if (error instanceof HttpError) dispatch({ type: 'failed', clientId, error: error.code ?? String(error.status) })
      }
    },
    [client, consultationId, services],
  )

  const lastTypingSent = useRef(0)
  const sendTyping = useCallback(
    (typing: boolean) => {
      const now = Date.now()
      if (typing) {
        if (now - lastTypingSent.current < TYPING_SEND_EVERY_MS) return
        lastTypingSent.current = now
      } else {
        if (lastTypingSent.current === 0) return
        lastTypingSent.current = 0
      }
      client?.send({ type: 'typing', consultationId, typing })
    },
    [client, consultationId],
  )

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim()
      if (!text) return
      const clientId = newRandomId()
      dispatch({ type: 'queued', message: { clientId, text, createdAt: Date.now(), error: null } })
      sendTyping(false)
      void deliver(text, clientId)
    },
    [deliver, sendTyping],
  )

  const retry = useCallback(
    (clientId: string) => {
      const pending = stateRef.current.pending.find((p) => p.clientId === clientId)
      if (!pending) return
      dispatch({ type: 'retry', clientId })
      void deliver(pending.text, clientId)
    },
    [deliver],
  )
  const discard = useCallback((clientId: string) => dispatch({ type: 'discard', clientId }), [])

  // Read receipts: the other party's messages count as read once this chat is on screen.
  const lastReadSent = useRef(0)
  const upTo = lastSeqFrom(state.messages, other)
  const [pageVisible, setPageVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible')
  useEffect(() => {
    const onChange = () => setPageVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  useEffect(() => {
    if (!visible || !pageVisible || upTo <= lastReadSent.current) return
    const unread = state.messages.some((m) => m.from === other && m.seq <= upTo && !m.readAt)
    lastReadSent.current = upTo
    if (!unread) return
    if (!client?.send({ type: 'read', consultationId, upToSeq: upTo })) void services.consultations.markRead(consultationId, upTo).catch(() => undefined)
  }, [visible, pageVisible, upTo, other, client, consultationId, services, state.messages])

  const applyAnswer = useCallback(
    (view: ConsultationView) => {
      dispatch({ type: 'loaded', consultation: view, at: Date.now() })
      void queryClient.invalidateQueries({ queryKey: consultationKeys.one(consultationId) })
    },
    [consultationId, queryClient],
  )

  return {
    state,
    me,
    other,
    socket,
    clockOffsetMs: client?.clockOffsetMs ?? 0,
    loading: consultation.isPending,
    error: consultation.error,
    send,
    retry,
    discard,
    sendTyping,
    applyAnswer,
  }
}

export type ChatSession = ReturnType<typeof useChatSession>
