/** Blog pagination: 3 a page, pages 1..count, Previous/Next disabled at the ends. */
export const BLOG_PAGE_SIZE = 3

interface Page<T> {
  items: T[]
  page: number
  pageCount: number
  total: number
  /** 1-based index of the first item shown (0 when there are none). */
  from: number
  /** 1-based index of the last item shown. */
  to: number
  hasPrevious: boolean
  hasNext: boolean
}

export function paginate<T>(all: readonly T[], requestedPage: number, pageSize = BLOG_PAGE_SIZE): Page<T> {
  const total = all.length
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, Math.floor(Number.isFinite(requestedPage) ? requestedPage : 1)), pageCount)
  const start = (page - 1) * pageSize
  const items = all.slice(start, start + pageSize)
  return {
    items,
    page,
    pageCount,
    total,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  }
}
