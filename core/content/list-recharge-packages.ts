import type { RechargePackage } from '../domain/content'
import type { RechargePackageRepository } from './ports/content-repository'

/** The wallet's recharge packages, smallest first. */
export class ListRechargePackages {
  constructor(private readonly packages: RechargePackageRepository) {}

  async execute(): Promise<RechargePackage[]> {
    return this.packages.list()
  }
}
