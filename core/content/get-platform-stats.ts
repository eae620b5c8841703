import type { PlatformStats } from '../domain/content'
import type { Clock } from '../shared/ports/clock'
import type { ActivityStats, AstrologerDirectory } from './ports/content-repository'
import type { UserRepository } from '../accounts/ports/user-repository'

const ONLINE_WINDOW_MINUTES = 5

/** The home page's live-stats strip, from stored data: nothing here is a fixed number. */
export class GetPlatformStats {
  constructor(
    private readonly users: UserRepository,
    private readonly astrologers: AstrologerDirectory,
    private readonly activity: ActivityStats,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PlatformStats> {
    const now = this.clock.now()
    const startOfDayIst = startOfIndianDay(now)
    const [consultationsToday, usersOnline, reportsGenerated, expertAstrologers] = await Promise.all([
      this.activity.consultationsSince(startOfDayIst),
      this.users.countSeenSince(new Date(now.getTime() - ONLINE_WINDOW_MINUTES * 60_000)),
      this.activity.reportsGenerated(),
      this.astrologers.count(),
    ])
    return { consultationsToday, usersOnline, reportsGenerated, expertAstrologers }
  }
}

/** Midnight in India (UTC+05:30) of the Indian day containing `now`. */
export function startOfIndianDay(now: Date): Date {
  const offsetMs = 330 * 60_000
  const local = now.getTime() + offsetMs
  return new Date(local - (local % 86_400_000) - offsetMs)
}
