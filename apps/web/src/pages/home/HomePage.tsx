import { Link } from 'react-router';
import { ClosingCta } from '../../components/marketing/ClosingCta.js';
import { FeatureGrid } from '../../components/marketing/FeatureGrid.js';
import { HeroCards } from '../../components/marketing/HeroCards.js';
import { Highlights } from '../../components/marketing/Highlights.js';
import { OccasionTiles } from '../../components/marketing/OccasionTiles.js';
import { PricingPlans } from '../../components/marketing/PricingPlans.js';
import { buttonClass } from '../../components/ui/button.js';
import { IconArrowRight } from '../../components/ui/icons.js';

/** The upgraded-platform home page, served at / and /modern. */
export function HomePage() {
  return (
    <>
      <title>Cardsmith – greeting cards in about a minute</title>
      <section
        aria-labelledby="hero-heading"
        className="overflow-hidden bg-gradient-to-b from-rose-50 via-white to-white"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-rose-800 shadow-sm ring-1 ring-rose-200">
              The upgraded Cardsmith is here
            </p>
            <h1
              id="hero-heading"
              className="mt-6 font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl"
            >
              A card they’ll keep, made in about 60 seconds
            </h1>
            <p className="mt-6 max-w-xl text-lg text-stone-600">
              Choose a design, let AI help you find the words and the artwork, add your voice, and
              send it now or on the day.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/modern-editor" className={buttonClass('primary', 'lg')}>
                Try Modern Editor <IconArrowRight className="size-5" />
              </Link>
              <a href="#how-it-works" className={buttonClass('secondary', 'lg')}>
                View Demo
              </a>
              <Link to="/faq" className={buttonClass('ghost', 'lg')}>
                View Documentation
              </Link>
            </div>
          </div>
          <HeroCards />
        </div>
      </section>
      <Highlights id="how-it-works" heading="How it works" />
      <FeatureGrid status="Live" />
      <OccasionTiles />
      <section aria-labelledby="pricing-heading" className="bg-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2
            id="pricing-heading"
            className="text-center font-display text-3xl font-semibold sm:text-4xl"
          >
            Simple pricing
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-center text-lg text-stone-600">
            Start free. Upgrade when you send more than a few cards a year.
          </p>
          <div className="mt-12">
            <PricingPlans />
          </div>
        </div>
      </section>
      <ClosingCta />
    </>
  );
}
