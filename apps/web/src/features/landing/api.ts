import { useQuery } from '@tanstack/react-query';
import { LANDING_COUNTER_REFRESH_MS } from '@wordwright/contracts';
import { queryKeys } from '../../app/query-client';
import { api } from '../../lib/api-client';

/** A real before/after produced by the engine (GET /examples/live). */
export interface LiveExample {
  before: string;
  after_html: string;
  after_text?: string;
  changes: { before: string; after: string; rule?: string; reason?: Record<string, string> }[];
}

export function useLiveExample() {
  return useQuery({
    queryKey: queryKeys.liveExample,
    queryFn: () => api<LiveExample | null>('/examples/live', { token: null }).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Words rewritten today, summed from the ledger by the server; refreshed every minute. */
export function useWordsToday() {
  return useQuery({
    queryKey: queryKeys.wordsToday,
    queryFn: () => api<{ words: number }>('/stats/today', { token: null }),
    refetchInterval: LANDING_COUNTER_REFRESH_MS,
    staleTime: LANDING_COUNTER_REFRESH_MS,
    retry: false,
  });
}
