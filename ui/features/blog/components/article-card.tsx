import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCalendar, IconClock } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Article } from '../../../../core/domain/content'
import { slugify } from '../../../../core/shared/slug'
import { LocalLink } from '../../../components/local-link'
import { articleGradientCss } from '../utils/article-gradient'
import { CATEGORY_COLORS, CATEGORY_LABELS } from '../../../components/article-categories'
import classes from './blog.module.css'

/** The slug route of an article: the server's slug, else the slug of its title. */
function articlePath(article: Pick<Article, 'slug' | 'title'>): string {
  return `/blog/${article.slug || slugify(article.title)}`
}

/** A blog card: gradient header with category, date and read time, excerpt and Read More. */
export function ArticleCard({ article }: { article: Article }) {
  const { i18n } = useLingui()
  const category = CATEGORY_LABELS[article.category] ? i18n._(CATEGORY_LABELS[article.category]) : article.category
  return (
    <Card
      component={LocalLink}
      to={articlePath(article)}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      data-testid="blog-card"
    >
      <Box className={classes.cardHeader} style={{ background: articleGradientCss(article.gradient) }}>
        <Badge variant="white" color={CATEGORY_COLORS[article.category] ?? 'cosmic'} radius="sm" className={classes.cardBadge}>
          {category}
        </Badge>
        <Text className={classes.cardGlyph} aria-hidden>
          ✦
        </Text>
      </Box>
      <Stack gap="sm" p="lg" style={{ flex: 1 }}>
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={14} />
            <Text size="xs">{article.date}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} />
            <Text size="xs">{article.readTime}</Text>
          </Group>
        </Group>
        <Title order={2} fz="lg" lh={1.3} lineClamp={2}>
          {article.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} lh={1.6}>
          {article.excerpt}
        </Text>
        <Button
          component="span"
          variant="subtle"
          color="saffron"
          radius="xl"
          px={0}
          mt="auto"
          w="fit-content"
          rightSection={<IconArrowRight size={16} />}
        >
          <Trans>Read More</Trans>
        </Button>
      </Stack>
    </Card>
  )
}
