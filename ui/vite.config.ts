import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { getConfig } from '@lingui/conf'
import postcssPresetMantine from 'postcss-preset-mantine'
import postcssSimpleVars from 'postcss-simple-vars'

const uiRoot = fileURLToPath(new URL('.', import.meta.url))
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))
// The macro cannot find ui/lingui.config.ts from the repository root by itself: hand it the config.
const linguiConfig = getConfig({ configPath: linguiConfigPath })
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

/**
 * The web client: root ui/, output dist/ui with hashed assets. Lingui macros run through
 * @rolldown/plugin-babel (plugin-react 6 has no babel option); catalogs are compiled beforehand by
 * `lingui compile` (npm run build:ui) and imported per locale, so each becomes its own chunk.
 */
export default defineConfig({
  root: uiRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath: linguiConfigPath })] })],
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
  build: {
    outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
})
