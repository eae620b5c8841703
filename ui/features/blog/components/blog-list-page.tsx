import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Alert, Box, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { BLOG_PAGE_SIZE, paginate } from '../../../../core/shared/pagination'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { articlesQueryOptions } from '../api/get-articles'
import { ArticleCard } from './article-card'
import classes from './blog.module.css'

/** The blog list '/blog': 3 cards a page, Previous/Next and numbered buttons. */
export function BlogListPage() {
  const { t } = useLingui()
  const { language } = useLanguage()
  const { content } = useServices()
  const { data, isPending, isError, refetch } = useQuery(articlesQueryOptions(content, language))
  const [requestedPage, setRequestedPage] = useState(1)
  const listRef = useRef<HTMLDivElement>(null)

  const page = paginate(data ?? [], requestedPage, BLOG_PAGE_SIZE)
  const { from, to, total } = page

  const goTo = (next: number) => {
    if (next === page.page || next < 1 || next > page.pageCount) return
    setRequestedPage(next)
    // The page scrolls to the list when the page changes.
    requestAnimationFrame(() => listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
  }

  return (
    <Box>
      <Box className={classes.hero} py={{ base: 48, md: 72 }}>
        <Container size="lg">
          <Stack gap="sm" align="center" ta="center">
            <Text className={classes.eyebrow}>
              <Trans>Astrology blog</Trans>
            </Text>
            <Title order={1} c="white" fz={{ base: 30, sm: 44 }} fw={800}>
              <Trans>Insights from the cosmos</Trans>
            </Title>
            <Text c="rgba(255,255,255,0.82)" size="lg" maw={620}>
              <Trans>Transits, retrogrades, eclipses and festivals explained by our astrologers, with what they mean for you.</Trans>
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 32, md: 56 }}>
        <div ref={listRef} style={{ scrollMarginTop: 96 }} id="blog-articles">
          {isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
                <Skeleton key={i} h={380} radius="lg" />
              ))}
            </SimpleGrid>
          ) : isError ? (
            <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle />} title={t`Could not load articles`}>
              <Group justify="space-between">
                <Text size="sm">
                  <Trans>Please check your connection and try again.</Trans>
                </Text>
                <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Group>
            </Alert>
          ) : total === 0 ? (
            <Text ta="center" c="dimmed">
              <Trans>No articles yet. Please look again soon.</Trans>
            </Text>
          ) : (
            <Stack gap="xl">
              <Text c="dimmed" size="sm" aria-live="polite" data-testid="blog-range">
                <Trans>
                  Showing {from}-{to} of {total} articles
                </Trans>
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {page.items.map((article) => (
                  <ArticleCard key={article.id} article={article} />
                ))}
              </SimpleGrid>
              <Group justify="center" gap={6} component="nav" aria-label={t`Blog pages`}>
                <Button
                  variant="default"
                  radius="xl"
                  px={{ base: 10, xs: 'md' }}
                  leftSection={<IconChevronLeft size={16} />}
                  disabled={!page.hasPrevious}
                  onClick={() => goTo(page.page - 1)}
                  aria-label={t`Previous`}
                >
                  <Box component="span" visibleFrom="xs">
                    <Trans>Previous</Trans>
                  </Box>
                </Button>
                {Array.from({ length: page.pageCount }, (_, i) => i + 1).map((n) => (
                  <Button
                    key={n}
                    radius="xl"
                    className={classes.pageButton}
                    px={0}
                    variant={n === page.page ? 'filled' : 'default'}
                    color={n === page.page ? 'saffron' : undefined}
                    aria-current={n === page.page ? 'page' : undefined}
                    aria-label={t`Page ${n}`}
                    onClick={() => goTo(n)}
                  >
                    {n}
                  </Button>
                ))}
                <Button
                  variant="default"
                  radius="xl"
                  px={{ base: 10, xs: 'md' }}
                  rightSection={<IconChevronRight size={16} />}
                  disabled={!page.hasNext}
                  onClick={() => goTo(page.page + 1)}
                  aria-label={t`Next`}
                >
                  <Box component="span" visibleFrom="xs">
                    <Trans>Next</Trans>
                  </Box>
                </Button>
              </Group>
            </Stack>
          )}
        </div>
      </Container>
    </Box>
  )
}

export default BlogListPage
