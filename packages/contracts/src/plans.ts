/** The four paid plans of the spec (§1). Payment links come from configuration, so they are not here. */
export interface PlanDefinition {
  id: 'starter_monthly' | 'basic_monthly' | 'premium_monthly' | 'unlimited_6months';
  name: string;
  price: number;
  credits: number;
  period: 'month' | '6 months';
  periodDays: number;
  /** i18n keys of the plan's feature lines, resolved by the web app. */
  features: string[];
  cta: string;
  popular: boolean;
  onLanding: boolean;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'starter_monthly',
    name: 'Starter',
    price: 3.99,
    credits: 5000,
    period: 'month',
    periodDays: 30,
    features: [
      'plans.features.words5000',
      'plans.features.allModes',
      'plans.features.documents',
      'plans.features.changeLog',
      'plans.features.cancelAnytime',
    ],
    cta: 'plans.cta.subscribe',
    popular: false,
    onLanding: false,
  },
  {
    id: 'basic_monthly',
    name: 'Basic',
    price: 9.9,
    credits: 10000,
    period: 'month',
    periodDays: 30,
    features: [
      'plans.features.words10000',
      'plans.features.allModes',
      'plans.features.documents',
      'plans.features.changeLog',
      'plans.features.cancelAnytime',
    ],
    cta: 'plans.cta.subscribe',
    popular: false,
    onLanding: true,
  },
  {
    id: 'premium_monthly',
    name: 'Premium',
    price: 19.9,
    credits: 40000,
    period: 'month',
    periodDays: 30,
    features: [
      'plans.features.words40000',
      'plans.features.allModes',
      'plans.features.documents',
      'plans.features.changeLog',
      'plans.features.prioritySupport',
      'plans.features.cancelAnytime',
    ],
    cta: 'plans.cta.subscribe',
    popular: true,
    onLanding: true,
  },
  {
    id: 'unlimited_6months',
    name: 'Unlimited',
    price: 49.9,
    credits: 200000,
    period: '6 months',
    periodDays: 182,
    features: [
      'plans.features.words200000',
      'plans.features.allModes',
      'plans.features.documents',
      'plans.features.changeLog',
      'plans.features.prioritySupport',
    ],
    cta: 'plans.cta.subscribe',
    popular: false,
    onLanding: true,
  },
];

export function findPlan(id: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === id);
}
