import { InMemoryUserRepository } from '../support/fakes'
import { describeUserRepositoryContract } from './user-repository.contract'

describeUserRepositoryContract('in-memory fake', async () => ({ users: new InMemoryUserRepository(), close: async () => {} }))
