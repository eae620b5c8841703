import type { LedgerAudit } from '../domain/wallet'
import type { WalletLedger } from './ports/wallet-ledger'

/** For admins and monitoring: do the books balance? */
export class AuditLedger {
  constructor(private readonly ledger: WalletLedger) {}

  async execute(): Promise<LedgerAudit> {
    return this.ledger.audit()
  }
}
