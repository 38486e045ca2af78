import simpleRestProvider from 'ra-data-simple-rest';
import { pagedGetList } from './export/paged-list';
import { ADMIN_API, httpClient } from './http';

/**
 * The spec's admin routes (`/admin/videos`) are react-admin resource names; the API's resources
 * have longer names (`/api/v1/admin/practice-videos`).
 */
export const API_RESOURCES: Record<string, string> = {
  videos: 'practice-videos',
  links: 'public-links',
  config: 'app-config',
};

const rest = simpleRestProvider(ADMIN_API, httpClient);

/** A list page larger than the server's cap (the Export button's 1,000 records) as several requests. */
const getList = pagedGetList((resource, params) => rest.getList(resource, params));

/**
 * The stock ra-data-simple-rest provider, with each route name mapped to its API resource, and
 * getList serving pages of any size.
 */
export const dataProvider = new Proxy(rest, {
  get(target, method: string) {
    const call: unknown = method === 'getList' ? getList : target[method];
    if (typeof call !== 'function') return call;
    return (resource: string, ...args: unknown[]) =>
      (call as (...args: unknown[]) => unknown).call(target, API_RESOURCES[resource] ?? resource, ...args);
  },
});
