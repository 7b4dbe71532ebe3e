import { Link } from 'react-router';
import type { ComponentType, SVGProps } from 'react';
import { CARD_CATEGORIES, type CardCategoryId } from '@cardsmith/contracts';
import {
  IconFeather,
  IconGift,
  IconHeart,
  IconRings,
  IconSnowflake,
  IconSparkles,
} from '../ui/icons.js';

const LOOK: Record<
  CardCategoryId,
  { icon: ComponentType<SVGProps<SVGSVGElement>>; tint: string; line: string }
> = {
  birthday: {
    icon: IconGift,
    tint: 'from-rose-200 to-amber-100',
    line: 'Candles, confetti, cake.',
  },
  holiday: {
    icon: IconSnowflake,
    tint: 'from-emerald-200 to-red-100',
    line: 'Warm wishes for the season.',
  },
  congratulations: {
    icon: IconSparkles,
    tint: 'from-amber-200 to-yellow-50',
    line: 'New jobs, new homes, big wins.',
  },
  'thank-you': {
    icon: IconHeart,
    tint: 'from-sky-200 to-emerald-50',
    line: 'Say it like you mean it.',
  },
  sympathy: {
    icon: IconFeather,
    tint: 'from-slate-200 to-indigo-50',
    line: 'Gentle words for hard days.',
  },
  wedding: {
    icon: IconRings,
    tint: 'from-pink-200 to-stone-50',
    line: 'Here’s to the happy couple.',
  },
};

export function OccasionTiles() {
  return (
    <section aria-labelledby="occasions-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="occasions-heading" className="font-display text-3xl font-semibold sm:text-4xl">
          Explore Templates for Every Occasion
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {CARD_CATEGORIES.map((category) => {
            const look = LOOK[category.id];
            return (
              <li key={category.id}>
                <Link
                  to={`/editor?category=${category.id}`}
                  className="group flex h-full flex-col rounded-3xl border border-stone-200 bg-white p-3 transition hover:border-rose-300 hover:shadow-md"
                >
                  <span
                    className={`grid aspect-[4/5] place-items-center rounded-2xl bg-gradient-to-br text-stone-800/80 transition group-hover:scale-[1.02] ${look.tint}`}
                    aria-hidden="true"
                  >
                    <look.icon className="size-12" strokeWidth={1.4} />
                  </span>
                  <span className="mt-3 px-1 font-semibold">{category.name}</span>
                  <span className="px-1 pb-1 text-sm text-stone-600">{look.line}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
