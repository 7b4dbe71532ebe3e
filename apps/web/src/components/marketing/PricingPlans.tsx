import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../content/contact.js';
import { PLANS } from '../../content/pricing.js';
import { buttonClass } from '../ui/button.js';
import { IconCheck } from '../ui/icons.js';

export function PricingPlans({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <ul className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8 ${
              plan.popular ? 'border-rose-600 ring-2 ring-rose-600' : 'border-stone-200'
            }`}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-6 rounded-full bg-rose-700 px-3 py-1 text-xs font-semibold text-white">
                Most Popular
              </p>
            ) : null}
            <Heading className="text-lg font-semibold">{plan.name}</Heading>
            <p className="mt-1 text-sm text-stone-600">{plan.blurb}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
              <span className="text-stone-600">{plan.period}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <IconCheck className="size-5 shrink-0 text-rose-700" />
                  {feature}
                </li>
              ))}
            </ul>
            {plan.id === 'team' ? (
              <a
                href={`mailto:${SUPPORT_EMAIL}?subject=Cardsmith%20Team%20plan`}
                className={buttonClass('secondary', 'md', 'mt-8')}
              >
                Talk to us about Team
              </a>
            ) : (
              <Link
                to="/modern-editor"
                className={buttonClass(plan.popular ? 'primary' : 'secondary', 'md', 'mt-8')}
              >
                {plan.id === 'free' ? 'Start for free' : 'Try every Pro feature'}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-stone-600">
        Cardsmith is in early access: there is no checkout yet, and nothing you make today is behind
        a paywall.
      </p>
    </div>
  );
}
