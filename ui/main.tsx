import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LANGUAGE_STORAGE_KEY, languageFromPath, localizePath, resolveLanguage, DEFAULT_LANGUAGE } from '../core/rules/language'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { activateLanguage } from './i18n/i18n'
import { createHttpServices } from './services/http-services'

function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

async function start() {
  // Spec §4: the URL prefix, then the saved choice, then a supported browser language, then English.
  // Without a prefix the URL follows the resolved language.
  const { pathname, search, hash } = window.location
  const language = resolveLanguage({ pathname, saved: savedLanguage(), browserLanguages: navigator.languages })
  if (!languageFromPath(pathname) && language !== DEFAULT_LANGUAGE) {
    window.history.replaceState(window.history.state, '', localizePath(pathname, language) + search + hash)
  }
  await activateLanguage(language)

  const services = createHttpServices()
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, services })

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} services={services} queryClient={queryClient} />
    </StrictMode>,
  )
}

void start()
