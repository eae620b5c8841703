/** The article editor's query keys (the list, one article, a preview of the text being written). */
export const articleEditorKeys = {
  articles: ['admin-articles'] as const,
  article: (id: number) => ['admin-article', id] as const,
  preview: (source: string) => ['article-preview', source] as const,
}
