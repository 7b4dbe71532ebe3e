import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { ComingSoon } from '../../components/ui/ComingSoon.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import type { FeaturePage } from '../../content/features.js';

export function FeaturePlaceholderPage({ feature }: { feature: FeaturePage }) {
  const Icon = feature.icon;
  return (
    <>
      <title>{`${feature.title} – Cardsmith`}</title>
      <PageHeader eyebrow="Feature" title={feature.title}>
        <p>{feature.summary}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_16rem] lg:px-8">
        <ComingSoon
          plans={feature.plans}
          actions={
            <>
              <Link to="/modern-editor" className={buttonClass('primary')}>
                Design a card now
              </Link>
              <Link to="/" className={buttonClass('secondary')}>
                Back to Home
              </Link>
            </>
          }
        >
          Until it ships, you can design, save and share a card in the editor.
        </ComingSoon>
        <div
          className="hidden place-items-center rounded-3xl bg-gradient-to-br from-rose-100 via-amber-50 to-white lg:grid"
          aria-hidden="true"
        >
          <Icon className="size-24 text-rose-700" />
        </div>
      </div>
    </>
  );
}
