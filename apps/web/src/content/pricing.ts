import { FREE_PLAN } from '@cardsmith/contracts';

export interface Plan {
  id: 'free' | 'pro' | 'team';
  name: string;
  price: string;
  period: string;
  blurb: string;
  features: readonly string[];
  popular: boolean;
}

/** One honest period per plan: the yearly plans are labelled per year, Free is free for good. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    blurb: 'For the occasional card.',
    features: [
      `${FREE_PLAN.monthlyAiMessages} AI-generated messages per month`,
      'Basic templates',
      'Standard sharing',
    ],
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$9.99',
    period: 'per year',
    blurb: 'For everyone who never misses a birthday.',
    features: [
      'Every feature',
      'Unlimited AI messages and images',
      'Voice messages',
      'Video cards',
      'Social sharing',
    ],
    popular: true,
  },
  {
    id: 'team',
    name: 'Team',
    price: '$59',
    period: 'per year',
    blurb: 'For offices, clubs and families who sign cards together.',
    features: ['Everything in Pro', 'Team collaboration', 'Priority support', 'White-label cards'],
    popular: false,
  },
];
