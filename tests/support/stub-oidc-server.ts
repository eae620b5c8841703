import { startStubOidcProvider } from './stub-oidc-provider'

/** The stub provider as a process of its own, for the browser tests (tests/e2e/playwright.config.ts). */
const provider = await startStubOidcProvider({ port: Number(process.env.STUB_OIDC_PORT), clientId: process.env.STUB_OIDC_CLIENT_ID ?? 'e2e-client', clientSecret: process.env.STUB_OIDC_CLIENT_SECRET ?? 'e2e-secret' })
console.log(`stub OpenID provider at ${provider.issuer}`)
