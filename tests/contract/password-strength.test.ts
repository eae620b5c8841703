import { fileURLToPath } from 'node:url'
import { HeavyPasswordStrength } from '../../adapters/auth/heavy-password-strength'
import { ZxcvbnPasswordStrength } from '../../adapters/auth/zxcvbn-password-strength'
import { InProcessHeavyComputation } from '../../adapters/compute/in-process-pool'
import { PiscinaHeavyComputation } from '../../adapters/compute/piscina-pool'
import type { HeavyTasks } from '../../core/shared/ports/heavy-computation'
import { describePasswordStrengthContract } from './password-strength.contract'

describePasswordStrengthContract('zxcvbn on the calling thread', () => ({ strength: new ZxcvbnPasswordStrength(), close: async () => undefined }))

describePasswordStrengthContract('zxcvbn on the server’s computation threads', () => {
  const workers = new PiscinaHeavyComputation(fileURLToPath(new URL('../../server/compute-worker.ts', import.meta.url)), 1)
  return { strength: new HeavyPasswordStrength(workers), close: () => workers.close() }
})

describePasswordStrengthContract('zxcvbn as a heavy task in process', () => {
  const zxcvbn = new ZxcvbnPasswordStrength()
  const heavy = new InProcessHeavyComputation({ passwordWeak: (password: string) => zxcvbn.isWeak(password) } as unknown as HeavyTasks)
  return { strength: new HeavyPasswordStrength(heavy), close: () => heavy.close() }
})
