/** Imports point inward, to core (core imports none of the rest), checked by dependency-cruiser (tests/architecture/layering.test.ts). */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment: 'core/ imports nothing from adapters/, server/, ui/ and no framework or I/O library',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        pathNot: '^core/',
        dependencyTypesNot: ['type-only'],
        path: '^(adapters|server|ui|config)/|node_modules/(express|react|react-dom|pg|@electric-sql|kysely|ioredis|redis|ws|astronomy-engine|@mantine|@tanstack|jose|pino|nodemailer|tsyringe)/|^(fs|http|https|net|child_process|node:fs|node:http|node:https|node:net|node:child_process)$',
      },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engines-know-no-capability',
      comment: 'the astronomy and places engines (core/jyotish, core/places) are used by the capabilities and know none of them',
      severity: 'error',
      from: { path: '^core/(jyotish|places)/' },
      to: { path: '^core/', pathNot: '^core/(jyotish|places|shared)/|^core/(errors|error-codes)\\.ts$' },
    },
    {
      name: 'shared-below-capabilities',
      comment: 'core/shared is what several capabilities use: it needs no capability (a port may name a capability\'s types)',
      severity: 'error',
      from: { path: '^core/shared/' },
      to: { path: '^core/', pathNot: '^core/(shared|jyotish|places|domain)/|^core/(errors|error-codes)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'adapters-not-to-ui-or-server',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|server)/' },
    },
    {
      name: 'ui-not-to-adapters-or-server',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|server)/' },
    },
    {
      name: 'ui-features-independent',
      comment: 'no imports between UI features, but for a feature\'s query keys (api/keys.ts), through which another feature refreshes its data',
      severity: 'error',
      from: { path: '^ui/features/([^/]+)/' },
      to: { path: '^ui/features/([^/]+)/', pathNot: '^ui/features/$1/|^ui/features/[^/]+/api/keys\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    extensions: ['.ts', '.tsx', '.js', '.cjs'],
    exclude: { path: '^(dist|data|node_modules)/' },
  },
}
