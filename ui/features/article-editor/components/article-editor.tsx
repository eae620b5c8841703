import { useEffect, useRef, useState } from 'react'
import { Alert, Badge, Button, Card, FileButton, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea, Title, Typography } from '@mantine/core'
import { IconCheck, IconDeviceFloppy, IconEye, IconEyeOff, IconPhoto, IconTrash, IconWorld } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ArticleVersion, EditableArticle } from '../../../../core/domain/article-editing'
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../../core/domain/content'
import { LANGUAGES, type LanguageCode } from '../../../../core/shared/language'
import { CATEGORY_LABELS } from '../../../components/article-categories'
import { translateIssues, translateValidationMessage } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { useDebouncedValue } from '@mantine/hooks'
import { articleEditorKeys } from '../api/keys'
import { EDITOR_MESSAGES } from '../utils/editor-messages'
import { formatDateTime } from '../../../../core/shared/formatting'

const EMPTY: ArticleVersion = { title: '', excerpt: '', content: '' }

/**
 * The editor of one article (or of a new one when `article` is null): a version per language, the
 * category, Markdown with a live preview rendered and sanitised by the server as readers will get it,
 * image upload, save, publish, unpublish and delete (after a second press), and the latest revisions.
 */
export function ArticleEditor({ article, onCreated, onDeleted }: { article: EditableArticle | null; onCreated: (id: number) => void; onDeleted: () => void }) {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const queryClient = useQueryClient()
  const [lang, setLang] = useState<LanguageCode>('en')
  const [category, setCategory] = useState<ArticleCategory>(article?.category ?? 'Transit')
  const [drafts, setDrafts] = useState<Partial<Record<LanguageCode, ArticleVersion>>>(() => ({ ...(article?.versions ?? {}) }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const version = drafts[lang] ?? EMPTY

  useEffect(() => {
    setDrafts({ ...(article?.versions ?? {}) })
    if (article) setCategory(article.category)
  }, [article])

  const edit = (field: keyof ArticleVersion, value: string) => {
    setDrafts((d) => ({ ...d, [lang]: { ...(d[lang] ?? EMPTY), [field]: value } }))
    setNotice(null)
  }

  const [previewSource] = useDebouncedValue(version.content, 400)
  const preview = useQuery({ queryKey: articleEditorKeys.preview(previewSource), queryFn: () => admin.previewArticle(previewSource), placeholderData: (previous) => previous })

  const failed = (error: unknown) => {
    if (error instanceof HttpError && error.issues.length) setErrors(translateIssues(i18n, error.issues, EDITOR_MESSAGES))
    else setErrors({ form: error instanceof Error ? translateValidationMessage(i18n, error.message, EDITOR_MESSAGES) : t`Something went wrong. Please try again.` })
  }
  const refresh = async (saved: EditableArticle) => {
    setErrors({})
    queryClient.setQueryData(articleEditorKeys.article(saved.id), saved)
    await queryClient.invalidateQueries({ queryKey: articleEditorKeys.articles })
  }

  const save = useMutation({
    mutationFn: () => {
      const input = { lang, category, ...version }
      return article ? admin.saveArticle(article.id, input) : admin.createArticle(input)
    },
    onSuccess: async (saved) => {
      await refresh(saved)
      // A published article's edits wait for "Publish changes": say so, so nobody thinks they are live.
      setNotice(saved.status === 'published' ? t`Saved. Readers still see the published version until you publish the changes.` : t`Saved.`)
      if (!article) onCreated(saved.id)
    },
    onError: failed,
  })
  const publish = useMutation({
    mutationFn: (published: boolean) => admin.setArticlePublished(article!.id, published),
    onSuccess: async (saved) => {
      await refresh(saved)
      setNotice(saved.status === 'published' ? t`Published: readers can see it on the blog.` : t`Unpublished: the article is a draft again.`)
    },
    onError: (error) => {
      if (error instanceof HttpError && error.issues.length) setErrors({ form: translateValidationMessage(i18n, error.issues[0]!.message, EDITOR_MESSAGES) })
      else failed(error)
    },
  })
  const remove = useMutation({
    mutationFn: () => admin.deleteArticle(article!.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: articleEditorKeys.articles })
      onDeleted()
    },
    onError: failed,
  })
  const upload = useMutation({
    mutationFn: (file: File) => admin.uploadArticleImage(file),
    onSuccess: ({ url }, file) => {
      const alt = file.name.replace(/\.[a-z0-9]+$/i, '').replace(/[[\]]/g, '')
      const at = contentRef.current?.selectionStart ?? version.content.length
      edit('content', `${version.content.slice(0, at)}\n\n![${alt}](${url})\n\n${version.content.slice(at)}`)
    },
    onError: (error) => setErrors({ image: error instanceof HttpError && error.issues.length ? translateValidationMessage(i18n, error.issues[0]!.message, EDITOR_MESSAGES) : t`The image could not be uploaded.` }),
  })

  const written = (code: LanguageCode) => Boolean(article?.versions[code])
  const languageLabel = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)!.nativeName

  return (
    <Stack gap="md" data-testid="article-editor">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <Trans>Language version</Trans>
          </Text>
          <SegmentedControl
            value={lang}
            onChange={(value) => {
              setLang(value as LanguageCode)
              setErrors({})
            }}
            data={LANGUAGES.map((l) => ({ value: l.code, label: `${languageLabel(l.code)}${written(l.code) ? ' ✓' : ''}` }))}
            data-testid="editor-language"
          />
        </Stack>
        <Group gap="xs">
          {article && (
            <Badge color={article.status === 'published' ? 'green' : 'gray'} variant="light" size="lg" data-testid="editor-status">
              {article.status === 'published' ? t`Published` : t`Draft`}
            </Badge>
          )}
          {article?.status === 'published' && article.unpublishedChanges.length > 0 && (
            <Badge color="orange" variant="light" size="lg" data-testid="editor-unpublished-changes">
              {t`Unpublished changes`}
            </Badge>
          )}
          {article && <Text size="sm" c="dimmed">/blog/{article.slug}</Text>}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="sm">
            <Select
              label={t`Category`}
              data={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABELS[c]) }))}
              value={category}
              onChange={(value) => value && setCategory(value as ArticleCategory)}
              allowDeselect={false}
              error={errors.category}
              data-testid="editor-category"
            />
            <TextInput label={t`Title`} value={version.title} onChange={(e) => edit('title', e.currentTarget.value)} error={errors.title} required data-testid="editor-title" />
            <Textarea label={t`Excerpt`} description={t`One or two sentences shown on the blog's cards.`} value={version.excerpt} onChange={(e) => edit('excerpt', e.currentTarget.value)} error={errors.excerpt} autosize minRows={2} required data-testid="editor-excerpt" />
            <Textarea
              ref={contentRef}
              label={t`Article (Markdown)`}
              description={t`## for a heading, **bold**, - for a list, [text](/kundli) for a link, ![description](address) for an image.`}
              value={version.content}
              onChange={(e) => edit('content', e.currentTarget.value)}
              error={errors.content}
              autosize
              minRows={14}
              maxRows={30}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-testid="editor-content"
            />
            <Group gap="sm">
              <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/gif,image/webp">
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhoto size={16} />} loading={upload.isPending}>
                    <Trans>Insert image</Trans>
                  </Button>
                )}
              </FileButton>
              {errors.image && (
                <Text c="red" size="sm">
                  {errors.image}
                </Text>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card withBorder radius="lg" padding="lg" h="100%">
            <Group gap={6} mb="sm">
              <IconWorld size={16} />
              <Text fw={700}>
                <Trans>Preview</Trans>
              </Text>
            </Group>
            <Title order={1} fz={28} mb="xs">
              {version.title || t`Untitled`}
            </Title>
            <Text c="dimmed" mb="md">
              {version.excerpt}
            </Text>
            <Typography>
              <div data-testid="editor-preview" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
            </Typography>
          </Card>
        </Grid.Col>
      </Grid>

      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      {notice && (
        <Alert color="green" icon={<IconCheck size={18} />} data-testid="editor-notice">
          {notice}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => save.mutate()} loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} color="cosmic" data-testid="editor-save">
          {article ? <Trans>Save {languageLabel(lang)} version</Trans> : <Trans>Create draft</Trans>}
        </Button>
        {article?.status === 'published' && article.unpublishedChanges.length > 0 && (
          <Button color="green" onClick={() => publish.mutate(true)} loading={publish.isPending} leftSection={<IconEye size={16} />} data-testid="editor-publish-changes">
            <Trans>Publish changes</Trans>
          </Button>
        )}
        {article &&
          (article.status === 'published' ? (
            <Button variant="light" color="gray" onClick={() => publish.mutate(false)} loading={publish.isPending} leftSection={<IconEyeOff size={16} />} data-testid="editor-unpublish">
              <Trans>Unpublish</Trans>
            </Button>
          ) : (
            <Button color="green" onClick={() => publish.mutate(true)} loading={publish.isPending} leftSection={<IconEye size={16} />} data-testid="editor-publish">
              <Trans>Publish</Trans>
            </Button>
          ))}
        {article && !confirmingDelete && (
          <Button variant="subtle" color="red" onClick={() => setConfirmingDelete(true)} leftSection={<IconTrash size={16} />} data-testid="editor-delete">
            <Trans>Delete article</Trans>
          </Button>
        )}
      </Group>
      {article && confirmingDelete && (
        <Alert color="red" title={<Trans>Delete this article?</Trans>} data-testid="editor-delete-confirm">
          <Stack gap="sm">
            <Text size="sm">
              <Trans>Readers will no longer find it, in any language, and its address will tell search engines it is gone. This cannot be undone.</Trans>
            </Text>
            <Group gap="sm">
              <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
                <Trans>Yes, delete it</Trans>
              </Button>
              <Button variant="default" onClick={() => setConfirmingDelete(false)}>
                <Trans>Keep it</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {article && article.revisions.length > 0 && (
        <Stack gap={4}>
          <Text fw={700} size="sm">
            <Trans>Recent versions</Trans>
          </Text>
          {article.revisions.slice(0, 6).map((r) => (
            <Text key={r.id} size="sm" c="dimmed">
              {formatDateTime(r.createdAt, i18n.locale)} · {languageLabel(r.lang)} · {r.title}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
