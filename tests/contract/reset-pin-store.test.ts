import { randomUUID } from 'node:crypto'
import { SqlResetPinStore } from '../../adapters/storage/reset-pin-store'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import { InMemoryResetPins } from '../support/fakes'
import { storageDrivers } from '../support/storage'
import { describeResetPinStoreContract } from './reset-pin-store.contract'

for (const [driver, open] of storageDrivers)
  describeResetPinStoreContract(driver, async () => {
    const storage = await open()
    const users = new SqlUserRepository(storage.db)
    return {
      store: new SqlResetPinStore(storage.db),
      user: async () => (await users.create({ email: `${randomUUID()}@example.com`, name: 'Reset Tester', role: 'customer', passwordHash: 'h' })).id,
      close: () => storage.close(),
    }
  })

describeResetPinStoreContract('in memory (the unit tests’ fake)', async () => ({ store: new InMemoryResetPins(), user: async () => randomUUID(), close: async () => undefined }))
