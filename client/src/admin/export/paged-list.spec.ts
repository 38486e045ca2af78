import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { chunkSize, pagedGetList } from './paged-list';

/** A server of `count` records that, like ours, refuses a page larger than 100. */
function server(count: number) {
  const requests: [number, number][] = [];
  const getList = (_resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> => {
    const { page, perPage } = params.pagination!;
    const first = (page - 1) * perPage;
    const last = page * perPage - 1;
    requests.push([first, last]);
    if (perPage > 100) return Promise.reject(new Error('range: must cover at most 100 records'));
    const data = Array.from({ length: Math.max(0, Math.min(last, count - 1) - first + 1) }, (_, i) => ({
      id: `r${first + i}`,
    }));
    return Promise.resolve({ data, total: count });
  };
  return { getList, requests };
}

const params = (page: number, perPage: number): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: 'createdAt', order: 'DESC' },
  filter: { q: 'bank' },
});

describe('pagedGetList', () => {
  it('serves the Export button’s 1,000 records as pages of 100, stopping at the last record', async () => {
    const { getList, requests } = server(250);
    const result = await pagedGetList(getList)('users', params(1, 1000));
    expect(result.total).toBe(250);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => `r${i}`));
    expect(requests).toEqual([
      [0, 99],
      [100, 199],
      [200, 299],
    ]);
  });

  it('asks for no more than the page (1,000 of 5,000)', async () => {
    const { getList, requests } = server(5000);
    const result = await pagedGetList(getList)('users', params(1, 1000));
    expect(result.data).toHaveLength(1000);
    expect(result.total).toBe(5000);
    expect(requests).toHaveLength(10);
    expect(requests.at(-1)).toEqual([900, 999]);
  });

  it('keeps the sort and the filter of every request', async () => {
    const seen: GetListParams[] = [];
    const getList = (_: string, p: GetListParams): Promise<GetListResult<RaRecord>> => {
      seen.push(p);
      return Promise.resolve({ data: [], total: 0 });
    };
    await pagedGetList(getList)('users', params(1, 1000));
    expect(seen).toEqual([{ ...params(1, 100) }]);
  });

  it('passes a page within the cap through unchanged', async () => {
    const { getList, requests } = server(30);
    await pagedGetList(getList)('users', params(2, 25));
    expect(requests).toEqual([[25, 49]]);
  });

  it('covers an unaligned large page exactly', async () => {
    const { getList, requests } = server(1000);
    const result = await pagedGetList(getList)('users', params(2, 150));
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 150 }, (_, i) => `r${150 + i}`));
    expect(requests.every(([first, last]) => last - first < 100)).toBe(true);
  });
});

describe('chunkSize', () => {
  it('is the largest size up to the limit that divides the offset', () => {
    expect(chunkSize(0, 100)).toBe(100);
    expect(chunkSize(300, 100)).toBe(100);
    expect(chunkSize(150, 100)).toBe(75);
    expect(chunkSize(7, 5)).toBe(1);
  });
});
