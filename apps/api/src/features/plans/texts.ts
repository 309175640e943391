/**
 * English wording of the plan feature keys in @wordwright/contracts, for API clients that do not carry
 * the web app's translations. The web app translates the keys itself (en and zh).
 */
export const FEATURE_TEXTS: Readonly<Record<string, string>> = {
  'plans.features.words5000': '5,000 words per month',
  'plans.features.words10000': '10,000 words per month',
  'plans.features.words40000': '40,000 words per month',
  'plans.features.words200000': '200,000 words over 6 months',
  'plans.features.allModes': 'All rewrite modes and strengths',
  'plans.features.changeLog': 'Every change explained, with a downloadable change log',
  'plans.features.documents': 'Long documents (.txt, .md, .docx) as background jobs',
  'plans.features.prioritySupport': 'Priority support',
  'plans.features.cancelAnytime': 'Cancel anytime',
};

export const CTA_TEXTS: Readonly<Record<string, string>> = {
  'plans.cta.subscribe': 'Subscribe',
};
