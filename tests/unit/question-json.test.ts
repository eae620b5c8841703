import { describe, expect, it } from 'vitest'
import type { QuestionRecord } from '../../core/questions/ports/question-store'
import { questionJson } from '../../core/questions/question-json'
import { answerRequestSchema, questionRequestSchema } from '../../core/questions/request'

const NOW = new Date('2026-12-05T10:00:00Z')
const record = (over: Partial<QuestionRecord> = {}): QuestionRecord => ({
  id: 'q1',
  userId: 'u1',
  topic: 'career',
  text: 'Will I change jobs this year?',
  birth: { name: 'Meera', date: '1991-07-22', time: '06:45', lat: 13.08, lon: 80.27 },
  lang: 'en',
  status: 'open',
  heldBy: null,
  heldUntil: null,
  answer: null,
  answeredBy: null,
  astrologerName: null,
  answeredAt: null,
  createdAt: new Date('2026-12-05T09:00:00Z'),
  ...over,
})

describe('a question as the API shows it', () => {
  it('is being answered only while its hold lasts', () => {
    expect(questionJson(record(), NOW)).toMatchObject({ status: 'open', heldUntil: null })
    const held = record({ heldBy: 'a1', heldUntil: new Date(NOW.getTime() + 60_000) })
    expect(questionJson(held, NOW)).toMatchObject({ status: 'answering', heldUntil: '2026-12-05T10:01:00.000Z' })
    // A hold that ran out is open again, and its time is not shown.
    expect(questionJson(held, new Date(NOW.getTime() + 60_000))).toMatchObject({ status: 'open', heldUntil: null })
    expect(questionJson(record({ status: 'answered', answer: 'x', answeredAt: NOW }), NOW)).toMatchObject({ status: 'answered', answeredAt: NOW.toISOString() })
  })

  it('checks a question and an answer with clear messages', () => {
    const ask = questionRequestSchema.safeParse({ topic: 'fame', text: 'short', birth: { name: '', date: '1991-07-22', time: '06:45', lat: 13, lon: 80 } })
    expect(ask.success).toBe(false)
    const messages = ask.error!.issues.map((i) => i.message)
    expect(messages).toEqual(expect.arrayContaining(['Topic must be one of love, marriage, career, health, money, other', 'Please write at least 10 characters', 'Please enter a name']))
    expect(answerRequestSchema.safeParse({ answer: 'x'.repeat(149) }).error?.issues[0]?.message).toBe('The answer must be at least 150 characters')
    expect(answerRequestSchema.safeParse({ answer: `  ${'x'.repeat(150)}  ` }).success).toBe(true)
  })
})
