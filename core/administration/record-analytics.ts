import type { AnalyticsFunnel } from '../domain/analytics'
import { RateLimitedError } from '../errors'
import type { AnalyticsFunnelSource, AnalyticsSink } from './ports/analytics-sink'
import type { Clock } from '../shared/ports/clock'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { AnalyticsBatch, FunnelQuery } from './analytics-events'
import { journeyStage } from './journey'

/** Batches a browser may send a minute (a tab sends one per page view or event, batched). */
const BATCHES_PER_MINUTE = 120

/**
 * First-party analytics: a browser that has consented reports its page views and events;
 * each is stamped with its journey stage, the host it was seen on and the signed-in user, then handed to
 * the configured sink. Our pages send batches; partner sites send one event in the published shape
 * `{name, path, sessionId, props?}`. Admins read the funnel by journey stage.
 */
export class RecordAnalytics {
  constructor(
    private readonly sink: AnalyticsSink,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(input: { batch: AnalyticsBatch; domain: string; userId: string | null; clientKey: string }): Promise<void> {
    const { batch } = input
    const decision = await this.limiter.hit(`analytics:${input.clientKey}`, BATCHES_PER_MINUTE, 60)
    if (!decision.allowed) throw new RateLimitedError('Too many analytics reports', decision.retryAfterSeconds)
    const at = this.clock.now().toISOString()
    await this.sink.record(
      batch.events.map((e) => ({
        sessionId: batch.sessionId,
        name: e.name,
        stage: journeyStage(e.name),
        domain: input.domain.toLowerCase().slice(0, 200),
        path: e.path,
        userId: input.userId,
        at,
        params: e.params ?? {},
      })),
    )
  }
}

export class GetAnalyticsFunnel {
  constructor(
    private readonly source: AnalyticsFunnelSource,
    private readonly clock: Clock,
  ) {}

  async execute({ days }: FunnelQuery): Promise<AnalyticsFunnel> {
    const to = this.clock.now()
    return this.source.funnel(new Date(to.getTime() - days * 86_400_000), to)
  }
}
