import { Link } from 'react-router';
import { ClosingCta } from '../../components/marketing/ClosingCta.js';
import { FeatureGrid } from '../../components/marketing/FeatureGrid.js';
import { HeroCards } from '../../components/marketing/HeroCards.js';
import { Highlights } from '../../components/marketing/Highlights.js';
import { OccasionTiles } from '../../components/marketing/OccasionTiles.js';
import { buttonClass } from '../../components/ui/button.js';

/** The original home page, kept at /old for visitors with old links. */
export function LegacyHomePage() {
  return (
    <>
      <title>Cardsmith – classic home</title>
      <section
        aria-labelledby="hero-heading"
        className="bg-gradient-to-br from-amber-50 to-rose-50"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <h1
              id="hero-heading"
              className="font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
            >
              Create heartfelt greeting cards in about 60 seconds
            </h1>
            <p className="mt-6 max-w-xl text-lg text-stone-600">
              Templates for every occasion, AI that helps you write, and sharing that takes one
              click.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/editor" className={buttonClass('primary', 'lg')}>
                Start Creating
              </Link>
              <Link to="/templates" className={buttonClass('secondary', 'lg')}>
                Explore Templates
              </Link>
            </div>
          </div>
          <HeroCards />
        </div>
      </section>
      <Highlights id="why-cardsmith" heading="Why Cardsmith" />
      <FeatureGrid status="Available" />
      <OccasionTiles />
      <ClosingCta />
    </>
  );
}
