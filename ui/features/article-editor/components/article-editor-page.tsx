import { useState } from 'react'
import { Alert, Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconPlus, IconRss } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { LANGUAGES } from '../../../../core/shared/language'
import type { RouteEntry } from '../../../app/route-table'
import { CATEGORY_LABELS } from '../../../components/article-categories'
import { PageHero } from '../../../components/page-hero'
import { useServices } from '../../../services/services-context'
import { ArticleEditor } from './article-editor'
import { articleEditorKeys } from '../api/keys'

/** /admin/articles: the blog's articles (drafts too) and the editor of the one chosen or of a new one. */
export function ArticleEditorPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const [selected, setSelected] = useState<number | 'new' | null>(null)
  const list = useQuery({ queryKey: articleEditorKeys.articles, queryFn: () => admin.articles() })
  const chosen = useQuery({ queryKey: articleEditorKeys.article(typeof selected === 'number' ? selected : 0), queryFn: () => admin.article(selected as number), enabled: typeof selected === 'number' })

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="xl" py="xl">
        {selected !== null ? (
          <Stack gap="md">
            <Anchor component="button" type="button" onClick={() => setSelected(null)} fw={600} w="fit-content">
              <Group gap={4} component="span">
                <IconArrowLeft size={16} />
                <Trans>All articles</Trans>
              </Group>
            </Anchor>
            {selected === 'new' ? (
              <ArticleEditor article={null} onCreated={(id) => setSelected(id)} onDeleted={() => setSelected(null)} />
            ) : chosen.data ? (
              <ArticleEditor article={chosen.data} onCreated={setSelected} onDeleted={() => setSelected(null)} />
            ) : chosen.isError ? (
              <Alert color="red" role="alert">
                <Trans>This article could not be loaded.</Trans>
              </Alert>
            ) : (
              <Skeleton height={600} radius="lg" />
            )}
          </Stack>
        ) : (
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h3">
                <Trans>Articles</Trans>
              </Title>
              <Group gap="sm">
                <Button component="a" href="/rss.xml" variant="subtle" leftSection={<IconRss size={16} />}>
                  <Trans>RSS feed</Trans>
                </Button>
                <Button onClick={() => setSelected('new')} leftSection={<IconPlus size={16} />} color="saffron" data-testid="new-article">
                  <Trans>New article</Trans>
                </Button>
              </Group>
            </Group>
            {list.isPending ? (
              <Skeleton height={400} />
            ) : list.isError ? (
              <Alert color="red" role="alert">
                <Trans>The articles could not be loaded.</Trans>
              </Alert>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover verticalSpacing="sm" data-testid="admin-articles">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Trans>Title</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Category</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Status</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Written in</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.map((a) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>
                          <Anchor component="button" type="button" onClick={() => setSelected(a.id)} ta="left">
                            {a.title}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{i18n._(CATEGORY_LABELS[a.category])}</Table.Td>
                        <Table.Td>
                          <Badge color={a.status === 'published' ? 'green' : 'gray'} variant="light">
                            {a.status === 'published' ? t`Published` : t`Draft`}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{a.written.length ? a.written.map((code) => LANGUAGES.find((l) => l.code === code)!.nativeName).join(', ') : t`Title and excerpt only`}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        )}
      </Container>
    </>
  )
}
