import { useMemo } from 'react';
import '@cardsmith/card-render/fonts.css';
import { layoutSignatures, renderSignaturePageSvg } from '@cardsmith/card-render';
import { CARD_SIZE, type SignatureRenderData } from '@cardsmith/contracts';

/**
 * A group card's inside: its signatures drawn by card-render, page by page, as inline SVG (the
 * same drawing the server rasterises for `inside.png`, print and the share image), with each
 * voice note as a player under the pages, since a drawing cannot play sound.
 */
export function SignaturePages({
  signatures,
  heading,
}: {
  signatures: SignatureRenderData[];
  heading: string;
}) {
  const pages = useMemo(() => {
    const count = layoutSignatures(signatures).length;
    return Array.from({ length: count }, (_, page) =>
      renderSignaturePageSvg(signatures, {
        page,
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
      }),
    );
  }, [signatures]);
  const voices = signatures.filter((signature) => signature.voiceUrl);
  if (signatures.length === 0) return null;
  return (
    <section aria-label={heading} className="mx-auto mt-10 max-w-[500px] space-y-6">
      <h2 className="text-center font-display text-2xl font-semibold">{heading}</h2>
      {pages.map((svg, page) => (
        <figure key={page} className="space-y-1">
          <div
            data-testid={`inside-page-${page}`}
            className="overflow-hidden rounded-xl shadow-lg [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
            // renderSignaturePageSvg escapes every text and attribute it writes.
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <figcaption className="text-center text-xs text-stone-500">
            {`Inside page ${page + 1} of ${pages.length}`}
          </figcaption>
        </figure>
      ))}
      <ul className="sr-only">
        {signatures.map((signature) => (
          <li key={signature.id}>{`${signature.name}: ${signature.message}`}</li>
        ))}
      </ul>
      {voices.length ? (
        <div className="space-y-3">
          {voices.map((signature) => (
            <figure key={signature.id} className="rounded-2xl bg-white p-4 shadow-sm">
              <figcaption className="mb-2 text-sm font-semibold">{`Voice note from ${signature.name}`}</figcaption>
              <audio controls preload="metadata" src={signature.voiceUrl!} className="w-full" />
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
}
