/** The coturn the call tests start on loopback (tests/e2e/calls.spec.ts) and the server's ICE config for it. */
const port = Number(process.env.E2E_PORT ?? 3999)
export const E2E_TURN = { port: port + 60, secret: 'e2e-turn-static-auth-secret' } as const
