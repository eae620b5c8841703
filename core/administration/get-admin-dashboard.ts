import type { DayFigure, AdminFigureSource } from './ports/admin-figures'
import type { Clock } from '../shared/ports/clock'
import { startOfIndianDay, type GetPlatformStats } from '../content/get-platform-stats'

/** GET /api/admin/dashboard: live figures, two weeks of sign-ups and revenue, and the latest of each. */
export interface AdminDashboard {
  consultationsToday: number
  usersOnline: number
  reportsGenerated: number
  astrologersOnline: number
  /** paise */
  revenueToday: number
  revenueThisMonth: number
  pendingRefunds: number
  signupsByDay: DayFigure[]
  revenueByDay: DayFigure[]
  recentSignups: Array<{ name: string; email: string; at: string }>
  recentPayments: Array<{ email: string; amount: number; at: string }>
}

/** The admin dashboard's figures, all from stored data, in India's calendar. */
export class GetAdminDashboard {
  constructor(
    private readonly figures: AdminFigureSource,
    private readonly stats: GetPlatformStats,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminDashboard> {
    const now = this.clock.now()
    const today = startOfIndianDay(now)
    // The first of the month in India: the Indian date's year and month, at Indian midnight.
    const indian = new Date(now.getTime() + 330 * 60_000)
    const monthStart = new Date(Date.UTC(indian.getUTCFullYear(), indian.getUTCMonth(), 1) - 330 * 60_000)
    const [stats, revenueToday, revenueThisMonth, astrologersOnline, pendingRefunds, signupsByDay, revenueByDay, recentSignups, recentPayments] = await Promise.all([
      this.stats.execute(),
      this.figures.revenueSince(today),
      this.figures.revenueSince(monthStart),
      this.figures.astrologersOnline(),
      this.figures.pendingRefunds(),
      this.figures.signupsByDay(14, now),
      this.figures.revenueByDay(14, now),
      this.figures.recentSignups(5),
      this.figures.recentPayments(5),
    ])
    return {
      consultationsToday: stats.consultationsToday,
      usersOnline: stats.usersOnline,
      reportsGenerated: stats.reportsGenerated,
      astrologersOnline,
      revenueToday,
      revenueThisMonth,
      pendingRefunds,
      signupsByDay,
      revenueByDay,
      recentSignups,
      recentPayments,
    }
  }
}
