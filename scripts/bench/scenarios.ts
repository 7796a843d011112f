import { SEED_WORDS } from '../../apps/server/test/seed-links.ts';
import type { Scenario } from './measure.ts';
import { CUSTOMER_PASSWORD, customerEmail } from './seed-bench-data.ts';

export type Sessions = {
  adminToken: string;
  /** Access tokens of some seeded customers, each with ~10 orders. */
  customerTokens: string[];
  customers: number;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const pageUpTo = (last: number) => 1 + Math.floor(Math.random() * last);
const SORTS = ['linkName', 'linkDescription', 'linkType'] as const;
const ORDERS = ['ASC', 'DESC'] as const;
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
export const SEARCH_TERMS = SEED_WORDS.slice(0, 40);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jsonHeaders = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? bearer(token) : {}),
});
export const searchBody = (searchText: string) => JSON.stringify({ searchText, linkTagNames: [] });
/** Three letters of a seed word and two random ones: a text the cache has not seen. */
export const newSearchText = () => `${pick(SEARCH_TERMS).slice(0, 3)}${pick(LETTERS)}${pick(LETTERS)}`;

/** The lines measured under load, in order; the products line is the one with a ratio bar. */
export function loadScenarios(sessions: Sessions): Scenario[] {
  const admin = bearer(sessions.adminToken);
  return [
    { name: 'GET /api/v1/products', request: () => ({ path: '/api/v1/products' }) },
    {
      name: 'domain check, a different name each time',
      request: () => ({
        path: `/api/domains/check?name=${pick(SEED_WORDS)}${pick(SEED_WORDS)}${pageUpTo(999)}.${pick(['com', 'in', 'org'])}`,
      }),
    },
    {
      name: 'links page 1 (10 by name)',
      request: () => ({ path: '/api/v1/links/1/10/linkName/ASC', headers: admin }),
    },
    {
      name: 'links pages 1–100, any sort',
      request: () => ({
        path: `/api/v1/links/${pageUpTo(100)}/10/${pick(SORTS)}/${pick(ORDERS)}`,
        headers: admin,
      }),
    },
    {
      name: 'links search "biryani", page 1',
      request: () => ({
        method: 'POST',
        path: '/api/v1/links/search/1/10/linkName/ASC',
        body: searchBody('biryani'),
        headers: jsonHeaders(sessions.adminToken),
      }),
    },
    {
      name: 'links search, 40 words × pages 1–5',
      request: () => ({
        method: 'POST',
        path: `/api/v1/links/search/${pageUpTo(5)}/10/linkName/ASC`,
        body: searchBody(pick(SEARCH_TERMS)),
        headers: jsonHeaders(sessions.adminToken),
      }),
    },
    {
      name: 'links search, a new text every request (no cache)',
      request: () => ({
        method: 'POST',
        path: '/api/v1/links/search/1/10/linkName/ASC',
        body: searchBody(newSearchText()),
        headers: jsonHeaders(sessions.adminToken),
      }),
    },
    {
      name: 'customer order list (~10 orders each)',
      request: () => ({ path: '/api/payment/order-status', headers: bearer(pick(sessions.customerTokens)) }),
    },
    {
      name: 'EMI summary (1,000 payments; records a view)',
      request: () => ({
        method: 'POST',
        path: '/api/v1/emi/summary',
        body: JSON.stringify({ ip: '203.0.113.7', device: 'Android', browser: 'Chrome' }),
        headers: jsonHeaders(),
      }),
    },
    {
      name: 'login (argon2id verify + refresh token)',
      request: () => ({
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({
          email: customerEmail(pageUpTo(sessions.customers)),
          password: CUSTOMER_PASSWORD,
          userType: 'USER',
        }),
        headers: jsonHeaders(),
      }),
    },
  ];
}

/**
 * One request at a time, each answered from the database (never from the cache): what one
 * administrator waits for the first time a page or a search is asked for. Runs before the
 * loaded lines, so it also fills the cache for every page they ask for.
 */
export function firstVisitBatches(sessions: Sessions) {
  const admin = bearer(sessions.adminToken);
  const search = (searchText: string) => ({
    method: 'POST' as const,
    path: '/api/v1/links/search/1/10/linkName/ASC',
    body: searchBody(searchText),
    headers: jsonHeaders(sessions.adminToken),
  });
  return [
    {
      name: 'links pages 1–100, any sort, first visit of each',
      requests: Array.from({ length: 100 }, (_, index) => index + 1).flatMap((page) =>
        SORTS.flatMap((sort) =>
          ORDERS.map((order) => ({ path: `/api/v1/links/${page}/10/${sort}/${order}`, headers: admin })),
        ),
      ),
    },
    {
      name: 'links search, a new text each time',
      requests: Array.from({ length: 300 }, () => search(newSearchText())),
    },
    {
      name: 'links search, two characters, first time each',
      requests: LETTERS.flatMap((first) =>
        ['a', 'e', 'i', 'o', 'u'].map((second) => search(`${first}${second}`)),
      ),
    },
  ];
}
