import { Link } from 'react-router';
import { PRODUCT_FEATURES } from '../../content/features.js';
import { IconArrowRight } from '../ui/icons.js';

/**
 * Only features that are built carry the status; the rest say they are coming. The upgraded
 * page marks features 'Live' and opens them with a full page load (a plain link);
 * the older page marks them 'Available' and navigates client-side, as each page always did.
 */
export function FeatureGrid({ status }: { status: 'Live' | 'Available' }) {
  return (
    <section aria-labelledby="features-heading" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="features-heading" className="font-display text-3xl font-semibold sm:text-4xl">
          Everything a card can be
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">
          Words, pictures, voice and video, delivered when it matters.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCT_FEATURES.map((feature) => {
            const className =
              'after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none';
            return (
              <li
                key={feature.path}
                className="group relative flex flex-col rounded-3xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-rose-300 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-rose-700"
              >
                <div className="flex items-start justify-between">
                  <span className="grid size-11 place-items-center rounded-2xl bg-rose-50 text-rose-800">
                    <feature.icon className="size-6" />
                  </span>
                  {feature.built ? (
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
                      <span className="size-1.5 rounded-full bg-emerald-600" aria-hidden="true" />
                      {status}
                    </span>
                  ) : (
                    <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
                      Coming soon
                    </span>
                  )}
                </div>
                <h3 className="mt-4 text-lg font-semibold">
                  {status === 'Live' ? (
                    <a href={feature.path} className={className}>
                      {feature.title}
                    </a>
                  ) : (
                    <Link to={feature.path} className={className}>
                      {feature.title}
                    </Link>
                  )}
                </h3>
                <p className="mt-2 flex-1 text-sm text-stone-600">{feature.summary}</p>
                <span
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-rose-800"
                  aria-hidden="true"
                >
                  Open <IconArrowRight className="size-4 transition group-hover:translate-x-0.5" />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
