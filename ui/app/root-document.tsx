import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core'
import { ScriptOnce, Scripts, useRouter } from '@tanstack/react-router'
import { ErrorBoundary } from '../components/error-fallback'
import { EARLY_INPUT_SCRIPT } from './early-input'
import { entryLoaderScript } from './entry-loader'
import type { DocumentState } from './document-state'
import { NoticesHost } from './notices-host'
import { PageHead } from './page-head'
import { RootLayout } from './root-layout'
import { theme } from './theme'
import { COLOR_SCHEME_STORAGE_KEY, THEME_INIT_SCRIPT } from './theme-init'

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

/**
 * The whole HTML document, rendered by React on the server (streamed) and hydrated in the browser:
 * head with metadata, stylesheets and preloads; body with the layout, the router's hydration scripts
 * and the client entry.
 */
export function RootDocument() {
  const { document: state } = useRouter().options.context as { document: DocumentState }
  const { assets } = state
  return (
    // The head's inline script sets the colour scheme attribute before hydration: React must not fight it.
    <html lang={state.language} dir="ltr" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#3a1577" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* Rendered on the server only; the script removes itself before hydration. */}
        <ScriptOnce>{THEME_INIT_SCRIPT}</ScriptOnce>
        {/* Keeps what the person types and taps before the code arrives (early-input.ts). */}
        <ScriptOnce>{EARLY_INPUT_SCRIPT}</ScriptOnce>
        {assets.fontPreloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <PageHead origin={state.origin} />
      </head>
      <body>
        {/* The theme's variables are a stylesheet of the build (ui/app/theme-variables.ts). */}
        <MantineProvider theme={theme} withCssVariables={false} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
          <NoticesHost />
          <ErrorBoundary>
            <RootLayout />
          </ErrorBoundary>
        </MantineProvider>
        <Scripts />
        {/* Server only, like the theme script: it removes itself, and the entry it adds is not React's. */}
        {assets.entry && <ScriptOnce>{entryLoaderScript(assets.entry)}</ScriptOnce>}
      </body>
    </html>
  )
}
