import { RateLimiter } from '../core/shared/ports/rate-limiter'
import { AuditLog } from '../core/shared/ports/audit-log'
import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { ChatBilling } from '../core/consultations/ports/chat-billing'
import { Clock } from '../core/shared/ports/clock'
import { AstrologerEarningsReport } from '../core/astrologers/ports/astrologer-earnings'
import { AstrologerProfiles } from '../core/astrologers/ports/astrologer-profiles'
import { ConsultationRepository } from '../core/consultations/ports/consultation-repository'
import { MessageRepository } from '../core/consultations/ports/message-repository'
import { Realtime } from '../core/consultations/ports/realtime'
import { ReviewRepository } from '../core/consultations/ports/review-repository'
import { Scheduler, systemScheduler } from '../core/shared/ports/scheduler'
import { WalletLedger } from '../core/wallet/ports/wallet-ledger'
import { AcceptConsultation } from '../core/consultations/accept-consultation'
import { JoinBooking } from '../core/bookings/join-booking'
import { SettingsStore } from '../core/shared/ports/settings-store'
import { AcknowledgeChatDelivery } from '../core/consultations/acknowledge-chat-delivery'
import { AnnounceChatPresence } from '../core/consultations/announce-chat-presence'
import { GetAstrologerEarnings } from '../core/astrologers/astrologer-earnings'
import { GetAstrologerProfile } from '../core/content/astrologer-get-profile'
import { GetOwnAstrologerProfile } from '../core/astrologers/astrologer-own-profile'
import { SetAstrologerStatus } from '../core/astrologers/astrologer-set-status'
import { UpdateAstrologerProfile } from '../core/astrologers/astrologer-update-profile'
import { Authenticate } from '../core/accounts/authenticate'
import { ConsultationClock } from '../core/consultations/consultation-clock'
import { ConsultationNotifier } from '../core/consultations/consultation-notifier'
import { DecideConsultationRefund } from '../core/consultations/decide-consultation-refund'
import { DeclineConsultation } from '../core/consultations/decline-consultation'
import { EndConsultation } from '../core/consultations/end-consultation'
import { GetConsultation } from '../core/consultations/get-consultation'
import { ListAstrologerReviews } from '../core/content/list-astrologer-reviews'
import { ListChatMessages } from '../core/consultations/list-chat-messages'
import { ListConsultations } from '../core/consultations/list-consultations'
import { ListRefundRequests } from '../core/consultations/list-refund-requests'
import { MarkChatRead } from '../core/consultations/mark-chat-read'
import { RequestConsultation } from '../core/consultations/request-consultation'
import { RequestConsultationRefund } from '../core/consultations/request-consultation-refund'
import { ReviewConsultation } from '../core/consultations/review-consultation'
import { SendChatMessage } from '../core/consultations/send-chat-message'
import { SendTypingIndicator } from '../core/consultations/send-typing-indicator'
import { SyncChat } from '../core/consultations/sync-chat'
import { CallMediaBoard } from '../core/consultations/call-media'
import { GetCallIceServers } from '../core/consultations/get-call-ice'
import { RelayCallSignal } from '../core/consultations/relay-call-signal'
import { ReportCallMedia } from '../core/consultations/report-call-media'
import { CoturnRestCredentials } from '../adapters/calls/coturn-rest-credentials'
import { LocalRealtimeHub, type RealtimeHub } from '../adapters/realtime/realtime-hub'
import { RedisRealtimeHub } from '../adapters/realtime/redis-realtime-hub'
import { WsGateway } from '../adapters/realtime/ws-gateway'
import type { Storage } from '../adapters/storage/database'
import { SqlAstrologerEarningsReport, SqlAstrologerProfiles } from '../adapters/storage/sql-astrologer-profiles'
import { SqlConsultationRepository } from '../adapters/storage/sql-consultation-repository'
import { SqlMessageRepository } from '../adapters/storage/sql-message-repository'
import { BatchingMessageRepository, type MessageBatchingOptions } from '../adapters/storage/batching-message-repository'
import { SqlReviewRepository } from '../adapters/storage/sql-review-repository'

/** Tuning and test seams of live chat (docs/chat.md). */
export interface ChatOptions {
  /** unique per running server instance (default: a fresh uuid per process) */
  instanceId?: string
  tickMs?: number
  leaseMs?: number
  sweepMs?: number
  graceMs?: number
  /** Redis key/channel prefix (tests isolate runs with it) */
  redisPrefix?: string
  scheduler?: Scheduler
  onError?: (error: unknown, context: string) => void
  /** chat messages one user may send a minute over all sockets (default 120: an astrologer in ten chats) */
  messagesPerMinute?: number
  /** frames one socket may send: a burst, then so many a second (defaults 30 and 10) */
  frameBurst?: number
  framesPerSecond?: number
  /** how chat messages and delivery receipts are grouped into one write (docs/chat.md); false: one write each */
  messageBatching?: MessageBatchingOptions | false
  /** an accepted call whose media has not connected by then ends unbilled (ms; docs/calls.md) */
  callConnectTimeoutMs?: number
}

