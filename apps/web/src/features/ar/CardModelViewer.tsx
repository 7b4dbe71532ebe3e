import { useEffect, useRef, useState } from 'react';

type Support = 'loading' | 'ar' | 'no-ar' | 'failed';

/** How the model turns: by touch on phones and tablets, by dragging with a mouse elsewhere. */
export function turnHint(touch: boolean): string {
  return touch ? 'Turn the card with your finger.' : 'Drag to turn the card.';
}

const hasTouch = () => window.matchMedia?.('(any-pointer: coarse)').matches ?? false;

/**
 * The card's 3D model (`/api/cards/{id}/model.glb`) in Google's `<model-viewer>`, loaded only
 * here (it brings three.js). On a phone with AR it offers to place the card on a real table;
 * `onNoAr` tells the page to offer the camera overlay instead.
 */
export function CardModelViewer({ cardId, onNoAr }: { cardId: string; onNoAr: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [support, setSupport] = useState<Support>('loading');
  const noAr = useRef(onNoAr);
  noAr.current = onNoAr;

  useEffect(() => {
    let viewer: HTMLElement | null = null;
    let cancelled = false;
    void import('@google/model-viewer')
      .then(() => {
        if (cancelled || !host.current) return;
        viewer = document.createElement('model-viewer');
        viewer.setAttribute('src', `/api/cards/${encodeURIComponent(cardId)}/model.glb`);
        viewer.setAttribute('alt', 'Your card, standing open');
        viewer.setAttribute('ar', '');
        viewer.setAttribute('ar-modes', 'webxr scene-viewer quick-look');
        viewer.setAttribute('ar-placement', 'floor');
        viewer.setAttribute('camera-controls', '');
        viewer.setAttribute('shadow-intensity', '1');
        viewer.className = 'block h-96 w-full rounded-2xl bg-stone-100';
        viewer.addEventListener('load', () => {
          const canAr = (viewer as HTMLElement & { canActivateAR?: boolean }).canActivateAR;
          setSupport(canAr ? 'ar' : 'no-ar');
          if (!canAr) noAr.current();
        });
        viewer.addEventListener('error', () => {
          setSupport('failed');
          noAr.current();
        });
        host.current.append(viewer);
      })
      .catch(() => {
        setSupport('failed');
        noAr.current();
      });
    return () => {
      cancelled = true;
      viewer?.remove();
    };
  }, [cardId]);

  return (
    <div className="space-y-2">
      <div ref={host} data-testid="card-model" data-support={support} />
      <p className="text-sm text-stone-600" role="status">
        {support === 'loading'
          ? 'Loading your card in 3D…'
          : support === 'ar'
            ? 'Press the AR button to place the card on a real table.'
            : support === 'no-ar'
              ? `${turnHint(hasTouch())} This device cannot place it in the room, so the camera view below shows it instead.`
              : 'The 3D card could not be shown; the camera view below shows it instead.'}
      </p>
    </div>
  );
}
