import { QueryClient } from '@tanstack/react-query';
import { PLANS } from '@wordwright/contracts';
import type { Plan } from '../features/billing/api';
import type { RenderData } from './runtime-data';

export const queryKeys = {
  plans: ['plans'] as const,
  liveExample: ['examples', 'live'] as const,
  wordsToday: ['stats', 'today'] as const,
  config: ['config'] as const,
  history: ['history'] as const,
  inviteCode: ['invite', 'code'] as const,
  inviteStats: ['invite', 'stats'] as const,
  openapi: ['openapi'] as const,
};

/** Seeds the cache with what the server rendered, so hydration reads the same data and skips a fetch. */
export function createQueryClient(data: RenderData): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
  const plans: Plan[] = data.plans ?? PLANS.map((plan) => ({ ...plan, stripeLink: null }));
  client.setQueryData(queryKeys.plans, plans);
  if (data.liveExample !== undefined) client.setQueryData(queryKeys.liveExample, data.liveExample);
  if (typeof data.wordsToday === 'number')
    client.setQueryData(queryKeys.wordsToday, { words: data.wordsToday });
  return client;
}
