import { Link } from 'react-router';
import { CARD_CATEGORIES, COLLECTIONS, MOODS } from '@cardsmith/contracts';
import { PageHeader } from '../../components/ui/PageHeader.js';

export function TemplatesPage() {
  return (
    <>
      <title>Templates – Cardsmith</title>
      <PageHeader eyebrow="Templates" title="Start from a template">
        <p>
          Pick an occasion to open the editor with it, then choose a mood or a collection in the
          Design tab.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="occasions">
          <h2 id="occasions" className="text-2xl font-semibold">
            Occasions
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {CARD_CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/editor?category=${category.id}`}
                  className="block rounded-2xl border border-stone-200 bg-white p-4 font-semibold hover:border-rose-300 hover:bg-rose-50"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="moods">
          <h2 id="moods" className="text-2xl font-semibold">
            Moods &amp; styles
          </h2>
          {/* Moods and collections are chosen inside the editor, which takes neither from its URL:
              plain text here, not pills or tiles that look clickable. */}
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-stone-700 sm:grid-cols-3">
            {MOODS.map((mood) => (
              <li key={mood.id}>
                <span aria-hidden="true">{mood.emoji}</span> {mood.name}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="collections">
          <h2 id="collections" className="text-2xl font-semibold">
            Trending collections
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {COLLECTIONS.map((collection) => (
              <li key={collection.id} className="border-l-2 border-rose-200 pl-4">
                <h3 className="font-semibold">{collection.name}</h3>
                <p className="mt-1 text-sm text-stone-600">{collection.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
