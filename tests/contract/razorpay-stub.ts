import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StubOrderRequest {
  authorization: string | undefined
  body: { amount: number; currency: string; receipt: string; notes?: Record<string, string> }
}

/**
 * A local stand-in for Razorpay's orders API (POST /v1/orders with HTTP basic auth), so the adapter is
 * tested without the internet. `mode` makes it fail the way the real one can.
 */
export class RazorpayStub {
  mode: 'ok' | 'unauthorized' | 'error' | 'wrong-amount' = 'ok'
  requests: StubOrderRequest[] = []
  private server?: Server
  private next = 1

  constructor(private readonly keyId: string, private readonly keySecret: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/orders') return void res.writeHead(404).end()
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
        this.requests.push({ authorization: req.headers.authorization, body })
        const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`
        const json = (status: number, payload: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
        if (this.mode === 'unauthorized' || req.headers.authorization !== expected)
          return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
        if (this.mode === 'error') return json(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } })
        const id = `order_Stub${String(this.next++).padStart(10, '0')}`
        json(200, {
          id,
          entity: 'order',
          amount: this.mode === 'wrong-amount' ? body.amount + 1 : body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
          created_at: 1767225600,
        })
      })
    })
    this.server.listen(0, '127.0.0.1')
    await new Promise((resolve) => this.server!.once('listening', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve))
  }
}

/** Test credentials of the stub (not real Razorpay keys). */
export const KEY_ID = 'rzp_test_AstroVedic01'
export const KEY_SECRET = 'Kx9sTq2LmN4pRv7WzY1bC3dF'
export const WEBHOOK_SECRET = 'whsec_test_2026_astro'

// Fixed vectors, computed independently with `openssl dgst -sha256 -hmac <secret>`.
export const PAYMENT_VECTOR = {
  orderId: 'order_IluGWxBm9U8zJ8',
  paymentId: 'pay_IluGWxBm9U8zJ9',
  signature: '8483e4277abf3e08ef1afe17d87e0382bd7bc5ebbaec68df3d23e55b1b404205',
}
export const WEBHOOK_VECTOR = {
  body: '{"entity":"event","account_id":"acc_BFQ7uQEaa7j2z7","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_DESlfW9H8K9uqM","entity":"payment","amount":50000,"currency":"INR","status":"captured","order_id":"order_DESlLckIVRkHWj","method":"upi"}}},"created_at":1567674606}',
  signature: '58c22439defb083bb9b1aaa544bacc5ad9317e5ad71c8f2d5f4ebef74cb9651b',
}

