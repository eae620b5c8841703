import type { BalanceWarning, Bill, ConsultationRecord, ConsultationView } from '../domain/consultation'
import type { Clock } from '../shared/ports/clock'
import type { Realtime } from './ports/realtime'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import { toConsultationView } from './rules'
import { billAt, chatElapsedMs } from './billing'
import { type CallMediaBoard, callStateOf } from './call-media'
import { walletOf } from '../wallet/rules'

/** Reads a customer's wallet balance (paise). */
export type BalanceReader = Pick<WalletLedger, 'balance'>

/**
 * Tells both parties of a consultation its state and running bill (the `consultation` event). The
 * customer's copy carries their balance and any warning; the astrologer's copy has no balance.
 */
export class ConsultationNotifier {
  constructor(
    private readonly realtime: Realtime,
    private readonly balances: BalanceReader,
    private readonly clock: Clock,
    private readonly leaseMs: number,
    /** the calls' media reports: a call's `consultation` events come with a `call.state` */
    private readonly board: CallMediaBoard | null = null,
  ) {}

  /** The view and bill of a consultation as one participant sees it. */
  async snapshot(record: ConsultationRecord, forCustomer: boolean, options: { elapsedMs?: number; balance?: number } = {}): Promise<{ consultation: ConsultationView; bill: Bill }> {
    const now = this.clock.now()
    const elapsed = options.elapsedMs ?? chatElapsedMs(record, now, this.leaseMs)
    const balance = forCustomer ? (options.balance ?? (await this.balances.balance(walletOf(record.customerId)))) : null
    return { consultation: toConsultationView(record, elapsed), bill: billAt(record, elapsed, now, balance) }
  }

  async notify(record: ConsultationRecord, options: { elapsedMs?: number; balance?: number; warning?: BalanceWarning } = {}): Promise<void> {
    const customer = await this.snapshot(record, true, options)
    const sends = [this.realtime.publish([record.customerId], { type: 'consultation', ...customer, ...(options.warning ? { warning: options.warning } : {}) })]
    const astrologerBill = { ...customer.bill, balance: null, minutesAffordable: null }
    if (record.astrologerUserId)
      sends.push(this.realtime.publish([record.astrologerUserId], { type: 'consultation', consultation: customer.consultation, bill: astrologerBill }))
    if (record.type === 'call' && this.board) {
      const call = { type: 'call.state' as const, consultationId: record.id, state: callStateOf(record, this.board), connectedAt: record.connectedAt?.toISOString() ?? null }
      sends.push(this.realtime.publish([record.customerId], { ...call, bill: customer.bill }))
      if (record.astrologerUserId) sends.push(this.realtime.publish([record.astrologerUserId], { ...call, bill: astrologerBill }))
      if (call.state === 'ended') this.board.forget(record.id)
    }
    await Promise.all(sends)
  }
}
