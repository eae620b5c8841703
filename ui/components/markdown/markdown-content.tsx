import { Fragment } from 'react'
import { Blockquote, List, Text, Title } from '@mantine/core'
import { parseMarkdown, type InlineSpan } from './markdown'

function Spans({ spans }: { spans: InlineSpan[] }) {
  return (
    <>
      {spans.map((span, i) => (span.strong ? <strong key={i}>{span.text}</strong> : <Fragment key={i}>{span.text}</Fragment>))}
    </>
  )
}

/**
 * Renders an article's Markdown subset (## / ### headings, paragraphs, lists, **bold**) as React
 * elements. Text is never parsed as HTML.
 */
export function MarkdownContent({ source }: { source: string }) {
  const blocks = parseMarkdown(source)
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Title key={i} order={block.level} fz={block.level === 2 ? 24 : 19} fw={800} mt={i === 0 ? 0 : 'xl'} mb="sm">
                <Spans spans={block.spans} />
              </Title>
            )
          case 'paragraph':
            return (
              <Text key={i} size="lg" lh={1.8} mb="md">
                <Spans spans={block.spans} />
              </Text>
            )
          case 'quote':
            return (
              <Blockquote key={i} color="saffron" radius="md" mb="md" py="sm" px="lg">
                <Text size="md" lh={1.7}>
                  <Spans spans={block.spans} />
                </Text>
              </Blockquote>
            )
          case 'list':
            return (
              <List key={i} type={block.ordered ? 'ordered' : 'unordered'} size="lg" spacing={6} mb="md" withPadding>
                {block.items.map((item, j) => (
                  <List.Item key={j}>
                    <Spans spans={item} />
                  </List.Item>
                ))}
              </List>
            )
        }
      })}
    </>
  )
}
