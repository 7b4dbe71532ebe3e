import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { ComingSoon } from '../../components/ui/ComingSoon.js';
import { PageHeader } from '../../components/ui/PageHeader.js';

/** The page a shared card link opens. */
export function SharedCardPage() {
  const { id } = useParams();
  return (
    <>
      <title>A card for you – Cardsmith</title>
      <PageHeader eyebrow="Shared card" title="Someone made you a card">
        <p>
          Card <code className="rounded bg-white px-1.5 py-0.5 text-base">{id}</code>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <ComingSoon
          plans={[
            'Open the card and flip it to read the message inside.',
            'Play its voice or video message.',
            'Reply with a card of your own.',
          ]}
          actions={
            <Link to="/modern-editor" className={buttonClass('primary')}>
              Make a card of your own
            </Link>
          }
        >
          The page that shows shared cards is not ready yet. The link you were given is kept, so it
          will show the card once this page opens.
        </ComingSoon>
      </div>
    </>
  );
}
