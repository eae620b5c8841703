import { setupI18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import type { LanguageCode } from '../../core/shared/language'
import { messagesOfEntry, routeMessagesOf } from '../../ui/app/route-messages'
import { HOME_ROUTE, ROUTE_TABLE, SECTION_KEYWORDS } from '../../ui/app/route-table'
import { poMessages } from '../support/po-catalog'

/** The route catalog of a language, compiled from its .po as the build compiles it (unit tests run before the build). */
function routeI18n(language: LanguageCode) {
  const messages: Messages = Object.fromEntries(poMessages(`ui/app/locales/${language}/messages.po`).map((item) => [generateMessageId(item.msgid, item.msgctxt ?? ''), compileMessage(item.msgstr[0] || item.msgid)]))
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: language, messages })
  return i18n
}

/**
 * What the server hands the browser to hydrate a page without the route catalog (ui/app/route-messages.ts):
 * every route message the page's head and hero can show, compiled in the page's language.
 */
describe('route messages for hydration', () => {
  it('carry every message of the entry, its section keywords and the home page’s, in the language', () => {
    const i18n = routeI18n('ta')
    const kundliTool = ROUTE_TABLE.find((e) => e.path === '/kundli/dasha')!
    const tamilSign = ROUTE_TABLE.find((e) => e.subject && e.languages?.includes('ta'))!
    for (const entry of [kundliTool, tamilSign]) {
      const handed = routeMessagesOf(entry, i18n)
      const wanted = [entry.title, entry.description, SECTION_KEYWORDS[entry.section], HOME_ROUTE.title, HOME_ROUTE.description, SECTION_KEYWORDS.home]
      if (entry.subject) wanted.push(entry.subject)
      if (entry.keywords) wanted.push(entry.keywords)
      for (const descriptor of wanted) expect(handed[descriptor.id], descriptor.id).toEqual(i18n.messages[descriptor.id])
      // Compiled Tamil, not the English source, and nothing beyond the page's own.
      expect(JSON.stringify(handed[entry.title.id])).toMatch(/[\u0B80-\u0BFF]/)
      expect(Object.keys(handed).length).toBeLessThanOrEqual(messagesOfEntry(entry).length + messagesOfEntry(HOME_ROUTE).length)
    }
  })

  it('give a path that names no page the home page’s, which its head shows', () => {
    const i18n = routeI18n('hi')
    const handed = routeMessagesOf(null, i18n)
    expect(Object.keys(handed).sort()).toEqual([...new Set(messagesOfEntry(HOME_ROUTE).map((d) => d.id))].sort())
  })

  it('find every message an entry carries, whatever field holds it', () => {
    const subjectEntries = ROUTE_TABLE.filter((e) => e.subject)
    expect(subjectEntries.length).toBeGreaterThan(0)
    for (const entry of subjectEntries) expect(messagesOfEntry(entry)).toContain(entry.subject)
    for (const entry of ROUTE_TABLE.filter((e) => e.keywords)) expect(messagesOfEntry(entry)).toContain(entry.keywords)
  })
})
