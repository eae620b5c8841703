/** Query keys of the editor's data (the list, one article). */
export const ARTICLES_KEY = ['admin-articles'] as const
export const articleKey = (id: number) => ['admin-article', id] as const
