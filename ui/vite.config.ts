import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { getConfig } from '@lingui/conf'
import postcssPresetMantine from 'postcss-preset-mantine'
import postcssSimpleVars from 'postcss-simple-vars'
import { languageFontStacksCss, THEME_VARIABLES_MODULE, themeVariablesCss } from './app/theme-variables'

const uiRoot = fileURLToPath(new URL('.', import.meta.url))
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))
// The macro cannot find ui/lingui.config.ts from the repository root by itself: hand it the config.
const linguiConfig = getConfig({ configPath: linguiConfigPath })
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

/**
 * The theme's CSS variables as a stylesheet of the build (ui/app/theme-variables.ts), so MantineProvider
 * runs with `withCssVariables={false}`. Mantine's module that would have removed the defaults from its
 * runtime variables computes them for the default theme as it loads: with nothing calling it, it is
 * replaced by a pass-through, and the browser skips that work too.
 */
function themeVariables(): Plugin {
  const resolved = `\0${THEME_VARIABLES_MODULE}`
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? resolved : undefined),
    load: (id) => {
      if (id === resolved) return themeVariablesCss() + languageFontStacksCss()
      if (id.endsWith('/MantineCssVariables/remove-default-variables.mjs')) return 'export function removeDefaultVariables(input) { return input }'
      return undefined
    },
  }
}

/**
 * Mantine's ScrollArea imports floating-ui's `useMergeRefs`, and with it all of @floating-ui/react (15 KB
 * gzipped), into every page that shows a Mantine Table (Table.ScrollContainer is a static member of Table),
 * popover or not. Mantine's own `useMergedRef` does the same job; the build fails if the import changes.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const floatingImport = 'import { useMergeRefs } from "@floating-ui/react";'
  return {
    name: 'scroll-area-without-floating-ui',
    transform(code, id) {
      if (!id.endsWith('/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs')) return undefined
      if (!code.includes(floatingImport)) this.error(`ScrollArea.mjs no longer has ${floatingImport}: review this plugin`)
      return code.replace(floatingImport, 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);')
    },
  }
}

/**
 * The web client: root ui/. Two builds: the browser's (entry main.tsx, output dist/ui with hashed assets
 * and a manifest the server reads to link them) and the server renderer's (`--ssr entry-server.tsx`,
 * output dist/ssr, every dependency bundled). Lingui macros run through @rolldown/plugin-babel
 * (plugin-react 6 has no babel option); catalogs are compiled beforehand by `lingui compile`
 * (npm run build:ui) and imported per locale, so each becomes its own chunk.
 *
 * Both are production builds whatever NODE_ENV the shell has: React's development build is several
 * times slower and larger.
 */
// Vite reads `isProduction` from NODE_ENV after loading this file, and with it decides the JSX transform:
// a shell's NODE_ENV=development or test would emit jsxDEV calls that React's production runtime, bundled
// below, does not have (every server render failed). The build is the same whatever the shell says.
process.env.NODE_ENV = 'production'

export default defineConfig(({ isSsrBuild }) => ({
  root: uiRoot,
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  base: '/',
  publicDir: 'public',
  plugins: [themeVariables(), scrollAreaWithoutFloatingUi(), react(), babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath: linguiConfigPath })] })],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  // In the browser, zod without its `new Function` probe (ui/lib/zod-without-eval.ts): the CSP forbids eval.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./lib/zod-without-eval.ts', import.meta.url)) }] },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
        emptyOutDir: true,
        // Written but not linked from the bundle: a Node that loads source maps would hold this one's
        // half a million parsed mappings for good (docs/performance.md, "The server's heap").
        sourcemap: 'hidden' as const,
        // One file: the server imports it once at start-up.
        rollupOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
        emptyOutDir: true,
        assetsDir: 'assets',
        manifest: true,
        // Maps are written for error reports but the server does not serve them (adapters/http/app.ts).
        sourcemap: 'hidden' as const,
        chunkSizeWarningLimit: 900,
        // No preload helper: it appends a <link rel=modulepreload> for each of a page's ~90 chunks in one
        // synchronous loop, a 200-300 ms task on a throttled phone; the browser fetches the imports as it
        // finds them, in small tasks (Lighthouse on /panchang: TBT 825-875 ms with the helper, 155-304 without).
        modulePreload: false,
        rollupOptions: { input: fileURLToPath(new URL('./main.tsx', import.meta.url)) },
      },
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
}))
