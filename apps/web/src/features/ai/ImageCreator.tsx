import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import {
  AI_LIMITS,
  AI_MESSAGES,
  DEFAULT_IMAGE_STYLE,
  IMAGE_IDEA_PROMPTS,
  IMAGE_STYLES,
  type AiProvider,
  type ImageStyleId,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconCheck, IconImage, IconSparkles, IconX } from '../../components/ui/icons.js';
import { toast, type ToastInput } from '../../components/ui/toast-store.js';
import { generateImage, limitMessage, randomSeed } from './ai-api.js';
import { GenerationProgress } from './GenerationProgress.js';
import { promptWithStyle } from './image-prompt.js';
import { ProviderNote } from './ProviderNote.js';

/** Styles shown before 'View more styles' is pressed. */
const STYLES_SHOWN_FIRST = 4;
/** Keeps room for the ', {style} style' suffix within the service's prompt limit. */
const PROMPT_MAX = AI_LIMITS.imagePromptMax - ', oil-painting style'.length;
/** Typical offline painting time; the bar eases towards 90 % over about this long. */
const EXPECTED_MS = 1500;
/** The spec's confirmation (001 §8), true where the picture lands on the card being edited. */
const ADDED_TO_CARD: ToastInput = {
  title: 'Image Selected',
  description: 'AI-generated image added to your card.',
};

export interface ImageCreatorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Receives the chosen picture's URL and answers false when it could not be placed (a full card:
   * the caller says why), which keeps the overlay open with the picture; anything else counts as
   * placed, and the overlay confirms and closes itself.
   */
  onSelect: (imageUrl: string) => boolean | void;
  /** The toast once the picture is taken; a caller that does not put it on a card says so. */
  confirmation?: ToastInput;
}

