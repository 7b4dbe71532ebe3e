import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { ComingSoon } from '../../components/ui/ComingSoon.js';
import { PageHeader } from '../../components/ui/PageHeader.js';

export function EditorPage() {
  return (
    <>
      <PageHeader eyebrow="Create" title="Card editor" />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <ComingSoon
          plans={['Design a card with templates, your message and a live preview.']}
          actions={
            <Link to="/" className={buttonClass('secondary')}>
              Back to Home
            </Link>
          }
        />
      </div>
    </>
  );
}
