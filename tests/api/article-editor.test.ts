import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MarkdownItRenderer } from '../../adapters/content/markdown-it-renderer'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/** The blog editor: drafts, versions per language, sanitised output, publish, images, RSS, audit. */
let platform: Platform
let admin = ''
let customer = ''
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await request(platform.app).post('/api/auth/login').send(TEST_ADMIN)).body.token
  customer = (await request(platform.app).post('/api/auth/signup').send({ name: 'Blog Reader', email: 'reader@example.com', password: 'a reader of blogs' })).body.token
})
afterAll(async () => platform.close())
const as = (token: string) => ({ Authorization: `Bearer ${token}` })
const api = () => request(platform.app)

const HOSTILE = [
  '## Saturn in Aquarius',
  '',
  'Plain **bold** text. <script>alert(1)</script> <img src=x onerror=alert(2)>',
  '',
  '[click](javascript:alert(3)) [tool](/kundli) [out](https://example.com/page)',
  '',
  '![chart](https://example.com/chart.png) ![local](http://insecure.example/a.png)',
].join('\n')

describe('the article editor', () => {
  it('lists the blog newest first, so an article published today leads page 1', async () => {
    const created = await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', category: 'Festival', title: 'Makar Sankranti: the Sun turns north', excerpt: 'Why the Sun entering Capricorn is a festival of harvest and kites.', content: '## Uttarayana\n\nThe Sun enters Makara.' })
    await api().post(`/api/admin/articles/${created.body.id}/publish`).set(as(admin))
    const list = (await api().get('/api/articles')).body as Array<{ id: number; date: string }>
    expect(list[0]!.id).toBe(created.body.id)
    const days = list.map((a) => Date.parse(a.date))
    expect(days).toEqual([...days].sort((a, b) => b - a))
  })

  it('deletes an article: its slug and id answer 410 Gone, it leaves the list and the editor, and the deletion is audited', async () => {
    const created = await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', category: 'Eclipse', title: 'An eclipse article to retire', excerpt: 'Written to be deleted by this test, nothing more to it.', content: 'Text.' })
    const { id, slug } = created.body as { id: number; slug: string }
    await api().post(`/api/admin/articles/${id}/publish`).set(as(admin))
    expect((await api().get(`/api/articles/${slug}`)).status).toBe(200)
    expect((await api().delete(`/api/admin/articles/${id}`).set(as(customer))).status).toBe(403)
    expect((await api().delete(`/api/admin/articles/${id}`).set(as(admin))).status).toBe(204)
    for (const key of [slug, String(id)]) {
      const gone = await api().get(`/api/articles/${key}`)
      expect(gone.status).toBe(410)
      expect(gone.body.code).toBe('GONE')
    }
    expect((await api().get('/api/articles/no-such-article-here')).status).toBe(404)
    expect((await api().get('/api/articles')).body.map((a: { id: number }) => a.id)).not.toContain(id)
    expect((await api().get('/api/admin/articles').set(as(admin))).body.map((a: { id: number }) => a.id)).not.toContain(id)
    expect((await api().get(`/api/admin/articles/${id}`).set(as(admin))).status).toBe(404)
    // The slug stays taken: a new article of the same title gets another address.
    const again = await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', category: 'Eclipse', title: 'An eclipse article to retire', excerpt: 'Written to be deleted by this test, nothing more to it.', content: 'Text.' })
    expect(again.body.slug).not.toBe(slug)
    const audit = (await api().get('/api/admin/audit').set(as(admin))).body as Array<{ action: string; target: string }>
    expect(audit.some((e) => e.action === 'article.delete' && e.target === `article:${id}`)).toBe(true)
  })

  it('creates a draft that readers cannot see, then publishes it to the blog in every language written', async () => {
    const created = await api()
      .post('/api/admin/articles')
      .set(as(admin))
      .send({ lang: 'en', category: 'Transit', title: 'Saturn in Aquarius: What Changes?', excerpt: 'How the slow planet reshapes the year for every moon sign.', content: HOSTILE })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ slug: 'saturn-in-aquarius-what-changes', status: 'draft', category: 'Transit', readTime: '1 min read' })
    const id = created.body.id as number
    expect(id).toBeGreaterThan(20)

    expect((await api().get(`/api/articles/${created.body.slug}`)).status).toBe(404)
    expect((await api().get('/api/articles')).body.map((a: { id: number }) => a.id)).not.toContain(id)

    const hindi = await api()
      .put(`/api/admin/articles/${id}/versions/hi`)
      .set(as(admin))
      .send({ category: 'Transit', title: 'कुंभ में शनि: क्या बदलेगा?', excerpt: 'धीमा ग्रह हर राशि के लिए वर्ष को कैसे बदलता है।', content: '## कुंभ में शनि\n\nशनि **धैर्य** सिखाता है।' })
    expect(hindi.status).toBe(200)
    expect(Object.keys(hindi.body.versions).sort()).toEqual(['en', 'hi'])
    expect(hindi.body.revisions.map((r: { lang: string }) => r.lang)).toEqual(['hi', 'en'])

    const published = await api().post(`/api/admin/articles/${id}/publish`).set(as(admin))
    expect(published.body.status).toBe('published')

    const english = await api().get(`/api/articles/${created.body.slug}?lang=en`)
    expect(english.status).toBe(200)
    expect(english.body.title).toBe('Saturn in Aquarius: What Changes?')
    const inHindi = await api().get(`/api/articles/${id}?lang=hi`)
    expect(inHindi.body.title).toBe('कुंभ में शनि: क्या बदलेगा?')
    expect(inHindi.body.html).toContain('<strong>धैर्य</strong>')
    // A language not written yet falls back to English.
    expect((await api().get(`/api/articles/${id}?lang=ta`)).body.title).toBe('Saturn in Aquarius: What Changes?')

    await api().post(`/api/admin/articles/${id}/unpublish`).set(as(admin))
    expect((await api().get(`/api/articles/${id}`)).status).toBe(404)
  })

  it('sanitises what readers get: no script, no handler, no javascript: link, images only over https', async () => {
    const { body } = await api().post('/api/admin/articles/preview').set(as(admin)).send({ content: HOSTILE })
    const html = body.html as string
    expect(html).toContain('<h2>Saturn in Aquarius</h2>')
    expect(html).toContain('<strong>bold</strong>')
    // Raw HTML stays visible text; no element carries a handler or a javascript: address.
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i)
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<a href="/kundli">tool</a>')
    expect(html).toMatch(/<a href="https:\/\/example.com\/page" rel="noopener noreferrer nofollow" target="_blank">out<\/a>/)
    expect(html).toContain('<img src="https://example.com/chart.png" alt="chart" loading="lazy" />')
    expect(html).not.toContain('insecure.example')
  })

  it('gives each new article its own address when titles repeat, and refuses bad input with the field named', async () => {
    const body = { lang: 'en', category: 'Lunar', title: 'Full Moon Notes', excerpt: 'What the full moon brings this month.', content: '' }
    const first = await api().post('/api/admin/articles').set(as(admin)).send(body)
    const second = await api().post('/api/admin/articles').set(as(admin)).send(body)
    expect([first.body.slug, second.body.slug]).toEqual(['full-moon-notes', 'full-moon-notes-2'])

    const bad = await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'fr', category: 'Gossip', title: '!!', excerpt: 'short' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['category', 'excerpt', 'lang', 'title'])
    expect((await api().put(`/api/admin/articles/${first.body.id}/versions/xx`).set(as(admin)).send(body)).status).toBe(400)
    expect((await api().get('/api/admin/articles/99999').set(as(admin))).status).toBe(404)
    expect((await api().get('/api/admin/articles/abc').set(as(admin))).status).toBe(404)
  })

  it('keeps a published article’s edits for review: readers get the published text until it is published again', async () => {
    const form = { category: 'Transit', title: 'Jupiter Enters Gemini', excerpt: 'What the great benefic brings to each moon sign.', content: 'The published text.' }
    const { id, slug } = (await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', ...form })).body as { id: number; slug: string }
    await api().post(`/api/admin/articles/${id}/publish`).set(as(admin)).expect(200)
    const edited = await api().put(`/api/admin/articles/${id}/versions/en`).set(as(admin)).send({ ...form, title: 'Jupiter Enters Gemini (revised)', content: 'A risky new text.' })
    expect(edited.body).toMatchObject({ status: 'published', unpublishedChanges: ['en'], versions: { en: { content: 'A risky new text.' } } })
    const hindi = await api().put(`/api/admin/articles/${id}/versions/hi`).set(as(admin)).send({ ...form, title: 'बृहस्पति मिथुन में', content: 'नया पाठ।' })
    expect(hindi.body.unpublishedChanges.sort()).toEqual(['en', 'hi'])
    expect((await api().get('/api/admin/articles').set(as(admin))).body.find((a: { id: number }) => a.id === id)).toMatchObject({ hasUnpublishedChanges: true })
    // Readers: still the published text, in English and (falling back) in Hindi.
    for (const lang of ['en', 'hi']) {
      const live = await api().get(`/api/articles/${slug}?lang=${lang}`)
      expect(live.body).toMatchObject({ title: 'Jupiter Enters Gemini' })
      expect(live.body.html).toContain('The published text.')
    }
    // Published again: the edits go live together.
    const republished = await api().post(`/api/admin/articles/${id}/publish`).set(as(admin))
    expect(republished.body).toMatchObject({ status: 'published', unpublishedChanges: [] })
    expect((await api().get(`/api/articles/${slug}?lang=en`)).body.html).toContain('A risky new text.')
    expect((await api().get(`/api/articles/${slug}?lang=hi`)).body.title).toBe('बृहस्पति मिथुन में')
    const audit = (await api().get('/api/admin/audit?action=article.publish').set(as(admin))).body as Array<{ target: string; before: { unpublishedChanges?: string[] } }>
    expect(audit.find((e) => e.target === `article:${id}`)?.before.unpublishedChanges?.sort()).toEqual(['en', 'hi'])
    // A draft's edits are simply saved: nothing waits.
    await api().post(`/api/admin/articles/${id}/unpublish`).set(as(admin))
    const draftEdit = await api().put(`/api/admin/articles/${id}/versions/en`).set(as(admin)).send({ ...form, content: 'Draft text.' })
    expect(draftEdit.body).toMatchObject({ status: 'draft', unpublishedChanges: [] })
  })

  it('never gives an article a slug that reads as another article’s id', async () => {
    const made = await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', category: 'Lunar', title: '3..', excerpt: 'A title that is only a number and dots.', content: 'Numbers.' })
    expect(made.status).toBe(201)
    expect(made.body.slug).not.toMatch(/^\d+$/)
    await api().post(`/api/admin/articles/${made.body.id}/publish`).set(as(admin)).expect(200)
    expect((await api().get(`/api/articles/${made.body.slug}`)).body.id).toBe(made.body.id)
    // Article 3 is still article 3.
    expect((await api().get('/api/articles/3')).body.id).toBe(3)
  })

  it('renders a published article once, not on every read, and renders it again after an edit is published', async () => {
    const render = vi.spyOn(MarkdownItRenderer.prototype, 'toSafeHtml')
    try {
      const long = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} on the **houses** and their lords.`).join('\n\n')
      const form = { category: 'Transit', title: 'A long article on houses', excerpt: 'Every house and its lord, one by one, at length.', content: long }
      const { id } = (await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', ...form })).body as { id: number }
      await api().post(`/api/admin/articles/${id}/publish`).set(as(admin)).expect(200)
      render.mockClear()
      for (let i = 0; i < 5; i++) expect((await api().get(`/api/articles/${id}`)).body.html).toContain('Paragraph 399')
      expect(render).toHaveBeenCalledTimes(1)
      await api().put(`/api/admin/articles/${id}/versions/en`).set(as(admin)).send({ ...form, content: `${long}\n\nA closing line.` })
      await api().post(`/api/admin/articles/${id}/publish`).set(as(admin)).expect(200)
      expect((await api().get(`/api/articles/${id}`)).body.html).toContain('A closing line.')
      expect(render).toHaveBeenCalledTimes(2)
    } finally {
      render.mockRestore()
    }
  })

  it('keeps the editor to admins', async () => {
    expect((await api().get('/api/admin/articles')).status).toBe(401)
    expect((await api().get('/api/admin/articles').set(as(customer))).status).toBe(403)
    expect((await api().post('/api/admin/articles/preview').set(as(customer)).send({ content: 'x' })).status).toBe(403)
  })

  it('stores an uploaded image, serves it to everyone, and refuses what is not an image', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex')
    const up = await api().post('/api/admin/article-images').set(as(admin)).set('Content-Type', 'image/png').send(png)
    expect(up.status).toBe(201)
    expect(up.body.url).toMatch(/^\/api\/article-images\/[a-f0-9-]{36}$/)
    const uploads = (await api().get('/api/admin/audit?action=article-image.').set(as(admin))).body as Array<{ actor: string; target: string; after: unknown }>
    expect(uploads[0]).toMatchObject({ actor: TEST_ADMIN.email, target: `article-image:${up.body.url.split('/').pop()}`, after: { contentType: 'image/png', bytes: png.length } })
    const served = await api().get(up.body.url)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0)
    // Our own images are allowed in articles.
    expect((await api().post('/api/admin/articles/preview').set(as(admin)).send({ content: `![x](${up.body.url})` })).body.html).toContain(`src="${up.body.url}"`)

    const text = await api().post('/api/admin/article-images').set(as(admin)).set('Content-Type', 'image/png').send(Buffer.from('<svg onload=alert(1)>'))
    expect(text.status).toBe(400)
    expect(text.body.issues[0].path).toBe('image')
    expect((await api().post('/api/admin/article-images').set(as(customer)).set('Content-Type', 'image/png').send(png)).status).toBe(403)
    expect((await api().get('/api/article-images/not-an-id')).status).toBe(404)
  })

  it('audits every change with who, what, before and after', async () => {
    const created = await api().post('/api/admin/articles').set(as(admin)).send({ lang: 'en', category: 'Eclipse', title: 'Eclipse Season Guide', excerpt: 'Two eclipses, two weeks apart: what to do.', content: 'First.' })
    await api().put(`/api/admin/articles/${created.body.id}/versions/en`).set(as(admin)).send({ category: 'Eclipse', title: 'Eclipse Season Guide', excerpt: 'Two eclipses, two weeks apart: what to do.', content: 'Second.' })
    const log = (await api().get('/api/admin/audit?action=article.').set(as(admin))).body as Array<{ actor: string; action: string; target: string; before: { content?: string } | null; after: { content?: string } }>
    const mine = log.filter((e) => e.target === `article:${created.body.id}`)
    expect(mine.map((e) => e.action)).toEqual(['article.save', 'article.create'])
    expect(mine[0]).toMatchObject({ actor: TEST_ADMIN.email, before: { content: 'First.' }, after: { content: 'Second.' } })
    expect((await api().get('/api/admin/audit').set(as(customer))).status).toBe(403)
  })

  it('publishes an RSS feed of the published articles, per language', async () => {
    const rss = await api().get('/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers['content-type']).toContain('application/rss+xml')
    expect(rss.text).toContain('<rss version="2.0"')
    expect((rss.text.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(20)
    expect(rss.text).not.toContain('Full Moon Notes')
    const hindi = await api().get('/rss.xml?lang=hi')
    expect(hindi.text).toMatch(/<link>[^<]*\/hindi\/blog\//)
  })
})

describe('horoscope overrides and notes', () => {
  const path = '/api/horoscope/daily/leo?date=2026-03-10&lang=en'
  const admin_ = '/api/admin/horoscope/daily/leo?date=2026-03-10&lang=en'

  it('lets an admin replace the prediction and add a note; readers get both; clearing them restores the sky text; all audited', async () => {
    const generated = (await api().get(path)).body
    expect(generated.editorial).toEqual({ overridden: false, annotation: null })

    const saved = await api().put(admin_).set(as(admin)).send({ override: 'A quiet, steady day for Leo: finish what you started.', annotation: 'Written by our panel for the Holi week.' })
    expect(saved.status).toBe(200)
    expect(saved.body.generatedPrediction).toBe(generated.prediction)
    expect(saved.body.note).toMatchObject({ override: 'A quiet, steady day for Leo: finish what you started.', updatedBy: TEST_ADMIN.email })

    const read = (await api().get(path)).body
    expect(read.prediction).toBe('A quiet, steady day for Leo: finish what you started.')
    expect(read.editorial).toEqual({ overridden: true, annotation: 'Written by our panel for the Holi week.' })
    expect(read.love).toBe(generated.love)
    // Another language, day or sign is untouched.
    expect((await api().get('/api/horoscope/daily/leo?date=2026-03-10&lang=hi')).body.editorial.overridden).toBe(false)
    expect((await api().get('/api/horoscope/daily/leo?date=2026-03-11&lang=en')).body.editorial.overridden).toBe(false)
    expect((await api().get('/api/horoscope/daily/virgo?date=2026-03-10&lang=en')).body.editorial.overridden).toBe(false)

    await api().put(admin_).set(as(admin)).send({ override: '', annotation: '' })
    expect((await api().get(path)).body.prediction).toBe(generated.prediction)

    const log = (await api().get('/api/admin/audit?action=horoscope.').set(as(admin))).body as Array<{ target: string; before: unknown; after: unknown }>
    expect(log[0]).toMatchObject({ target: 'horoscope:daily/leo/2026-03-10/en', after: { override: null, annotation: null }, before: { annotation: 'Written by our panel for the Holi week.' } })
  })

  it('keeps the editor to admins and validates what they send', async () => {
    expect((await api().put(admin_).send({ annotation: 'x' })).status).toBe(401)
    expect((await api().put(admin_).set(as(customer)).send({ annotation: 'x' })).status).toBe(403)
    const long = await api().put(admin_).set(as(admin)).send({ annotation: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(long.body.issues[0].path).toBe('annotation')
    expect((await api().put('/api/admin/horoscope/hourly/leo').set(as(admin)).send({})).status).toBe(400)
  })
})
