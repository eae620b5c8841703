import type { LanguageCode } from '../../shared/language'

/** Which published horoscope a note belongs to: a period, a sign, the period's first day and a language. */
export interface HoroscopeNoteKey {
  period: string
  sign: string
  from: string
  lang: LanguageCode
}

/** An admin's override of the generated prediction and/or a note shown beside it. */
export interface HoroscopeNote {
  override: string | null
  annotation: string | null
  updatedBy: string
  updatedAt: string
}

/** Admins' overrides and annotations of generated horoscopes. */
export interface HoroscopeNotes {
  get(key: HoroscopeNoteKey): Promise<HoroscopeNote | null>
  /** both empty removes the note */
  save(key: HoroscopeNoteKey, note: { override: string | null; annotation: string | null; updatedBy: string }): Promise<void>
}
export const HoroscopeNotes = Symbol('HoroscopeNotes')
