import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { AbortedTransactionError, Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_PREPARED_STATEMENTS, PGliteStatementDialect } from '../../adapters/storage/pglite-statement-driver'

// The driver under the embedded database: every repository's SQL runs through it (the storage and
// API suites), so this file checks what those cannot see: that it answers as PGlite.query does, keeps
// statements prepared, bounded and valid across schema changes, and reports errors as Postgres does.
describe('PGlite statement driver', () => {
  let pglite: PGlite
  let db: Kysely<any>
  beforeEach(async () => {
    pglite = await PGlite.create()
    db = new Kysely<any>({ dialect: new PGliteStatementDialect(pglite) })
    await sql`create table things (
      id serial primary key, name text unique not null, amount int8 not null default 0, price numeric(10,2),
      tags text[] not null default '{}', data jsonb, at timestamptz, active boolean not null default true)`.execute(db)
  })
  afterEach(async () => db.destroy())

  const prepared = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db)).rows[0].n)

  it('reads and writes every type the repositories use exactly as PGlite.query does', async () => {
    const at = new Date('2026-11-30T04:05:06.789Z')
    await db
      .insertInto('things')
      .values([
        { name: 'one', amount: 9_007_199_254, price: '12.50', tags: ['a', 'b c', 'd"e'], data: JSON.stringify({ x: [1, 'two'], y: null }), at },
        { name: 'two', amount: 0, price: null, tags: [], data: null, at: null, active: false },
      ])
      .execute()
    const query = 'select * from things where name = any($1) order by id'
    const viaDriver = await db.selectFrom('things').selectAll().where('name', '=', sql<string>`any(${['one', 'two']})`).orderBy('id').execute()
    const viaPglite = (await pglite.query(query, [['one', 'two']])).rows
    expect(viaDriver).toEqual(viaPglite)
    expect(viaDriver[0]).toMatchObject({ name: 'one', tags: ['a', 'b c', 'd"e'], data: { x: [1, 'two'], y: null }, at, active: true })
    expect(viaDriver[1]).toMatchObject({ price: null, data: null, at: null, active: false })
  })

  it('prepares a statement once and runs it again by name, with fresh parameters each time', async () => {
    const before = await prepared()
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) await db.insertInto('things').values({ name }).execute()
    const found = []
    for (const name of ['c', 'f', 'zz']) found.push(await db.selectFrom('things').select('name').where('name', '=', name).executeTakeFirst())
    expect(found).toEqual([{ name: 'c' }, { name: 'f' }, undefined])
    // One insert and one select (the count query itself is a third, prepared by the first call).
    expect((await prepared()) - before).toBe(2)
  })

  it('keeps at most its limit of prepared statements, closing the least recently used', async () => {
    await db.insertInto('things').values({ name: 'kept' }).execute()
    const hot = () => db.selectFrom('things').select('name').where('name', '=', 'kept').executeTakeFirst()
    await hot()
    // Distinct SQL texts, as an `in` list of growing length makes them.
    for (let n = 1; n <= MAX_PREPARED_STATEMENTS + 20; n++) {
      await db.selectFrom('things').select('id').where('id', 'in', Array.from({ length: n }, (_, i) => i)).execute()
      if (n % 100 === 0) expect(await hot()).toEqual({ name: 'kept' })
    }
    expect(await prepared()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 1)
    const names = (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map((r) => r.name)
    expect(names.length).toBeGreaterThan(MAX_PREPARED_STATEMENTS - 10)
    expect(await hot()).toEqual({ name: 'kept' })
  })

  it('sees a schema change in statements prepared before it', async () => {
    await db.insertInto('things').values({ name: 'x' }).execute()
    const all = () => db.selectFrom('things').selectAll().execute()
    expect(Object.keys((await all())[0])).not.toContain('colour')
    await sql`alter table things add column colour text not null default 'saffron'`.execute(db)
    expect((await all())[0]).toMatchObject({ name: 'x', colour: 'saffron' })
    await sql`alter table things drop column price`.execute(db)
    expect(Object.keys((await all())[0])).not.toContain('price')
  })

  it('keeps its prepared statements through ANALYZE, VACUUM and CHECKPOINT, which change no schema', async () => {
    await db.insertInto('things').values({ name: 'kept' }).execute()
    await db.selectFrom('things').select('name').execute()
    const before = await prepared()
    await sql`analyze things`.execute(db)
    await sql`vacuum (analyze) things`.execute(db)
    await sql`checkpoint`.execute(db)
    expect(await prepared()).toBe(before)
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'kept' }])
  })

  it('reports constraint and syntax errors as Postgres does, and goes on working after them', async () => {
    await db.insertInto('things').values({ name: 'dup' }).execute()
    const duplicate = await db.insertInto('things').values({ name: 'dup' }).execute().catch((e: unknown) => e)
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'things_name_key' })
    const typo = await sql`selec 1`.execute(db).catch((e: unknown) => e)
    expect(typo).toMatchObject({ code: '42601' })
    const badValue = await db.selectFrom('things').selectAll().where('id', '=', 'not a number' as never).execute().catch((e: unknown) => e)
    expect(badValue).toMatchObject({ code: '22P02' })
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'dup' }])
  })

  it('counts the rows an update or delete touched', async () => {
    await db.insertInto('things').values([{ name: 'p' }, { name: 'q' }, { name: 'r' }]).execute()
    const updated = await db.updateTable('things').set({ amount: 5 }).where('name', '!=', 'r').executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(2n)
    const deleted = await db.deleteFrom('things').where('name', '=', 'nobody').executeTakeFirst()
    expect(deleted.numDeletedRows).toBe(0n)
  })

  it('commits and rolls back transactions, and refuses to report a commit that Postgres rolled back', async () => {
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('things').values({ name: 'committed' }).execute()
    })
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('things').values({ name: 'rolled back' }).execute()
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    // An error swallowed inside the transaction leaves it aborted: COMMIT becomes ROLLBACK.
    const swallowed = db.transaction().execute(async (tx) => {
      await tx.insertInto('things').values({ name: 'lost' }).execute()
      await tx.insertInto('things').values({ name: 'committed' }).execute().catch(() => undefined)
    })
    await expect(swallowed).rejects.toBeInstanceOf(AbortedTransactionError)
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'committed' }])
  })

  it('rolls back to a savepoint and releases one, whatever its name', async () => {
    const trx = await db.startTransaction().execute()
    await trx.insertInto('things').values({ name: 'kept' }).execute()
    const inner = await trx.savepoint('before "the" mistake').execute()
    await inner.insertInto('things').values({ name: 'undone' }).execute()
    const back = await inner.rollbackToSavepoint('before "the" mistake').execute()
    const later = await back.savepoint('later').execute()
    await later.insertInto('things').values({ name: 'also kept' }).execute()
    await (await later.releaseSavepoint('later').execute()).commit().execute()
    expect((await db.selectFrom('things').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(['kept', 'also kept'])
  })

  it('runs concurrent callers one at a time without mixing their answers', async () => {
    await db.insertInto('things').values(Array.from({ length: 50 }, (_, i) => ({ name: `n${i}`, amount: i }))).execute()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0
          ? db.transaction().execute(async (tx) => {
              await tx.updateTable('things').set({ amount: i * 10 }).where('name', '=', `n${i}`).execute()
              return (await tx.selectFrom('things').select('amount').where('name', '=', `n${i}`).executeTakeFirstOrThrow()).amount
            })
          : db.selectFrom('things').select('amount').where('name', '=', `n${i}`).executeTakeFirstOrThrow().then((r) => r.amount),
      ),
    )
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? i * 10 : i)))
  })
})

describe('PGlite statement driver on a data folder', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pglite-driver-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps what was written, in and out of transactions, after the database is closed and opened again', async () => {
    const open = async () => new Kysely<any>({ dialect: new PGliteStatementDialect(await PGlite.create({ dataDir: dir })) })
    const first = await open()
    await sql`create table notes (id int primary key, body text)`.execute(first)
    await first.insertInto('notes').values({ id: 1, body: 'alone' }).execute()
    await first.transaction().execute((tx) => tx.insertInto('notes').values({ id: 2, body: 'in a transaction' }).execute())
    await first.destroy()
    const second = await open()
    expect(await second.selectFrom('notes').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, body: 'alone' },
      { id: 2, body: 'in a transaction' },
    ])
    await second.destroy()
  })
})
