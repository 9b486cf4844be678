export const DEFAULT_PAGE_SIZE = 20;

/** Page and page size of a list query (pages count from 1), with the rows to skip. */
export function pagingOf(query: { readonly page?: string; readonly pageSize?: string }) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}
