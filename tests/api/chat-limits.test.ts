import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, ChatClient, signUpCustomer, startChatServer, type ChatServer } from '../support/chat-platform'

/**
 * Issue 14, finding 7: one socket sent 3,000 frames in 4 s and every request on the embedded database
 * slowed to 2 s. A socket now has an allowance (a burst, then so many frames a second): past it frames
 * are dropped with a warning, and a socket that keeps on is closed. NUL characters in a frame are refused
 * like in any HTTP field.
 */
let chat: ChatServer
const clients: ChatClient[] = []
beforeAll(async () => {
  chat = await startChatServer({ chat: { frameBurst: 20, framesPerSecond: 5 } })
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await chat.close()
})

describe('a socket that floods', () => {
  it('gets a warning once past its allowance, only the allowed frames are answered, and a flood closes it', async () => {
    const { token } = await signUpCustomer(chat)
    const client = await ChatClient.connect(chat.wsUrl, { token })
    clients.push(client)
    for (let i = 0; i < 60; i++) client.send({ type: 'ping' })
    await client.next((e) => e.type === 'error' && e.code === 'RATE_LIMITED')
    await new Promise((r) => setTimeout(r, 300))
    const pongs = client.events.filter((e) => e.type === 'pong').length
    expect(pongs).toBeGreaterThanOrEqual(19)
    expect(pongs).toBeLessThanOrEqual(25)
    for (let i = 0; i < 400; i++) client.send({ type: 'ping' })
    expect((await client.closed).code).toBe(4429)
  })

  it('refuses a frame with a NUL character, naming the field', async () => {
    const { token } = await signUpCustomer(chat, 'Nul Sender')
    const client = await ChatClient.connect(chat.wsUrl, { token })
    clients.push(client)
    client.send({ type: 'message', consultationId: 'c1', text: 'hello\u0000', clientId: 'x1' })
    const error = await client.next((e) => e.type === 'error' && e.code === 'VALIDATION.INVALID_INPUT')
    expect(error.issues).toEqual([{ path: 'text', message: 'must not contain NUL or unpaired surrogate characters' }])
  })

  it('a customer cannot ring astrologers in a flood: fired in parallel, chat requests past ten in ten minutes are 429', async () => {
    const { token } = await signUpCustomer(chat, 'Flood Caller')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => chat.api().post('/api/consultations').set(bearer(token)).send({ astrologerId: 'priya-deshpande', type: 'chat' })),
    )
    // No balance: the ten counted requests are refused with 402, the rest never get that far.
    expect(answers.filter((a) => a.status === 402)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20)
  })
})
