import simpleRestProvider from 'ra-data-simple-rest';
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

/** The stock ra-data-simple-rest provider, with each route name mapped to its API resource. */
export const dataProvider = new Proxy(rest, {
  get(target, method: string) {
    const call: unknown = target[method];
    if (typeof call !== 'function') return call;
    return (resource: string, ...args: unknown[]) =>
      (call as (...args: unknown[]) => unknown).call(target, API_RESOURCES[resource] ?? resource, ...args);
  },
});
