/** The query parameter of each part of a list's state: what a list page reads from its address. */
export const LIST_QUERY_PARAMS = { query: 'q', sort: 'sort', category: 'category', page: 'page' } as const;
