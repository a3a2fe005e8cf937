import type { NetworkTree } from '@plaza/api';
import useSWR from 'swr';
import { earningsApi } from '../../../lib/api-calls/earnings';

/** Members of the network per page. */
export const MEMBERS_PAGE_SIZE = 10;

export interface NetworkPageQuery {
  /** One level, or every level when null. */
  level: number | null;
  page: number;
}

/** GET `auth/user/tree/`: people per level, and a page of the members (of one level, or all). */
function getNetwork({ level, page }: NetworkPageQuery): Promise<NetworkTree> {
  return earningsApi.network({
    page,
    page_size: MEMBERS_PAGE_SIZE,
    ...(level !== null && { level }),
  });
}

/** docs/product.md's Tree tag; the last page stays while the next loads. */
export function useNetwork(query: NetworkPageQuery) {
  return useSWR<NetworkTree, Error>(
    ['auth/user/tree/', query],
    ([, key]: [string, NetworkPageQuery]) => getNetwork(key),
    { keepPreviousData: true },
  );
}
