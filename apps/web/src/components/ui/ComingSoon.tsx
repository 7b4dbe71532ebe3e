import type { ReactNode } from 'react';
import { IconClock } from './icons.js';

/** The designed state of a page whose feature is still being built: what it will do, and where to go now. */
export function ComingSoon({
  plans,
  actions,
  children,
}: {
  plans: readonly string[];
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="rounded-3xl border border-dashed border-rose-300 bg-white p-6 shadow-sm sm:p-10"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <IconClock className="size-4" />
        Coming soon
      </p>
      <h2 id="coming-soon-heading" className="mt-4 text-2xl font-semibold tracking-tight">
        We are building this page
      </h2>
      {children ? <div className="mt-2 text-stone-600">{children}</div> : null}
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-stone-500 uppercase">
        What you will be able to do here
      </h3>
      <ul className="mt-3 space-y-2">
        {plans.map((plan) => (
          <li key={plan} className="flex gap-3 text-stone-700">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-rose-600" aria-hidden="true" />
            {plan}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}
