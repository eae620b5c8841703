import { createContext, useContext, type ReactNode } from 'react'
import type { Services } from './types'

const ServicesContext = createContext<Services | null>(null)

/** Makes the services (HTTP clients in the browser, fakes in tests) available to every component. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

/** The injected services: auth, content, admin, analytics. */
export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>')
  return services
}
