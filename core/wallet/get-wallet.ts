import { CURRENCY, type Wallet } from '../domain/wallet'
import type { WalletLedger } from './ports/wallet-ledger'
import { walletOf, type WalletPage } from './rules'

/** The caller's wallet: balance in paise and one page of history, newest first (`before` pages on). */
export class GetWallet {
  constructor(private readonly ledger: WalletLedger) {}

  async execute(userId: string, page: WalletPage): Promise<Wallet> {
    const account = walletOf(userId)
    // One more than asked tells whether another page exists.
    const [balance, rows] = await Promise.all([this.ledger.balance(account), this.ledger.history(account, { before: page.before, limit: page.limit + 1 })])
    const transactions = rows.slice(0, page.limit)
    return { balance, currency: CURRENCY, transactions, nextBefore: rows.length > page.limit ? transactions[transactions.length - 1].id : null }
  }
}
