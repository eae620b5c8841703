import type { AstrologerApplication } from '../../domain/astrologer-application'

export type NewApplication = Omit<AstrologerApplication, 'id' | 'status' | 'decidedBy' | 'decidedAt' | 'astrologerId' | 'note' | 'createdAt'>

export interface AstrologerApplications {
  add(application: NewApplication): Promise<AstrologerApplication>
  get(id: string): Promise<AstrologerApplication | null>
  /** newest first; `status` filters */
  list(status: AstrologerApplication['status'] | null, limit: number): Promise<AstrologerApplication[]>
  /** Records the decision of a new application; false when it was already decided (two admins at once). */
  /** The profile an approved application became. */
  setAstrologer(id: string, astrologerId: string): Promise<void>
  decide(id: string, decision: { status: 'approved' | 'rejected'; by: string; astrologerId: string | null; note: string | null }): Promise<boolean>
}
export const AstrologerApplications = Symbol('AstrologerApplications')
