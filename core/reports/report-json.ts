import type { ReportJson, ReportRecord } from '../domain/report'

/** A stored report as the API shows it: its sections only once it is done. */
export function reportJson(r: ReportRecord): ReportJson {
  const done = r.status === 'done' && r.content !== null
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    progress: r.progress,
    currentSection: r.status === 'running' ? r.currentSection : null,
    lang: r.lang,
    price: r.price,
    name: r.birth.name,
    partnerName: r.partner?.name ?? null,
    title: done ? r.content!.title : null,
    subtitle: done ? r.content!.subtitle : null,
    sections: done ? r.content!.sections : [],
    charts: done ? r.content!.charts : [],
    createdAt: r.createdAt,
    completedAt: r.completedAt,
    refunded: r.refundTransactionId !== null,
    sample: false,
    offer: r.offer,
  }
}
