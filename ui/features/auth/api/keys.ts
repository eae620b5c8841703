/** The auth feature's query keys (which sign-in providers the server offers). */
export const authKeys = {
  providers: ['auth-providers'] as const,
}
