import express, { Router, type RequestHandler } from 'express'
import type { PaymentProvider } from '../../../core/domain/wallet'
import { NotFoundError } from '../../../core/errors'
import { sandboxConfirmSchema, type ConfirmSandboxPayment } from '../../../core/wallet/confirm-sandbox-payment'
import { validate } from '../../../core/shared/validate'
import type { GetPaymentOrder } from '../../../core/wallet/get-payment-order'
import type { ReceivePaymentCallback } from '../../../core/wallet/receive-payment-callback'
import type { ReceivePaymentWebhook } from '../../../core/wallet/receive-payment-webhook'
import { checkoutLanguage, paymentResultPath, renderSandboxCheckout } from '../../payments/sandbox-checkout-page'
import type { SandboxPaymentGateway } from '../../payments/sandbox-gateway'
import { WALLET_PATHS } from '../../../core/wallet/paths'

/**
 * Writes that carry no session: the gateway's callback and webhook are authenticated by their order and
 * signature, and the browser posts the callback from the gateway's own page.
 */
export const SESSION_FREE_PAYMENT_PATHS: readonly string[] = [WALLET_PATHS.sandboxCallback, WALLET_PATHS.razorpayWebhook]

/** The raw-body parser for Razorpay's webhook: Razorpay signs the exact bytes it sends (mounted before express.json). */
export function webhookRawBody(): RequestHandler {
  return express.raw({ type: () => true, limit: '256kb' })
}

export interface PaymentRouteDeps {
  paymentProvider: PaymentProvider
  /** the sandbox adapter when it is the provider: signs the checkout page's forms */
  sandboxGateway?: SandboxPaymentGateway
  getPaymentOrder: GetPaymentOrder
  confirmSandboxPayment: ConfirmSandboxPayment
  receivePaymentCallback: ReceivePaymentCallback
  receivePaymentWebhook: ReceivePaymentWebhook
}

/**
 * /api/payments: the sandbox's checkout page, signed callback and confirm call (sandbox provider only),
 * and Razorpay's client callback and webhook (Razorpay only). One order's status is declared with the
 * wallet (core/wallet/endpoints.ts).
 */
export function paymentRoutes(deps: PaymentRouteDeps): Router {
  const router = Router()
  const only =
    (provider: PaymentProvider): RequestHandler =>
    (_req, _res, next) =>
      next(deps.paymentProvider === provider ? undefined : new NotFoundError(`The ${provider} payment provider is not enabled`))

  router.get(WALLET_PATHS.sandboxCheckout, only('sandbox'), async (req, res) => {
    const order = await deps.getPaymentOrder.execute({ orderId: String(req.params.orderId) })
    const sandbox = deps.sandboxGateway!
    res.setHeader('Cache-Control', 'no-store')
    res.type('html').send(
      renderSandboxCheckout({
        order,
        lang: checkoutLanguage(req.query.lang),
        success: sandbox.callbackFields(order, 'success'),
        failure: sandbox.callbackFields(order, 'failure'),
      }),
    )
  })
  router.post(WALLET_PATHS.sandboxCallback, only('sandbox'), express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const result = await deps.receivePaymentCallback.execute(body)
    res.redirect(303, paymentResultPath(result.status === 'paid' ? 'paid' : 'failed', result.orderId ?? String(body.orderId), checkoutLanguage(body.lang)))
  })
  router.post(WALLET_PATHS.sandboxConfirm, only('sandbox'), async (req, res) => {
    res.json(await deps.confirmSandboxPayment.execute(validate(sandboxConfirmSchema, req.body ?? {})))
  })

  router.post(WALLET_PATHS.razorpayVerify, only('razorpay'), async (req, res) => {
    res.json(await deps.receivePaymentCallback.execute(req.body ?? {}))
  })
  router.post(WALLET_PATHS.razorpayWebhook, only('razorpay'), async (req, res) => {
    if (!Buffer.isBuffer(req.body)) throw new Error(`${WALLET_PATHS.razorpayWebhook} needs the raw body parser mounted before express.json`)
    const result = await deps.receivePaymentWebhook.execute({ rawBody: req.body, signature: req.get('X-Razorpay-Signature') })
    if (result.status === 'ignored') req.log?.warn({ reason: result.reason }, 'razorpay webhook ignored')
    res.json(result)
  })

  return router
}
