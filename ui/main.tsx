import './app/mantine.css'
// After Mantine's default variables: the theme's own (ui/app/theme-variables.ts).
import 'virtual:theme-variables.css'
import '@mantine/notifications/styles.css'
import './app/fonts.css'
import './app/global.css'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { LANGUAGE_STORAGE_KEY, languageFromPath, localizePath, resolveLanguage, DEFAULT_LANGUAGE } from '../core/shared/language'
import { blankDocumentState } from './app/document-state'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { activateLanguage, i18n } from './i18n/i18n'
import { createHttpServices } from './services/http-services'
import { warmUpIcu } from './app/icu-warm-up'
import { replayEarlyInput } from './app/early-input'

function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/** Hydrates the page the server rendered; from then on the router navigates in the browser. */
async function start() {
  warmUpIcu()
  // The URL prefix, then the saved choice, then a supported browser language, then English.
  // The server rendered an unprefixed URL in English: another resolved language loads its own page.
  const { pathname, search, hash } = window.location
  const language = resolveLanguage({ pathname, saved: savedLanguage(), browserLanguages: navigator.languages })
  if (!languageFromPath(pathname) && language !== DEFAULT_LANGUAGE) {
    window.location.replace(localizePath(pathname, language) + search + hash)
    return
  }
  await activateLanguage(language)

  const services = createHttpServices()
  const queryClient = createQueryClient()
  const context = { queryClient, services, document: blankDocumentState(language), i18n }
  const router = createAppRouter(context, { i18n })

  // As a transition, hydration yields to the browser every few milliseconds; otherwise React hydrates
  // the document at default priority, which it does not interrupt (tasks of 100-200 ms on a phone).
  // What the person typed and tapped while the code loaded is played back as each part hydrates.
  replayEarlyInput()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}

void start()
