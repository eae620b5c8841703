import { Alert, Container, Skeleton, Stack } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { useServices } from '../../../services/services-context'
import { allQuestionsQueryOptions } from '../api/question-queries'
import { QuestionCard } from './question-card'

/** /admin/questions: the latest free questions, answered or waiting, for admins to watch. */
export function AdminQuestionsPage(_props: { entry: RouteEntry }) {
  const services = useServices()
  const all = useQuery(allQuestionsQueryOptions(services))
  return (
    <>
      <PageHero title={<Trans>Customers' questions</Trans>} subtitle={<Trans>The latest free questions and their answers.</Trans>} />
      <Container py="xl" size="md">
        <Stack gap="md">
          {all.isPending && <Skeleton h={200} radius="lg" />}
          {all.data?.length === 0 && (
            <Alert color="gray">
              <Trans>No question has been asked yet.</Trans>
            </Alert>
          )}
          {all.data?.map((q) => <QuestionCard key={q.id} question={q} />)}
        </Stack>
      </Container>
    </>
  )
}
