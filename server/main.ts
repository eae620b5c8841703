import { createServer } from 'node:http'
import path from 'node:path'
import { ConfigError, loadConfig } from '../config/schema'
import { limitConnections } from './connection-limits'
import { startPlatform } from './platform'

/** Entry point: one server process, the API and the built web client on one port. */
async function main(): Promise<void> {
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const platform = await startPlatform(config)
  await platform.warmUp()
  const server = createServer(platform.app)
  limitConnections(server)
  platform.attachRealtime(server)
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.PORT} is already in use: set PORT to a free port.` : `Server error: ${error.message}`)
    process.exit(1)
  })
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.PORT
    const lines = [
      '',
      `  AstroVedic is running at http://localhost:${port}  (${platform.storage.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`,
      // The admin's password stays out of the output (logs are collected and kept): it says where to read it.
      ...platform.seeded.map((a) =>
        a.role === 'admin'
          ? `  Admin     ${a.email}  /  ${config.ADMIN_PASSWORD ? 'the ADMIN_PASSWORD you set' : `password in ${path.join(config.DATA_DIR, 'admin-credentials.json')}`}`
          : `  Customer  ${a.email}  /  ${a.password}`,
      ),
      ...platform.seededAstrologers
        .slice(0, 1)
        .map((a) => `  Astrologer  ${a.email}  /  ${a.password}  (all ${platform.seededAstrologers.length} demo astrologers: <slug>@astrovedic.local, same password)`),
      '',
    ]
    console.log(lines.join('\n'))
  })
  const shutdown = (signal: string) => {
    platform.logger.info({ signal }, 'shutting down')
    server.close(() => void platform.close().then(() => process.exit(0)))
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
