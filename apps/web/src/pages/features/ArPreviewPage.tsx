import { useQuery } from '@tanstack/react-query';
import { SAMPLE_CARD_ID, cardPreviewPath, cardsRoutes, type Card } from '@cardsmith/contracts';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { ArCameraView } from '../../features/ar/ArCameraView.js';
import { CardModelViewer } from '../../features/ar/CardModelViewer.js';

const INSTRUCTIONS = [
  'Press Start AR Preview and allow the camera.',
  'Point the camera at a table, a shelf or a wall: the card stands in the middle of the view.',
  'Screenshot saves a photo of the card in your room.',
  'Save recording films the view until you press it again.',
  'Share AR view sends a link that opens this card in AR on another phone.',
] as const;

const previewUrl = (id: string) => `${cardPreviewPath(id)}?side=front&width=500`;

/**
 * `/ar-preview` (spec 001 §2) and `/ar-view/:id`: a card over the live camera. The card is the
 * one named by the path or `?card=` (the editor passes its saved card), else the catalog's sample
 * card: never a card another visitor made.
 */
export function ArPreviewPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const chosen = params.id ?? search.get('card');
  const cardId = chosen ?? SAMPLE_CARD_ID;
  /** `/ar-view/:id` shows the 3D card first; the camera overlay where AR is not supported. */
  const [cameraFallback, setCameraFallback] = useState(!params.id);
  const sample = useQuery<Card>({
    queryKey: [cardsRoutes.getCard.path.replace(':id', SAMPLE_CARD_ID)],
    enabled: !chosen,
  });
  const shareUrl = `${window.location.origin}/ar-view/${encodeURIComponent(cardId)}`;
  const badges = ['Live camera', chosen ? 'Your real card' : 'Sample card', 'Photo and video'];

  return (
    <>
      <title>AR Preview – Cardsmith</title>
      <PageHeader eyebrow="AR" title="See your card in the room">
        <p>Your card stands in front of you through your phone’s camera.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <section aria-label="AR view" className="space-y-3">
          <ul className="flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li
                key={badge}
                className="rounded-full bg-rose-100 px-3 py-1 text-sm font-semibold text-rose-900"
              >
                {badge}
              </li>
            ))}
          </ul>
          {params.id ? (
            <CardModelViewer cardId={params.id} onNoAr={() => setCameraFallback(true)} />
          ) : null}
          {cameraFallback ? (
            <ArCameraView cardImageUrl={previewUrl(cardId)} shareUrl={shareUrl} variant="page" />
          ) : null}
          {chosen ? null : (
            <p className="text-sm text-stone-500">
              {sample.data
                ? `Showing the sample card “${sample.data.title}”. `
                : 'Showing a sample card. '}
              To see your own card here, open AR preview from the{' '}
              <Link to="/editor" className="font-semibold text-rose-700 underline">
                card editor
              </Link>{' '}
              once your card is saved.
            </p>
          )}
        </section>
        <section aria-labelledby="ar-instructions" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="ar-instructions" className="font-display text-lg font-semibold">
            How it works
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-700">
            {INSTRUCTIONS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
