import type { Express } from 'express'

/** One HTTP endpoint of the app: method and path pattern (Express syntax, e.g. `/api/charts/:id`). */
export interface Endpoint {
  method: string
  path: string
}

interface Layer {
  name: string
  rawPath?: string
  route?: { path: string; methods: Record<string, boolean> }
  handle: { stack?: Layer[] }
}

/** Every route registered on the app, nested routers included, read from Express's own route table. */
export function listEndpoints(app: Express): Endpoint[] {
  const out: Endpoint[] = []
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue
          out.push({ method: method.toUpperCase(), path: (prefix + layer.route.path).replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/' })
        }
      } else if (layer.name === 'router' && layer.handle.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' ? layer.rawPath : ''))
      }
    }
  }
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '')
  return out
}
