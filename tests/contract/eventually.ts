/**
 * Polls until a condition holds or the time is up, for contract suites whose adapters deliver
 * asynchronously (a job queue's workers, pub/sub). The bound is generous so a loaded machine does not
 * fail a test; a fast one returns as soon as the condition holds.
 */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
