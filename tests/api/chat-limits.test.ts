import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, ChatClient, credit, logInAstrologer, signUpCustomer, startChatServer, type ChatServer } from '../support/chat-platform'

/**
 * Issue 14, finding 7: one socket sent 3,000 frames in 4 s and every request on the embedded database
 * slowed to 2 s. A socket now has an allowance (a burst, then so many frames a second): past it frames
 * are dropped with a warning, and a socket that keeps on is closed. NUL characters in a frame are refused
 * like in any HTTP field.
 */
let chat: ChatServer
const clients: ChatClient[] = []
beforeAll(async () => {
  chat = await startChatServer({ chat: { frameBurst: 20, framesPerSecond: 5, messagesPerMinute: 40 } })
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

  it('one allowance of messages per person whatever carries them: 500 over HTTP at once, then the socket, admit 40 in all', async () => {
    const customer = await signUpCustomer(chat, 'Rest Flooder')
    await credit(chat, customer.id, 50_000)
    const astrologer = await logInAstrologer(chat, 'shweta-agarwal')
    const id = (await chat.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'shweta-agarwal' })).body.id as string
    expect((await chat.api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))).status).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => chat.api().post(`/api/consultations/${id}/messages`).set(bearer(customer.token)).send({ text: `flood ${i}`, clientId: `rest-${i}` })),
    )
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(answers.filter((a) => a.status === 201 || a.status === 200)).toHaveLength(40)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(460)
    // The socket draws on the same allowance.
    const socket = await ChatClient.connect(chat.wsUrl, { token: customer.token })
    clients.push(socket)
    socket.send({ type: 'message', consultationId: id, text: 'over the socket', clientId: 'ws-1' })
    expect(await socket.next((e) => e.type === 'error' && e.clientId === 'ws-1')).toMatchObject({ code: 'RATE_LIMITED' })
    const stored = await chat.api().get(`/api/consultations/${id}/messages`).set(bearer(customer.token))
    expect(stored.body.messages ?? stored.body).toHaveLength(40)
  })
})
