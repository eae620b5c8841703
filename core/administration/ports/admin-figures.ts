/** One day's figure for a chart (India's calendar). */
export interface DayFigure {
  date: string
  value: number
}

/** What the admin dashboard shows beyond the home page's live stats. */
export interface AdminFigureSource {
  /** paise paid in by confirmed payments since the instant */
  revenueSince(since: Date): Promise<number>
  astrologersOnline(): Promise<number>
  pendingRefunds(): Promise<number>
  /** the last `days` days in India, oldest first, days without any included as 0 */
  signupsByDay(days: number, now: Date): Promise<DayFigure[]>
  revenueByDay(days: number, now: Date): Promise<DayFigure[]>
  recentSignups(limit: number): Promise<Array<{ name: string; email: string; at: string }>>
  recentPayments(limit: number): Promise<Array<{ email: string; amount: number; at: string }>>
}
export const AdminFigureSource = Symbol('AdminFigureSource')
