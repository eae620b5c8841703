/**
 * The design card's testcontainers: when TEST_DATABASE_URL or TEST_REDIS_URL is unset and a Docker engine
 * answers, the run starts PostgreSQL and Redis containers and points the suites at them; when none answers
 * (as on these machines), nothing starts and the PostgreSQL and Redis suites skip as before.
 */
export async function startContainersIfDockerAnswers(log: (line: string) => void = console.log): Promise<() => Promise<void>> {
  const wantPostgres = !process.env.TEST_DATABASE_URL
  const wantRedis = !process.env.TEST_REDIS_URL
  if ((!wantPostgres && !wantRedis) || process.env.TESTCONTAINERS === 'off') return async () => undefined
  const { getContainerRuntimeClient } = await import('testcontainers')
  try {
    await getContainerRuntimeClient()
  } catch {
    log('testcontainers: no Docker engine answers; the PostgreSQL and Redis suites are skipped (set TEST_DATABASE_URL and TEST_REDIS_URL to run them)')
    return async () => undefined
  }
  const stops: Array<() => Promise<unknown>> = []
  if (wantPostgres) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
    const postgres = await new PostgreSqlContainer('postgres:16-alpine').start()
    process.env.TEST_DATABASE_URL = postgres.getConnectionUri()
    stops.push(() => postgres.stop())
    log(`testcontainers: PostgreSQL at ${process.env.TEST_DATABASE_URL}`)
  }
  if (wantRedis) {
    const { RedisContainer } = await import('@testcontainers/redis')
    const redis = await new RedisContainer('redis:7-alpine').start()
    process.env.TEST_REDIS_URL = redis.getConnectionUrl()
    stops.push(() => redis.stop())
    log(`testcontainers: Redis at ${process.env.TEST_REDIS_URL}`)
  }
  return async () => {
    for (const stop of stops) await stop()
  }
}
