import { useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { IconImage, IconSparkles } from '../../components/ui/icons.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { ImageCreator } from '../../features/ai/ImageCreator.js';
import { useOpenOnNewCard } from '../../features/ai/use-new-card.js';
import { cardFromPageResult } from '../../features/cards/handed-card.js';

export function AiImagePage() {
  const [creatorOpen, setCreatorOpen] = useState(false);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const newCard = useOpenOnNewCard();

  return (
    <>
      <title>AI Cover Images – Cardsmith</title>
      <PageHeader eyebrow="AI" title="AI Cover Images">
        <p>Describe a picture and choose an art style, from watercolour to anime.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section
          aria-labelledby="chosen-image-heading"
          className="grid content-start justify-items-center gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2
            id="chosen-image-heading"
            className="justify-self-start font-display text-xl font-semibold"
          >
            {imageUrl ? 'Your image' : 'Create an image for your card'}
          </h2>
          {imageUrl ? (
            <>
              <img
                src={imageUrl}
                alt="Your AI-generated image"
                className="aspect-square w-full max-w-sm rounded-2xl object-cover shadow-md"
              />
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  disabled={newCard.saving}
                  onClick={() =>
                    // A picture says nothing of the occasion: the editor's occasion menu sets it.
                    void newCard.open(cardFromPageResult({ occasion: 'other', imageUrl }))
                  }
                  className={buttonClass('primary', 'sm')}
                >
                  {newCard.saving ? 'Opening…' : 'Put on a new card'}
                </button>
                <button
                  type="button"
                  onClick={() => setCreatorOpen(true)}
                  className={buttonClass('secondary', 'sm')}
                >
                  Create another
                </button>
              </div>
            </>
          ) : (
            <>
              <IconImage className="size-20 text-rose-300" />
              <p className="max-w-md text-center text-stone-600">
                Describe what you would like to see, or start from one of our ideas, then choose an
                art style.
              </p>
              <button
                type="button"
                onClick={() => setCreatorOpen(true)}
                className={buttonClass('primary')}
              >
                <IconSparkles className="size-4" />
                Open Image Creator
              </button>
            </>
          )}
        </section>
        <aside className="rounded-2xl bg-rose-50 p-6 text-sm text-stone-700">
          <h2 className="font-semibold text-stone-900">Tips for a good picture</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>Name the main subject first, then the setting and the light.</li>
            <li>
              Realistic keeps your words as they are; other styles are added to your description.
            </li>
            <li>Try Again paints a new picture from the same description.</li>
          </ul>
        </aside>
      </div>
      <ImageCreator
        open={creatorOpen}
        onOpenChange={setCreatorOpen}
        onSelect={setImageUrl}
        // Nothing is on a card yet: the picture waits on this page.
        confirmation={{
          title: 'Image ready',
          description: 'Put it on a new card, or create another.',
        }}
      />
    </>
  );
}
