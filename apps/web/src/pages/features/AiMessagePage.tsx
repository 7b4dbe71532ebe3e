import { useState } from 'react';
import {
  AI_LIMITS,
  AI_PAGE_OCCASIONS,
  AI_PAGE_RELATIONSHIPS,
  AI_PAGE_TONES,
  OCCASION_LABELS,
  RELATIONSHIP_LABELS,
  TIMINGS,
  TONE_LABELS,
  type AiProvider,
  type Occasion,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconCheck, IconSparkles } from '../../components/ui/icons.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { toast } from '../../components/ui/toast-store.js';
import { generateFromPrompt, limitMessage } from '../../features/ai/ai-api.js';
import { SelectField, TextAreaField, toOptions } from '../../features/ai/fields.js';
import { messagePrompt } from '../../features/ai/message-prompt.js';
import { ProviderNote } from '../../features/ai/ProviderNote.js';
import { useOpenOnNewCard } from '../../features/ai/use-new-card.js';
import { cardFromPageResult } from '../../features/cards/handed-card.js';

const OCCASION_OPTIONS = toOptions(AI_PAGE_OCCASIONS, OCCASION_LABELS);
const RELATIONSHIP_OPTIONS = toOptions(AI_PAGE_RELATIONSHIPS, RELATIONSHIP_LABELS);
const TONE_OPTIONS = toOptions(AI_PAGE_TONES, TONE_LABELS);

export function AiMessagePage() {
  const [occasion, setOccasion] = useState('');
  const [relationship, setRelationship] = useState('');
  const [tone, setTone] = useState('');
  const [details, setDetails] = useState('');
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<{
    message: string;
    provider: AiProvider;
    occasion: Occasion;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const newCard = useOpenOnNewCard();

  async function generate() {
    if (!occasion || !relationship || !tone) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    setGenerating(true);
    setFailure(null);
    try {
      const { value, provider } = await generateFromPrompt(
        messagePrompt({ tone, occasion, relationship, details }),
      );
      setResult({ message: value, provider, occasion: occasion as Occasion });
    } catch (error) {
      console.error('Message generation failed', error);
      setFailure(`Error: ${error instanceof Error ? error.message : String(error)}`);
      toast({
        title: 'Generation Failed',
        description: limitMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  }

  async function copy(message: string) {
    try {
      await navigator.clipboard.writeText(message);
      setCopied(true);
      setTimeout(() => setCopied(false), TIMINGS.copyConfirmMs);
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Your browser did not allow copying. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <title>AI Message Writer – Cardsmith</title>
      <PageHeader eyebrow="AI" title="AI Message Writer">
        <p>Pick the occasion, who it is for and a tone, and get words that sound like you.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
        <form
          className="grid content-start gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <SelectField
            label="Occasion"
            required
            placeholder="Select an occasion"
            value={occasion}
            onChange={setOccasion}
            options={OCCASION_OPTIONS}
          />
          <SelectField
            label="Relationship"
            required
            placeholder="Select a relationship"
            value={relationship}
            onChange={setRelationship}
            options={RELATIONSHIP_OPTIONS}
          />
          <SelectField
            label="Tone"
            required
            placeholder="Select a tone"
            value={tone}
            onChange={setTone}
            options={TONE_OPTIONS}
          />
          <TextAreaField
            label="Additional details (optional)"
            value={details}
            onChange={setDetails}
            maxLength={AI_LIMITS.detailsMax}
            placeholder="Names, shared memories, anything to mention…"
          />
          <button type="submit" disabled={generating} className={buttonClass('primary')}>
            <IconSparkles className="size-4" />
            {generating ? 'Generating…' : 'Generate'}
          </button>
        </form>
        <section
          aria-labelledby="generated-message-heading"
          aria-busy={generating}
          className="grid content-start gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-6"
        >
          <h2 id="generated-message-heading" className="font-display text-xl font-semibold">
            Generated message
          </h2>
          <div role="alert">
            {failure ? (
              <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">{failure}</p>
            ) : null}
          </div>
          {result ? (
            <>
              <blockquote className="rounded-xl bg-white p-4 whitespace-pre-line text-stone-800 shadow-sm">
                {result.message}
              </blockquote>
              <ProviderNote provider={result.provider} kind="message" />
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={() => void copy(result.message)}
                  className={buttonClass('secondary', 'sm')}
                >
                  {copied ? <IconCheck className="size-4" /> : null}
                  {copied ? 'Copied!' : 'Copy Message'}
                </button>
                <button
                  type="button"
                  disabled={newCard.saving}
                  onClick={() =>
                    void newCard.open(
                      cardFromPageResult({ occasion: result.occasion, message: result.message }),
                      {
                        title: 'Your message is inside the card',
                        description: 'It is on the back. Click the card to flip it.',
                      },
                    )
                  }
                  className={buttonClass('primary', 'sm')}
                >
                  {newCard.saving ? 'Opening…' : 'Put on a new card'}
                </button>
              </div>
            </>
          ) : (
            <p className="text-stone-500">
              {generating ? 'Writing your message…' : 'Your message will appear here.'}
            </p>
          )}
        </section>
      </div>
    </>
  );
}
