import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/** The most records one request of an admin list may ask for (the server's page cap). */
export const MAX_PAGE = 100;

type GetList = (resource: string, params: GetListParams) => Promise<GetListResult<RaRecord>>;

/**
 * The page size of the next request from `offset`, at most `limit`: ra-data-simple-rest asks for
 * `[(page-1)·perPage, page·perPage-1]`, so the size must divide the offset.
 */
export function chunkSize(offset: number, limit: number): number {
  for (let size = limit; size > 1; size--) if (offset % size === 0) return size;
  return 1;
}

/**
 * getList that serves a page larger than the server's cap (the Export button asks for 1,000
 * records at once) as consecutive requests of at most `maxPage` records, same sort and filter, and
 * answers them as one page. A page within the cap is one request, as before.
 */
export function pagedGetList(getList: GetList, maxPage = MAX_PAGE): GetList {
  return async (resource, params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: maxPage };
    if (perPage <= maxPage) return getList(resource, params);
    const start = (page - 1) * perPage;
    const end = start + perPage;
    const data: RaRecord[] = [];
    let total: number | undefined;
    for (let offset = start; offset < end;) {
      const size = chunkSize(offset, Math.min(maxPage, end - offset));
      const result = await getList(resource, {
        ...params,
        pagination: { page: offset / size + 1, perPage: size },
      });
      data.push(...result.data);
      total = result.total;
      offset += size;
      if (result.data.length < size || (total !== undefined && offset >= total)) break;
    }
    return { data, total };
  };
}
