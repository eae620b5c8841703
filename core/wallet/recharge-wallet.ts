import { CHAT_PACKAGE_DISCOUNT_PERCENT } from './money'
import type { RechargeOrder } from '../domain/wallet'
import { ConflictError, ValidationError } from '../errors'
import type { AstrologerProfiles } from '../astrologers/ports/astrologer-profiles'
import type { RechargePackageRepository } from '../content/ports/content-repository'
import type { PaymentGateway } from './ports/payment-gateway'
import type { PaymentOrders } from './ports/payment-orders'
import { canonical, chatPackageId, chatPackageRecharge, idempotencyKeySchema, RECHARGE_MAX_PAISE, type RechargeRequest, walletMessages } from './rules'
import { validate } from '../shared/validate'

/**
 * Starts a wallet recharge: `{packageId}` (the package's amount and bonus), `{amount}` (whole rupees,
 * ₹1 to ₹1,00,000, in paise) or `{chatPackage: {astrologerId, minutes}}` (the package price from the
 * astrologer's current rate, the 15% discount as bonus), opens the order at the payment gateway and answers where to pay.
 * With an idempotency key, a repeat answers the same order; the same key for another body is a conflict.
 * No money moves here: the wallet is credited when the gateway confirms the payment (ConfirmPayment).
 */
export class RechargeWallet {
  constructor(
    private readonly packages: RechargePackageRepository,
    private readonly orders: PaymentOrders,
    private readonly gateway: PaymentGateway,
    private readonly astrologers: AstrologerProfiles,
    /** the package discount in percent, read at each recharge (the admins' settings) */
    private readonly packageDiscount: () => Promise<number> = async () => CHAT_PACKAGE_DISCOUNT_PERCENT,
  ) {}

  async execute(input: { userId: string; request: RechargeRequest; idempotencyKey?: string | null }): Promise<RechargeOrder> {
    const { request } = input
    const key = input.idempotencyKey == null ? null : validate(idempotencyKeySchema, input.idempotencyKey)
    let amount = request.amount ?? 0
    let bonus = 0
    let packageId = request.packageId ?? null
    if (request.chatPackage !== undefined) {
      const { astrologerId, minutes } = request.chatPackage
      const astrologer = await this.astrologers.find(astrologerId, 'en')
      if (!astrologer)
        throw new ValidationError(walletMessages.unknownAstrologer, [{ path: 'chatPackage.astrologerId', message: walletMessages.unknownAstrologer }])
      ;({ amount, bonus } = chatPackageRecharge(astrologer.ratePerMinute, minutes, await this.packageDiscount()))
      if (amount > RECHARGE_MAX_PAISE) throw new ValidationError(walletMessages.rechargeMax, [{ path: 'chatPackage', message: walletMessages.rechargeMax }])
      packageId = chatPackageId(astrologer.id, minutes)
    }
    if (request.packageId !== undefined) {
      const found = (await this.packages.list()).find((p) => p.id === request.packageId)
      if (!found) throw new ValidationError(walletMessages.unknownPackage, [{ path: 'packageId', message: walletMessages.unknownPackage }])
      amount = found.amount
      bonus = found.bonus
    }
    const fingerprint = canonical(
      request.packageId !== undefined ? { packageId: request.packageId } : request.chatPackage !== undefined ? { chatPackage: request.chatPackage } : { amount },
    )
    const made = await this.orders.create({
      userId: input.userId,
      provider: this.gateway.provider,
      amount,
      bonus,
      packageId,
      idempotencyKey: key,
      fingerprint,
    })
    if (made.fingerprint !== fingerprint)
      throw new ConflictError('This Idempotency-Key was already used for a different recharge', 'WALLET.IDEMPOTENCY_CONFLICT')
    let order = made.order
    if (order.provider !== this.gateway.provider)
      throw new ConflictError('This recharge was started with another payment provider; start a new one', 'PAYMENT.PROVIDER_CHANGED')
    if (!order.providerOrderId) {
      const { providerOrderId } = await this.gateway.createOrder({ orderId: order.id, userId: order.userId, amount: order.amount, currency: 'INR' })
      order = await this.orders.attachProviderOrder(order.id, providerOrderId)
    }
    const { checkoutUrl, checkout } = this.gateway.checkout(order)
    return {
      orderId: order.id,
      provider: order.provider,
      amount: order.amount,
      bonus: order.bonus,
      status: order.status,
      checkoutUrl,
      ...(checkout ? { checkout } : {}),
    }
  }
}