/** STUN/TURN for calls (config ICE_SERVERS, TURN_SECRET, TURN_TTL_SECONDS). */
export interface CallOptions {
  iceServers: string[]
  turnSecret: string | null
  ttlSeconds: number
}

export const RealtimeHubToken = Symbol('RealtimeHub')
const ChatOptionsToken = Symbol('ChatOptions')

const CHAT_DEFAULTS = { tickMs: 5_000, leaseMs: 15_000, sweepMs: 5_000 }

/** Registers consultations, chat, reviews and the astrologer dashboard (called by buildContainer). */
export function registerConsultations(c: DependencyContainer, inputs: { storage: Storage; redis?: Redis; chat?: ChatOptions; calls?: CallOptions }): void {
  const once = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) })
  const options = { ...CHAT_DEFAULTS, instanceId: randomUUID(), ...inputs.chat }
  const onError = options.onError
  const { db } = inputs.storage

  c.register(ChatOptionsToken, { useValue: options })
  c.register(Scheduler, { useValue: options.scheduler ?? systemScheduler })
  c.register(ConsultationRepository, { useValue: new SqlConsultationRepository(db) })
  const messages = new SqlMessageRepository(db)
  // PostgreSQL takes several groups at once (each lane's chats are disjoint); PGlite one statement at a time.
  const batching = { lanes: inputs.storage.kind === 'postgres' ? 3 : 1, ...options.messageBatching }
  c.register(MessageRepository, { useValue: options.messageBatching === false ? messages : new BatchingMessageRepository(messages, batching) })
  c.register(ReviewRepository, { useValue: new SqlReviewRepository(db) })
  c.register(AstrologerProfiles, { useValue: new SqlAstrologerProfiles(db) })
  c.register(AstrologerEarningsReport, { useValue: new SqlAstrologerEarningsReport(db) })
  c.register(
    RealtimeHubToken,
    once((): RealtimeHub => (inputs.redis ? new RedisRealtimeHub(inputs.redis, { prefix: options.redisPrefix, onError }) : new LocalRealtimeHub())),
  )
  c.register(Realtime, { useFactory: (r) => r.resolve<RealtimeHub>(RealtimeHubToken) })

  const clock = (r: DependencyContainer) => r.resolve<Clock>(Clock)
  const repo = (r: DependencyContainer) => r.resolve<ConsultationRepository>(ConsultationRepository)
  const realtime = (r: DependencyContainer) => r.resolve<Realtime>(Realtime)
  c.register(CallMediaBoard, { useValue: new CallMediaBoard() })
  c.register(ConsultationNotifier, once((r) => new ConsultationNotifier(realtime(r), r.resolve(WalletLedger), clock(r), options.leaseMs, r.resolve(CallMediaBoard))))
  c.register(
    ConsultationClock,
    once(
      (r) =>
        new ConsultationClock(repo(r), r.resolve(ChatBilling), r.resolve(WalletLedger), realtime(r), r.resolve(ConsultationNotifier), clock(r), r.resolve(Scheduler), {
          instanceId: options.instanceId,
          tickMs: options.tickMs,
          leaseMs: options.leaseMs,
          sweepMs: options.sweepMs,
          graceMs: options.graceMs,
          callConnectTimeoutMs: options.callConnectTimeoutMs,
          callMedia: r.resolve(CallMediaBoard),
          onError,
        }),
    ),
  )
  const control = (r: DependencyContainer) => r.resolve(ConsultationClock)
  c.register(
    RequestConsultation,
    once(
      (r) =>
        new RequestConsultation(r.resolve(AstrologerProfiles), repo(r), r.resolve(WalletLedger), r.resolve(ConsultationNotifier), control(r), clock(r), r.resolve<RateLimiter>(RateLimiter), async () =>
          (await r.resolve<SettingsStore>(SettingsStore).current()).features.chatConsultations,
        ),
    ),
  )
  c.register(
    AcceptConsultation,
    once(
      (r) =>
        new AcceptConsultation(
          repo(r),
          r.resolve(ConsultationNotifier),
          control(r),
          clock(r),
          async () => (await r.resolve<SettingsStore>(SettingsStore).current()).freeChatMinutes,
          // Bookings are registered after the chat (server/booking-container.ts), and not in every test container.
          async (user, id) => r.isRegistered(JoinBooking) && (await r.resolve(JoinBooking).joinByConsultation(user, id)),
        ),
    ),
  )
  c.register(DeclineConsultation, once((r) => new DeclineConsultation(repo(r), r.resolve(ConsultationNotifier), clock(r))))
  c.register(EndConsultation, once((r) => new EndConsultation(repo(r), r.resolve(ConsultationNotifier), control(r), clock(r), options.leaseMs)))
  c.register(ListConsultations, once((r) => new ListConsultations(repo(r), r.resolve(AstrologerProfiles), clock(r), options.leaseMs)))
  c.register(GetConsultation, once((r) => new GetConsultation(repo(r), r.resolve(ConsultationNotifier))))
  c.register(ListChatMessages, once((r) => new ListChatMessages(repo(r), r.resolve(MessageRepository))))
  c.register(SendChatMessage, once((r) => new SendChatMessage(repo(r), r.resolve(MessageRepository), realtime(r), clock(r), r.resolve<RateLimiter>(RateLimiter), inputs.chat?.messagesPerMinute ?? 120)))
  c.register(MarkChatRead, once((r) => new MarkChatRead(repo(r), r.resolve(MessageRepository), realtime(r), clock(r))))
  c.register(AcknowledgeChatDelivery, once((r) => new AcknowledgeChatDelivery(r.resolve(MessageRepository), realtime(r), clock(r))))
  c.register(SendTypingIndicator, once((r) => new SendTypingIndicator(repo(r), realtime(r))))
  c.register(SyncChat, once((r) => new SyncChat(repo(r), r.resolve(MessageRepository), r.resolve(ConsultationNotifier))))
  const calls = inputs.calls ?? { iceServers: [], turnSecret: null, ttlSeconds: 600 }
  c.register(
    GetCallIceServers,
    once((r) => new GetCallIceServers(repo(r), calls.turnSecret ? new CoturnRestCredentials(calls.turnSecret) : null, { urls: calls.iceServers, ttlSeconds: calls.ttlSeconds }, clock(r))),
  )
  c.register(RelayCallSignal, once((r) => new RelayCallSignal(repo(r), realtime(r))))
  c.register(ReportCallMedia, once((r) => new ReportCallMedia(repo(r), r.resolve(CallMediaBoard), r.resolve(ConsultationNotifier), control(r), clock(r))))
  c.register(AnnounceChatPresence, once((r) => new AnnounceChatPresence(repo(r), realtime(r))))
  c.register(ReviewConsultation, once((r) => new ReviewConsultation(repo(r), r.resolve(ReviewRepository), clock(r))))
  c.register(ListAstrologerReviews, once((r) => new ListAstrologerReviews(r.resolve(AstrologerProfiles), r.resolve(ReviewRepository))))
  c.register(RequestConsultationRefund, once((r) => new RequestConsultationRefund(repo(r), clock(r))))
  c.register(DecideConsultationRefund, once((r) => new DecideConsultationRefund(repo(r), r.resolve(ChatBilling), clock(r), r.resolve<AuditLog>(AuditLog))))
  c.register(ListRefundRequests, once((r) => new ListRefundRequests(repo(r))))
  c.register(GetAstrologerProfile, once((r) => new GetAstrologerProfile(r.resolve(AstrologerProfiles))))
  c.register(GetOwnAstrologerProfile, once((r) => new GetOwnAstrologerProfile(r.resolve(AstrologerProfiles))))
  c.register(UpdateAstrologerProfile, once((r) => new UpdateAstrologerProfile(r.resolve(AstrologerProfiles), r.resolve(GetOwnAstrologerProfile))))
  c.register(SetAstrologerStatus, once((r) => new SetAstrologerStatus(r.resolve(AstrologerProfiles), r.resolve(GetOwnAstrologerProfile), realtime(r))))
  c.register(
    GetAstrologerEarnings,
    once((r) => new GetAstrologerEarnings(r.resolve(GetOwnAstrologerProfile), r.resolve(WalletLedger), r.resolve(AstrologerEarningsReport), repo(r), clock(r))),
  )
  c.register(
    WsGateway,
    once(
      (r) =>
        new WsGateway({
          hub: r.resolve<RealtimeHub>(RealtimeHubToken),
          authenticate: r.resolve(Authenticate),
          sendMessage: r.resolve(SendChatMessage),
          markRead: r.resolve(MarkChatRead),
          typing: r.resolve(SendTypingIndicator),
          sync: r.resolve(SyncChat),
          acknowledgeDelivery: r.resolve(AcknowledgeChatDelivery),
          announcePresence: r.resolve(AnnounceChatPresence),
          relayCall: r.resolve(RelayCallSignal),
          reportCallMedia: r.resolve(ReportCallMedia),
          frameBurst: inputs.chat?.frameBurst,
          framesPerSecond: inputs.chat?.framesPerSecond,
          onError,
        }),
    ),
  )
}
