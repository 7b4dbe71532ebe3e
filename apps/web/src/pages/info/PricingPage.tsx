import { PricingPlans } from '../../components/marketing/PricingPlans.js';
import { PageHeader } from '../../components/ui/PageHeader.js';

export function PricingPage() {
  return (
    <>
      <title>Pricing – Cardsmith</title>
      <PageHeader eyebrow="Pricing" title="Simple plans, priced per year">
        <p>Start free. Upgrade when you send more cards than a few birthdays a year.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <PricingPlans headingLevel={2} />
      </div>
    </>
  );
}
