import { cruise } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'

import type { IForbiddenRuleType } from 'dependency-cruiser'

type Rule = IForbiddenRuleType & { name: string; from: { path: string } }
const rules = createRequire(import.meta.url)('./dependency-rules.cjs') as { forbidden: Rule[]; options: Record<string, unknown> }

describe('the dependency rule: imports point inward, to core', () => {
  it('holds for core, adapters, ui and server', async () => {
    const result = await cruise(['core', 'adapters', 'ui', 'server', 'config'], { ...rules.options, validate: true, ruleSet: { forbidden: rules.forbidden } })
    const output = result.output as { summary: { totalCruised: number; violations: Array<{ from: string; to: string; rule: { name: string } }> } }
    // A parser that cannot read TypeScript cruises nothing and finds no violation: guard against that.
    expect(output.summary.totalCruised).toBeGreaterThan(40)
    const violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
    expect(violations).toEqual([])
  }, 120_000)

  it('would catch core importing an adapter', async () => {
    const result = await cruise(['tests/architecture/fixtures'], {
      ...rules.options,
      validate: true,
      ruleSet: { forbidden: rules.forbidden.map((r) => ({ ...r, from: { ...r.from, path: r.from.path.replace('^core/', '^tests/architecture/fixtures/core/') } })) },
    })
    const output = result.output as { summary: { violations: Array<{ rule: { name: string } }> } }
    expect(output.summary.violations.map((v) => v.rule.name)).toEqual(expect.arrayContaining(['core-is-framework-free', 'core-no-node-builtins']))
  }, 60_000)
})
