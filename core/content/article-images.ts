import type { PublicUser } from '../domain/user'
import { NotFoundError, ValidationError } from '../errors'
import type { ArticleImages } from './ports/article-store'
import type { AuditLog } from '../shared/ports/audit-log'

/** At most 2 MB an image: a photograph for a blog, not an archive. */
export const MAX_ARTICLE_IMAGE_BYTES = 2 * 1024 * 1024

/** The formats accepted, recognised by their first bytes rather than by what the client claims. */
function sniff(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp'
  return null
}

/** Images for articles: uploaded by admins (each upload audited), served to everyone at /api/article-images/{id}. */
export class ArticleImageLibrary {
  constructor(
    private readonly images: ArticleImages,
    private readonly audit: AuditLog,
  ) {}

  async upload(actor: PublicUser, bytes: Uint8Array | undefined): Promise<{ id: string; url: string }> {
    const message = 'Upload a PNG, JPEG, GIF or WebP image of at most 2 MB'
    if (!bytes || bytes.length === 0 || bytes.length > MAX_ARTICLE_IMAGE_BYTES) throw new ValidationError(message, [{ path: 'image', message }])
    const contentType = sniff(bytes)
    if (!contentType) throw new ValidationError(message, [{ path: 'image', message }])
    const id = await this.images.save({ contentType, bytes, uploadedBy: actor.id })
    await this.audit.record({ actorId: actor.id, actorEmail: actor.email, action: 'article-image.upload', target: `article-image:${id}`, before: null, after: { contentType, bytes: bytes.length } })
    return { id, url: `/api/article-images/${id}` }
  }

  async get(id: string): Promise<{ contentType: string; bytes: Uint8Array }> {
    const image = /^[a-f0-9-]{36}$/.test(id) ? await this.images.get(id) : null
    if (!image) throw new NotFoundError('Image not found')
    return image
  }
}
