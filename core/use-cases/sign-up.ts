import type { AuthResult } from '../domain/user'
import { signupSchema } from '../rules/account-forms'
import type { PasswordHasher } from '../ports/password-hasher'
import type { TokenService } from '../ports/token-service'
import type { UserRepository } from '../ports/user-repository'
import { toPublicUser } from './to-public-user'
import { validate } from './validate'

/** Creates a customer account and signs it in. A taken email (any case) is a ConflictError. */
export class SignUp {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async execute(input: unknown): Promise<AuthResult> {
    const { name, email, password } = validate(signupSchema, input)
    const user = await this.users.create({ name, email, role: 'customer', passwordHash: await this.hasher.hash(password) })
    const token = await this.tokens.issue({ userId: user.id, role: user.role })
    return { token, user: toPublicUser(user) }
  }
}
