import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, List, Loader, Stack, Text, ThemeIcon, Title, Typography } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconCalendar, IconClock, IconMoodEmpty, IconPencil, IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Article } from '../../../../core/domain/content'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { LocalLink } from '../../../components/local-link'
import { articleQueryOptions } from '../api/get-article'
import { articleGradientCss } from '../utils/article-gradient'
import { CATEGORY_COLORS, CATEGORY_LABELS } from '../../../components/article-categories'
import { JsonLd } from '../../../components/json-ld'
import { SITE_NAME } from '../../../components/layout/brand'
import classes from './blog.module.css'

function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const status = (error as { status?: unknown }).status
  if (status === 404) return true
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && message.startsWith('404')
}

function BackLink() {
  return (
    <Anchor component={LocalLink} to="/blog" c="inherit" size="sm" fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} />
        <Trans>Back to blog</Trans>
      </Group>
    </Anchor>
  )
}

/** schema.org Article for search engines; the date only when it reads as one. */
function articleJsonLd(article: Article): Record<string, unknown> {
  const published = Date.parse(`${article.date} UTC`)
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    inLanguage: article.lang,
    articleSection: article.category,
    ...(Number.isNaN(published) ? {} : { datePublished: new Date(published).toISOString().slice(0, 10) }),
    publisher: { '@type': 'Organization', name: SITE_NAME },
  }
}

/**
 * Articles without content show a generated body saying the article is being prepared, built
 * from its title, category, excerpt, date and read time.
 */
function PlaceholderBody({ article, category }: { article: Article; category: string }) {
  const title = article.title
  const date = article.date
  const readTime = article.readTime
  return (
    <Stack gap="md" data-testid="article-placeholder">
      <Text size="lg" lh={1.8}>
        {article.excerpt}
      </Text>
      <Alert variant="light" color="saffron" radius="md" icon={<IconPencil />} title={<Trans>This article is being prepared</Trans>}>
        <Trans>
          Our astrologers are still writing “{title}”, part of our {category} series dated {date}. The full article ({readTime}) will be
          published here soon.
        </Trans>
      </Alert>
      <Title order={2} fz={22} fw={800} mt="sm">
        <Trans>What this article will cover</Trans>
      </Title>
      <List spacing={6} size="md" withPadding>
        <List.Item>
          <Trans>What this {category} event is and how it is calculated in Vedic astrology</Trans>
        </List.Item>
        <List.Item>
          <Trans>How it may affect each moon sign (rashi) in love, career, health and money</Trans>
        </List.Item>
        <List.Item>
          <Trans>Simple remedies and the best times to act</Trans>
        </List.Item>
      </List>
      <Text c="dimmed">
        <Trans>Until then, an astrologer can tell you what it means for your own chart.</Trans>
      </Text>
    </Stack>
  )
}

export interface BlogArticlePageProps {
  /** The id or slug; read from the route ('/blog/$slug' or '/article/$id') when not given. */
  idOrSlug?: string
}

/** An article at /blog/{slug} or /article/{id}: Markdown body, generated placeholder, or not found. */
export function BlogArticlePage({ idOrSlug }: BlogArticlePageProps = {}) {
  const { i18n } = useLingui()
  const { language } = useLanguage()
  const { content } = useServices()
  const params = useParams({ strict: false }) as { slug?: string; id?: string }
  const key = (idOrSlug ?? params.slug ?? params.id ?? '').trim()
  const query = useQuery({ ...articleQueryOptions(content, key, language), enabled: key !== '' })

  if (key === '' || (query.isError && isNotFound(query.error))) {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md" data-testid="article-not-found">
          <ThemeIcon size={72} radius="xl" variant="light" color="cosmic">
            <IconMoodEmpty size={40} />
          </ThemeIcon>
          <Title order={1} fz={30}>
            <Trans>Article not found</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The article you are looking for does not exist or has moved.</Trans>
          </Text>
          <Button component={LocalLink} to="/blog" radius="xl" color="saffron" leftSection={<IconArrowLeft size={16} />}>
            <Trans>Back to blog</Trans>
          </Button>
        </Stack>
      </Container>
    )
  }

  if (query.isPending) {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" gap="sm">
          <Loader color="saffron" />
          <Text c="dimmed" size="sm">
            <Trans>Loading article...</Trans>
          </Text>
        </Stack>
      </Container>
    )
  }

  if (query.isError) {
    return (
      <Container size="sm" py={72}>
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle />} title={<Trans>Could not load the article</Trans>}>
          <Group justify="space-between">
            <Text size="sm">
              <Trans>Please check your connection and try again.</Trans>
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
        <Box mt="lg">
          <BackLink />
        </Box>
      </Container>
    )
  }

  const article = query.data
  const category = CATEGORY_LABELS[article.category] ? i18n._(CATEGORY_LABELS[article.category]) : article.category
  const hasContent = article.content.trim() !== ''

  return (
    <Box component="article" data-testid="blog-article">
      <Box className={classes.articleHeader} style={{ background: articleGradientCss(article.gradient) }}>
        <Container size="md" pt={{ base: 28, md: 40 }} pb={{ base: 80, md: 104 }} pos="relative" style={{ zIndex: 1 }}>
          <Stack gap="md">
            <Box c="white">
              <BackLink />
            </Box>
            <Badge variant="white" color={CATEGORY_COLORS[article.category] ?? 'cosmic'} radius="sm" w="fit-content">
              {category}
            </Badge>
            <Title order={1} c="white" fz={{ base: 28, sm: 40 }} fw={800} lh={1.2}>
              {article.title}
            </Title>
            <JsonLd data={articleJsonLd(article)} />
            <Group gap="lg" c="rgba(255,255,255,0.88)">
              <Group gap={6} wrap="nowrap">
                <IconCalendar size={16} />
                <Text size="sm">{article.date}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconClock size={16} />
                <Text size="sm">{article.readTime}</Text>
              </Group>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="md" className={classes.articleBody} pb={{ base: 48, md: 72 }}>
        <Card radius="lg" shadow="md" withBorder padding="xl">
          {hasContent ? (
            // Rendered from Markdown and sanitised on the server (adapters/content/markdown-it-renderer.ts).
            <Typography>
              <div className={classes.prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
            </Typography>
          ) : (
            <PlaceholderBody article={article} category={category} />
          )}
        </Card>
        <Card radius="lg" mt="xl" padding="lg" style={{ background: 'linear-gradient(120deg, #2e1065 0%, #4c1d95 60%, #c2410c 140%)' }}>
          <Group justify="space-between" gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" style={{ background: 'rgba(255,153,51,0.2)', color: '#ffd27a' }}>
                <IconSparkles size={24} />
              </ThemeIcon>
              <div>
                <Text fw={700} c="white">
                  <Trans>What does this mean for your chart?</Trans>
                </Text>
                <Text size="sm" c="rgba(255,255,255,0.8)">
                  <Trans>The first 5 minutes of chat with an astrologer are free.</Trans>
                </Text>
              </div>
            </Group>
            <Group gap="sm">
              <Button component={LocalLink} to="/kundli" radius="xl" variant="white" color="cosmic.9">
                <Trans>Free Kundli</Trans>
              </Button>
              <Button component={LocalLink} to="/astrologers" radius="xl" color="saffron">
                <Trans>Talk to Astrologer</Trans>
              </Button>
            </Group>
          </Group>
        </Card>
        <Box mt="xl">
          <BackLink />
        </Box>
      </Container>
    </Box>
  )
}

export default BlogArticlePage
