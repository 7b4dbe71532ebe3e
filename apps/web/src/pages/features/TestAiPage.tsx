import { useId, useState } from 'react';
import { AI_LIMITS, type AiProvider } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { generateFromPrompt, PromptCallError } from '../../features/ai/ai-api.js';
import { ProviderNote } from '../../features/ai/ProviderNote.js';

export function TestAiPage() {
  const promptId = useId();
  const [prompt, setPrompt] = useState('');
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<{ message: string; provider: AiProvider } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function generate() {
    if (!prompt.trim()) return;
    setGenerating(true);
    setFailure(null);
    setResult(null);
    try {
      const { value, provider } = await generateFromPrompt(prompt);
      setResult({ message: value, provider });
    } catch (error) {
      console.error('AI test call failed', error);
      setFailure(
        error instanceof PromptCallError
          ? `AI Error: ${error.error}`
          : 'Could not connect to AI service.',
      );
    } finally {
      setGenerating(false);
    }
  }

  return (
    <>
      <title>AI Test Bench – Cardsmith</title>
      <PageHeader eyebrow="Feature" title="AI Test Bench">
        <p>Try a prompt against the message generator and read the raw answer.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <label htmlFor={promptId} className="text-sm font-medium text-stone-800">
            Prompt
          </label>
          <textarea
            id={promptId}
            rows={5}
            required
            value={prompt}
            maxLength={AI_LIMITS.promptMax}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder="Write a heartfelt birthday message for my friend"
            className="block w-full resize-y rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm shadow-sm focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none"
          />
          <button
            type="submit"
            disabled={generating || !prompt.trim()}
            className={buttonClass('primary', 'md', 'justify-self-start')}
          >
            {generating ? 'Generating…' : 'Generate Message'}
          </button>
        </form>
        <div role="alert">
          {failure ? (
            <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">{failure}</p>
          ) : null}
        </div>
        <section aria-label="Result" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 className="text-sm font-semibold text-stone-500">Result</h2>
          <p className="mt-2 min-h-16 whitespace-pre-line text-stone-800">
            {result?.message ?? (generating ? 'Waiting for the AI…' : '')}
          </p>
          <ProviderNote provider={result?.provider} kind="message" className="mt-2" />
        </section>
      </div>
    </>
  );
}
