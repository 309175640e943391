import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanDefinition } from '@wordwright/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../app/query-client';
import { api } from '../../lib/api-client';
import { useAuth } from '../auth/auth-provider';

/** A plan as GET /plans returns it: the shared table plus the configured Stripe payment link. */
export type Plan = Omit<PlanDefinition, 'features'> & { features: string[]; stripeLink?: string | null };

export async function fetchPlans(): Promise<Plan[]> {
  const body = await api<Plan[] | { plans: Plan[] }>('/plans', { token: null });
  return Array.isArray(body) ? body : body.plans;
}

export function usePlans() {
  return useQuery({ queryKey: queryKeys.plans, queryFn: fetchPlans });
}

/** The payment link with the buyer's e-mail prefilled and their id for matching the webhook. */
export function checkoutUrl(link: string, email: string, userId: string | number): string {
  const url = new URL(link);
  url.searchParams.set('prefilled_email', email);
  url.searchParams.set('client_reference_id', String(userId));
  return url.toString();
}

/** Buy: sign-in required; opens the plan's Stripe link in a new tab, or explains that it cannot. */
export function useBuyPlan(): (planId: string) => Promise<void> {
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { t } = useTranslation('billing');
  return useCallback(
    async (planId: string) => {
      if (status !== 'signedIn' || !user) {
        navigate('/login');
        return;
      }
      // Open the tab inside the click so pop-up blockers allow it, then point it at the link.
      const tab = window.open('', '_blank');
      let link: string | null | undefined;
      try {
        const plans = await client.fetchQuery({
          queryKey: queryKeys.plans,
          queryFn: fetchPlans,
          staleTime: 0,
        });
        link = plans.find((plan) => plan.id === planId)?.stripeLink;
      } catch {
        link = null;
      }
      if (!link) {
        tab?.close();
        window.alert(t('paymentUnavailable'));
        return;
      }
      const url = checkoutUrl(link, user.email, user.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    },
    [client, navigate, status, t, user],
  );
}

export const cancelSubscription = () =>
  api<{ url?: string; message?: string; support_email?: string }>('/billing/cancel', { method: 'POST' });
