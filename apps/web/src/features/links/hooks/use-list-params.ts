import { useSearchParams } from 'react-router';
import { type ListParams, parseListParams, toSearchParams } from '../utils/list-params.ts';

/**
 * A links list's state kept in the address, so Back from a link's page (or a reload) returns to
 * the same page, sort and search. Changes replace the history entry rather than pile up.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(searchParams);
  const update = (change: Partial<ListParams>) =>
    setSearchParams((current) => toSearchParams({ ...parseListParams(current), ...change }), {
      replace: true,
    });
  return [params, update] as const;
}
