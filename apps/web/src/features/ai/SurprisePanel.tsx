import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  OCCASION_LABELS,
  SURPRISE_OCCASIONS,
  SURPRISE_STYLES,
  catalogRoutes,
  type AiProvider,
  type RouteOutput,
  type SurpriseOccasion,
  type SurpriseStyle,
} from '@cardsmith/contracts';
import { renderCardSvg } from '@cardsmith/card-render';
import '@cardsmith/card-render/fonts.css';
import { buttonClass } from '../../components/ui/button.js';
import { IconGift } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { generateSurpriseCard, limitMessage, type SurpriseCardData } from './ai-api.js';
import { SelectField, toOptions, type Option } from './fields.js';
import { ProviderNote } from './ProviderNote.js';

const OCCASION_OPTIONS = toOptions(SURPRISE_OCCASIONS, OCCASION_LABELS);
const STYLE_OPTIONS: Option[] = SURPRISE_STYLES.map((style) => ({
  value: style,
  label: style.charAt(0).toUpperCase() + style.slice(1),
}));
const PREVIEW = { width: 250, height: 350 } as const;

/** The "surprise me" tab of Discover Designs: a whole card designed for an occasion and style. */
export function SurprisePanel({ onApply }: { onApply: (cardData: SurpriseCardData) => void }) {
  const [occasion, setOccasion] = useState<SurpriseOccasion | ''>('');
  const [style, setStyle] = useState<SurpriseStyle | ''>('');
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<{ card: SurpriseCardData; provider: AiProvider } | null>(
    null,
  );
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // Frames are catalog data the editor loads anyway; without them the preview shows no frame.
  const frames = useQuery<RouteOutput<typeof catalogRoutes.listFrames>>({
    queryKey: [catalogRoutes.listFrames.path],
    enabled: Boolean(result?.card.frameId),
  });
  const frameSvg = frames.data?.frames.find((f) => f.id === result?.card.frameId)?.svgContent;

  const svg = useMemo(
    () =>
      result
        ? renderCardSvg(result.card, { side: 'front', ...PREVIEW, frameSvg: frameSvg ?? null })
        : null,
    [result, frameSvg],
  );

  async function surprise() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setGenerating(true);
    try {
      const { value, provider } = await generateSurpriseCard(
        { occasion: occasion || undefined, style: style || undefined },
        controller.signal,
      );
      setResult({ card: value, provider });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Surprise card failed', error);
      toast({
        title: 'Generation Failed',
        description: limitMessage(error) ?? 'Could not design a surprise card. Please try again.',
        variant: 'destructive',
      });
    } finally {
      if (!controller.signal.aborted) setGenerating(false);
    }
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Occasion"
          placeholder="Any"
          value={occasion}
          onChange={(value) => setOccasion(value as SurpriseOccasion | '')}
          options={OCCASION_OPTIONS}
        />
        <SelectField
          label="Style"
          placeholder="Any"
          value={style}
          onChange={(value) => setStyle(value as SurpriseStyle | '')}
          options={STYLE_OPTIONS}
        />
      </div>
      <button
        type="button"
        disabled={generating}
        onClick={() => void surprise()}
        className={buttonClass('primary', 'sm')}
      >
        <IconGift className="size-4" />
        {generating ? 'Designing…' : result ? 'Surprise Me Again' : 'Surprise Me'}
      </button>
      {result && svg ? (
        <figure className="grid justify-items-center gap-3" aria-busy={generating}>
          <div
            role="img"
            aria-label={`Surprise design: ${result.card.title}`}
            className="overflow-hidden rounded-xl shadow-md"
            style={{ width: PREVIEW.width, height: PREVIEW.height }}
            // renderCardSvg escapes every text and attribute value; inline so the page's fonts apply.
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <figcaption className="grid justify-items-center gap-2">
            <ProviderNote provider={result.provider} kind="card" />
            <button
              type="button"
              onClick={() => onApply(result.card)}
              className={buttonClass('secondary', 'sm')}
            >
              Use this design
            </button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
