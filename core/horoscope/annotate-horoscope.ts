import { z } from 'zod'
import type { PublicUser } from '../domain/user'
import type { AuditLog } from '../shared/ports/audit-log'
import type { HoroscopeNote, HoroscopeNotes } from './ports/horoscope-notes'
import { noteKeyOf, withNote, type GetHoroscope, type HoroscopeAnswer } from './get-horoscope'
import type { HoroscopeQuery } from './request'

const horoscopeNoteMessages = {
  override: 'The replacement text must be at most 4,000 characters',
  annotation: 'The note must be at most 1,000 characters',
} as const

/** PUT /api/admin/horoscope/{period}/{sign}: the replacement text and the note (empty removes them). */
export const horoscopeNoteSchema = z.object({
  override: z.string().trim().max(4000, horoscopeNoteMessages.override).nullish(),
  annotation: z.string().trim().max(1000, horoscopeNoteMessages.annotation).nullish(),
})
type HoroscopeNoteForm = z.output<typeof horoscopeNoteSchema>

/** What the admins' editor shows: the reading as it goes out, the generated text, and the note behind it. */
export interface HoroscopeForEditor {
  horoscope: HoroscopeAnswer
  generatedPrediction: string
  note: HoroscopeNote | null
}

/**
 * Admins override or annotate a generated horoscope (one period, sign and language) before or while it is
 * out; every change is audited with the text before and after. Empty fields remove the override or note.
 */
export class AnnotateHoroscope {
  constructor(
    private readonly horoscopes: GetHoroscope,
    private readonly notes: HoroscopeNotes,
    private readonly audit: AuditLog,
  ) {}

  async read(query: HoroscopeQuery): Promise<HoroscopeForEditor> {
    const generated = await this.horoscopes.generate(query)
    const note = await this.notes.get(noteKeyOf(generated))
    return { horoscope: withNote(generated, note), generatedPrediction: generated.prediction, note }
  }

  async save(actor: PublicUser, query: HoroscopeQuery, form: HoroscopeNoteForm): Promise<HoroscopeForEditor> {
    const generated = await this.horoscopes.generate(query)
    const key = noteKeyOf(generated)
    const before = await this.notes.get(key)
    const after = { override: form.override || null, annotation: form.annotation || null }
    await this.notes.save(key, { ...after, updatedBy: actor.email })
    await this.audit.record({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'horoscope.annotate',
      target: `horoscope:${key.period}/${key.sign}/${key.from}/${key.lang}`,
      before: before ? { override: before.override, annotation: before.annotation } : null,
      after,
    })
    const note = await this.notes.get(key)
    return { horoscope: withNote(generated, note), generatedPrediction: generated.prediction, note }
  }
}
