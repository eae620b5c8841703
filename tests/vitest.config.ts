import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import babel from '@rolldown/plugin-babel'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { getConfig } from '@lingui/conf'

const root = fileURLToPath(new URL('..', import.meta.url))
const linguiConfigPath = fileURLToPath(new URL('../ui/lingui.config.ts', import.meta.url))

export default defineConfig({
  root,
  cacheDir: 'node_modules/.vitest-cache',
  // The UI's Lingui macros (`msg` in ui/app/route-table.ts), as the UI's own build compiles them, so that
  // unit tests can import the route table. Only files under ui/ go through Babel.
  plugins: [
    babel({
      include: [/[/\\]ui[/\\].*\.tsx?$/],
      presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath: linguiConfigPath }) }, { configPath: linguiConfigPath })],
    }),
  ],
  test: {
    include: ['tests/{unit,contract,api,accuracy,architecture}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Workers are reused across files (no test mocks modules or globals): 500 s for the suite instead of 716 s
    // on two cores, the saving being each file's fresh import of the app.
    isolate: false,
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/load-vocabularies.ts'],
  },
})
