import { sql, type Kysely } from 'kysely'

/** What one pass did: the tables it analysed and vacuumed, whether it checkpointed, and how long it held the connection. */
export interface UpkeepPass {
  analysed: string[]
  vacuumed: string[]
  checkpointed: boolean
  ms: number
}

interface PgliteUpkeepOptions {
  /** between passes (default 60 s, autovacuum's naptime) */
  intervalMs?: number
  /** checkpoint once this much WAL was written since the last checkpoint (default 64 MB) */
  checkpointWalBytes?: number
  /** or once the last checkpoint is this old and WAL was written since (default 5 min, checkpoint_timeout) */
  checkpointAgeMs?: number
  onPass?: (pass: UpkeepPass) => void
  onError?: (error: unknown) => void
}

interface TableActivity {
  schemaname: string
  relname: string
  /** the planner's row count from the last ANALYZE or VACUUM; -1 never (kept in the catalog, unlike the counters) */
  reltuples: number
  n_dead_tup: string
  n_mod_since_analyze: string
  n_ins_since_vacuum: string
}

/**
 * Autovacuum and the checkpointer for the embedded database. PGlite runs Postgres in single-user mode,
 * where neither process exists. Left alone, no table is ever analysed (the planner guesses row counts, and
 * chose a sequential scan of every chat message for each group of delivery receipts), no dead row is
 * reclaimed, and no checkpoint is taken until 1 GB of WAL has piled up: that much on disk, and that much to
 * replay after a crash before the server can start. Each pass analyses or vacuums the tables that
 * autovacuum's default thresholds would pick, then checkpoints when checkpoint_timeout's or a WAL volume's
 * worth has passed, one statement each on the one connection. PostgreSQL proper needs none of this.
 */
export class PgliteUpkeep {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running: Promise<unknown> = Promise.resolve()
  private stopped = false

  constructor(
    private readonly db: Kysely<any>,
    private readonly options: PgliteUpkeepOptions = {},
  ) {}

  /** One pass now. */
  async runOnce(): Promise<UpkeepPass> {
    const started = performance.now()
    // The session's counters reach the statistics views at most once a second; this makes them current.
    await sql`SELECT pg_stat_force_next_flush()`.execute(this.db)
    const { rows } = await sql<TableActivity>`
      SELECT s.schemaname, s.relname, c.reltuples, s.n_dead_tup, s.n_mod_since_analyze, s.n_ins_since_vacuum
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid ORDER BY s.relname`.execute(this.db)
    const pass: UpkeepPass = { analysed: [], vacuumed: [], checkpointed: false, ms: 0 }
    for (const table of rows) {
      const tuples = Math.max(0, Number(table.reltuples))
      const name = sql.id(table.schemaname, table.relname)
      // autovacuum_vacuum_threshold/scale_factor (dead rows) and their insert counterparts (PostgreSQL 13+:
      // keeps the visibility map current for index-only scans); VACUUM ANALYZE when both are due. The
      // counters start from zero after a crash or a restore, so a table never analysed is analysed anyway.
      const vacuum = Number(table.n_dead_tup) > 50 + 0.2 * tuples || Number(table.n_ins_since_vacuum) > 1000 + 0.2 * tuples
      const analyse = Number(table.reltuples) < 0 || Number(table.n_mod_since_analyze) > 50 + 0.1 * tuples
      if (vacuum) await sql`VACUUM ${analyse ? sql`(ANALYZE) ` : sql``}${name}`.execute(this.db)
      else if (analyse) await sql`ANALYZE ${name}`.execute(this.db)
      if (vacuum) pass.vacuumed.push(table.relname)
      if (analyse) pass.analysed.push(table.relname)
    }
    pass.checkpointed = await this.checkpointIfDue()
    pass.ms = performance.now() - started
    return pass
  }

  /** A checkpoint writes the dirty pages out so that older WAL can go; taken often, each one is small. */
  private async checkpointIfDue(): Promise<boolean> {
    const { rows } = await sql<{ wal_bytes: string; age_ms: string }>`
      SELECT pg_current_wal_lsn() - redo_lsn AS wal_bytes, extract(epoch FROM now() - checkpoint_time) * 1000 AS age_ms
      FROM pg_control_checkpoint()`.execute(this.db)
    const walBytes = Number(rows[0].wal_bytes)
    // The checkpoint record itself is WAL: a little WAL since the last one is no reason for another.
    const due = walBytes >= (this.options.checkpointWalBytes ?? 64 * 2 ** 20) || (walBytes > 64 * 1024 && Number(rows[0].age_ms) >= (this.options.checkpointAgeMs ?? 5 * 60_000))
    if (due) await sql`CHECKPOINT`.execute(this.db)
    return due
  }

  /** A pass every interval (the first one interval from now) until `stop`; passes never overlap. */
  start(): void {
    this.stopped = false
    const next = () => {
      if (!this.stopped) this.timer = setTimeout(pass, this.options.intervalMs ?? 60_000).unref()
    }
    const pass = () => {
      this.timer = null
      this.running = this.runOnce()
        .then((done) => this.options.onPass?.(done), (error) => this.options.onError?.(error))
        .finally(next)
    }
    next()
  }

  /** Stops the passes and waits for one in progress. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }
}