/** The full-screen AI Image Creator (spec 001 §2, §4, §5, §7). */
export function ImageCreator({
  open,
  onOpenChange,
  onSelect,
  confirmation = ADDED_TO_CARD,
}: ImageCreatorProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-stone-50 data-[state=open]:animate-fade-in">
          {/* Mounted only while open, so closing resets the prompt, the image and the style. */}
          <CreatorBody
            onUse={(imageUrl) => {
              if (onSelect(imageUrl) === false) return;
              toast(confirmation);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface Picture {
  url: string;
  provider: AiProvider;
  /** What was sent for it, which the prompt box may no longer say. */
  prompt: string;
}

function CreatorBody({ onUse }: { onUse: (imageUrl: string) => void }) {
  const promptId = useId();
  const [tab, setTab] = useState('create');
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<ImageStyleId>(DEFAULT_IMAGE_STYLE);
  const [allStyles, setAllStyles] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const promptInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function generate() {
    if (!prompt.trim()) {
      setProblem(AI_MESSAGES.imagePromptRequired);
      promptInput.current?.focus();
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setGenerating(true);
    const sent = promptWithStyle(prompt, style);
    try {
      const { value, provider } = await generateImage(
        { prompt: sent, style, seed: randomSeed() },
        controller.signal,
      );
      setPicture({ url: value, provider, prompt: sent });
      toast({
        title: 'Image Generated',
        description: 'Your AI image has been created successfully.',
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Image generation failed', error);
      setProblem(error instanceof Error ? error.message : 'Unknown error');
      toast({
        title: 'Generation Failed',
        description: limitMessage(error) ?? AI_MESSAGES.imageFailed,
        variant: 'destructive',
      });
    } finally {
      if (!controller.signal.aborted) setGenerating(false);
    }
  }

  // Folding the list away never hides the style that will be used.
  const styles = allStyles
    ? IMAGE_STYLES
    : IMAGE_STYLES.filter((option, index) => index < STYLES_SHOWN_FIRST || option.id === style);

  return (
    <>
      <header className="flex items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
        <div>
          <Dialog.Title className="flex items-center gap-2 font-display text-xl font-semibold sm:text-2xl">
            <IconImage className="size-6 text-rose-700" />
            AI Image Creator
          </Dialog.Title>
          <Dialog.Description className="text-sm text-stone-600">
            Describe a picture, choose an art style and put it on your card.
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close"
          className="rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <IconX className="size-6" />
        </Dialog.Close>
      </header>
      <div className="grid min-h-0 flex-1 overflow-y-auto lg:grid-cols-[minmax(0,28rem)_1fr]">
        <Tabs.Root
          value={tab}
          onValueChange={setTab}
          className="border-stone-200 bg-white lg:border-r"
        >
          <Tabs.List
            aria-label="Image creator"
            className="mx-4 mt-4 grid grid-cols-2 rounded-full bg-stone-100 p-1 text-sm font-semibold sm:mx-6"
          >
            <Tabs.Trigger
              value="create"
              className="rounded-full px-4 py-2 text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm"
            >
              Create
            </Tabs.Trigger>
            <Tabs.Trigger
              value="ideas"
              className="rounded-full px-4 py-2 text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm"
            >
              Ideas
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="create" className="grid gap-5 px-4 py-5 sm:px-6">
            <div>
              <label htmlFor={promptId} className="text-sm font-medium text-stone-800">
                Describe your image
              </label>
              <textarea
                id={promptId}
                ref={promptInput}
                rows={4}
                value={prompt}
                maxLength={PROMPT_MAX}
                aria-invalid={problem === AI_MESSAGES.imagePromptRequired || undefined}
                placeholder="A peaceful mountain lake at sunset with pine trees"
                onChange={(event) => setPrompt(event.target.value)}
                className="mt-1.5 block w-full resize-y rounded-xl border border-stone-300 px-3 py-2.5 text-sm shadow-sm focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none"
              />
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-stone-800">Art style</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {styles.map((option) => (
                  <label
                    key={option.id}
                    className="cursor-pointer rounded-xl border border-stone-200 p-3 text-sm has-[:checked]:border-rose-600 has-[:checked]:bg-rose-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-300"
                  >
                    <input
                      type="radio"
                      name="image-style"
                      value={option.id}
                      checked={style === option.id}
                      onChange={() => setStyle(option.id)}
                      className="sr-only"
                    />
                    <span className="font-semibold text-stone-900">{option.name}</span>
                    <span className="mt-0.5 block text-xs text-stone-600">
                      {option.description}
                    </span>
                  </label>
                ))}
              </div>
              {IMAGE_STYLES.length > STYLES_SHOWN_FIRST ? (
                <button
                  type="button"
                  aria-expanded={allStyles}
                  onClick={() => setAllStyles((shown) => !shown)}
                  className="mt-2 text-sm font-semibold text-rose-800 hover:underline"
                >
                  {allStyles ? 'Show fewer styles' : 'View more styles'}
                </button>
              ) : null}
            </fieldset>
            {problem ? (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {problem}
              </p>
            ) : null}
            <button
              type="button"
              disabled={generating}
              onClick={() => void generate()}
              className={buttonClass('primary', 'md', 'w-full')}
            >
              <IconSparkles className="size-4" />
              {generating ? 'Generating…' : 'Generate Image'}
            </button>
          </Tabs.Content>
          <Tabs.Content value="ideas" className="px-4 py-5 sm:px-6">
            <p className="text-sm text-stone-600">
              Pick an idea to start from; you can edit it after.
            </p>
            <ul className="mt-3 grid gap-2">
              {IMAGE_IDEA_PROMPTS.map((idea) => (
                <li key={idea}>
                  <button
                    type="button"
                    onClick={() => {
                      setPrompt(idea);
                      setProblem(null);
                      setTab('create');
                    }}
                    className="w-full rounded-xl border border-stone-200 p-3 text-left text-sm text-stone-800 hover:border-rose-300 hover:bg-rose-50"
                  >
                    {idea}
                  </button>
                </li>
              ))}
            </ul>
          </Tabs.Content>
        </Tabs.Root>
        <section
          aria-label="Your image"
          className="grid place-items-center gap-4 p-4 sm:p-8"
          aria-busy={generating}
        >
          {generating ? (
            <GenerationProgress expectedMs={EXPECTED_MS} label="Painting your image" />
          ) : picture ? (
            <div className="grid w-full max-w-md gap-4">
              <img
                src={picture.url}
                alt={`Generated image: ${picture.prompt}`}
                className="aspect-square w-full rounded-2xl bg-stone-200 object-cover shadow-lg"
              />
              <ProviderNote provider={picture.provider} kind="image" className="text-center" />
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  onClick={() => onUse(picture.url)}
                  className={buttonClass('secondary', 'sm')}
                >
                  Use This
                </button>
                <button
                  type="button"
                  onClick={() => void generate()}
                  className={buttonClass('secondary', 'sm')}
                >
                  Try Again
                </button>
                <button
                  type="button"
                  onClick={() => onUse(picture.url)}
                  className={buttonClass('primary', 'sm')}
                >
                  <IconCheck className="size-4" />
                  Perfect!
                </button>
              </div>
            </div>
          ) : (
            <div className="grid max-w-sm place-items-center gap-3 text-center text-stone-500">
              <IconImage className="size-16" />
              <p>Your image will appear here.</p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
