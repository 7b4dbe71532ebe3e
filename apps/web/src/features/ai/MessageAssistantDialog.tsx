import { useEffect, useRef, useState } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import {
  AI_LIMITS,
  AI_MESSAGES,
  DEFAULT_TONE,
  MESSAGE_OCCASIONS,
  MESSAGE_RELATIONSHIPS,
  MESSAGE_TONES,
  OCCASION_LABELS,
  QUICK_TEMPLATE_MESSAGES,
  RELATIONSHIP_LABELS,
  TONE_LABELS,
  type AiProvider,
  type Occasion,
  type Relationship,
  type Tone,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconSparkles } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { generateMessage, limitMessage } from './ai-api.js';
import { SelectField, TextAreaField, toOptions } from './fields.js';
import { ProviderNote } from './ProviderNote.js';
import { DialogCornerClose, DialogOverlay } from '../../components/ui/dialog-parts.js';
import { ScrollArea } from '../../components/ui/ScrollArea.js';

const OCCASION_OPTIONS = toOptions(MESSAGE_OCCASIONS, OCCASION_LABELS);
const RELATIONSHIP_OPTIONS = toOptions(MESSAGE_RELATIONSHIPS, RELATIONSHIP_LABELS);
const TONE_OPTIONS = toOptions(MESSAGE_TONES, TONE_LABELS);

const QUICK_GROUPS: { key: keyof typeof QUICK_TEMPLATE_MESSAGES; label: string }[] = [
  { key: 'birthday', label: 'Birthday' },
  { key: 'thanks', label: 'Thank You' },
  { key: 'congratulations', label: 'Congratulations' },
  { key: 'sympathy', label: 'Sympathy' },
];

/** Where a chosen message came from: written for this request, or a canned quick template. */
type MessageSource = 'generated' | 'template';

interface MessageOption {
  message: string;
  provider: AiProvider;
}

export interface MessageAssistantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the chosen message; the dialog then closes itself. */
  onSelect: (message: string) => void;
  /** The card's occasion, chosen for the visitor (they may change it). */
  occasion?: Occasion;
}

/** The AI message assistant (spec 001 §2, §4, §5): write three options, or pick a canned one. */
export function MessageAssistantDialog({
  open,
  onOpenChange,
  onSelect,
  occasion,
}: MessageAssistantDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl data-[state=open]:animate-fade-in">
          {/* The body mounts with the dialog and unmounts with it, so closing resets every field. */}
          <AssistantBody
            initialOccasion={occasion ?? ''}
            onChoose={(message, source) => {
              onSelect(message);
              toast({
                title: 'Message Selected',
                // The spec's sentence, except for a quick template, which no AI wrote.
                description:
                  source === 'generated'
                    ? 'AI-generated message added to your card.'
                    : 'Message added to your card.',
              });
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function progressText(ready: number): string {
  const total = AI_LIMITS.messageVariants;
  return ready === 0
    ? `Writing ${total} message options…`
    : `${ready} of ${total} message options ready…`;
}

function AssistantBody({
  initialOccasion,
  onChoose,
}: {
  initialOccasion: Occasion | '';
  onChoose: (message: string, source: MessageSource) => void;
}) {
  const [occasion, setOccasion] = useState<Occasion | ''>(initialOccasion);
  const [relationship, setRelationship] = useState<Relationship | ''>('');
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [details, setDetails] = useState('');
  const [generating, setGenerating] = useState(false);
  const [options, setOptions] = useState<MessageOption[]>([]);
  const [tab, setTab] = useState('custom');
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  // The first option to arrive is brought into the dialog's view: on a phone the options start
  // below the form, where the visitor would otherwise not see that they came.
  const optionsSection = useRef<HTMLElement>(null);
  const hasOptions = options.length > 0;
  useEffect(() => {
    if (hasOptions) optionsSection.current?.scrollIntoView?.({ block: 'nearest' });
  }, [hasOptions]);

  async function generate() {
    // The footer's button also shows on Quick Templates; the options and any missing field are
    // on the custom tab.
    setTab('custom');
    if (!occasion) {
      toast({
        title: 'Missing information',
        description: AI_MESSAGES.occasionRequired,
        variant: 'destructive',
      });
      return;
    }
    if (!relationship) {
      toast({
        title: 'Missing information',
        description: AI_MESSAGES.relationshipRequired,
        variant: 'destructive',
      });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setGenerating(true);
    setOptions([]);
    const brief = { occasion, relationship, tone, details };
    // All at once: the service counts the calls of one request per visitor and hands each the
    // next variant, so the options differ whatever order they arrive in. Each is shown as soon
    // as it is written.
    const calls = Array.from({ length: AI_LIMITS.messageVariants }, () =>
      generateMessage(brief, controller.signal).then(({ value, provider }) => {
        if (controller.signal.aborted) return;
        setOptions((shown) => [...shown, { message: value, provider }]);
      }),
    );
    const settled = await Promise.allSettled(calls);
    if (controller.signal.aborted) return;
    setGenerating(false);
    const failures = settled.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    for (const failure of failures) {
      console.error('A message option could not be generated', failure);
    }
    const written = settled.length - failures.length;
    if (written === 0) {
      toast({
        title: 'Generation Failed',
        description:
          failures.map(limitMessage).find(Boolean) ??
          'Could not generate messages. Please try again.',
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Messages Generated',
        description: `${written} message options created.`,
      });
    }
  }

  return (
    <>
      <div className="border-b border-stone-200 px-6 pt-6 pb-4">
        <Dialog.Title className="flex items-center gap-2 font-display text-2xl font-semibold">
          <IconSparkles className="size-6 text-rose-700" />
          AI Message Assistant
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-stone-600">
          Tell us about the occasion and get three messages to choose from, or pick a ready-made
          one.
        </Dialog.Description>
        <DialogCornerClose />
      </div>
      <Tabs.Root value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <Tabs.List
          aria-label="Message source"
          className="mx-6 mt-4 grid grid-cols-2 rounded-full bg-stone-100 p-1 text-sm font-semibold"
        >
          <Tabs.Trigger
            value="custom"
            className="rounded-full px-4 py-2 text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm"
          >
            Custom Message
          </Tabs.Trigger>
          <Tabs.Trigger
            value="templates"
            className="rounded-full px-4 py-2 text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm"
          >
            Quick Templates
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="custom" className="flex min-h-0 flex-1 flex-col">
          <ScrollArea className="min-h-0 flex-1" viewportClassName="px-6 py-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Occasion"
                required
                placeholder="Select an occasion"
                value={occasion}
                onChange={(value) => setOccasion(value as Occasion | '')}
                options={OCCASION_OPTIONS}
              />
              <SelectField
                label="Relationship"
                required
                placeholder="Who is it for?"
                value={relationship}
                onChange={(value) => setRelationship(value as Relationship | '')}
                options={RELATIONSHIP_OPTIONS}
              />
              <SelectField
                label="Tone"
                value={tone}
                onChange={(value) => setTone(value as Tone)}
                options={TONE_OPTIONS}
              />
              <div className="sm:col-span-2">
                <TextAreaField
                  label="Details (optional)"
                  value={details}
                  onChange={setDetails}
                  maxLength={AI_LIMITS.detailsMax}
                  placeholder="Names, shared memories, inside jokes…"
                />
              </div>
            </div>
            {/* Always mounted, so screen readers track it and announce each change of its text. */}
            <p role="status" className="mt-5 text-sm text-stone-600 empty:mt-0">
              {generating ? progressText(options.length) : ''}
            </p>
            {options.length > 0 ? (
              <section
                ref={optionsSection}
                aria-labelledby="message-options-heading"
                className="mt-6"
              >
                <h3 id="message-options-heading" className="text-sm font-semibold text-stone-800">
                  Choose a message
                </h3>
                <ul className="mt-3 grid gap-3">
                  {options.map((option, index) => (
                    <li
                      key={index}
                      className="rounded-xl border border-stone-200 bg-stone-50 p-4 hover:border-rose-300"
                    >
                      <button
                        type="button"
                        onClick={() => onChoose(option.message, 'generated')}
                        className="w-full text-left text-sm whitespace-pre-line text-stone-800"
                      >
                        {option.message}
                      </button>
                      <div className="mt-3 flex items-center justify-between gap-3">
                        <ProviderNote provider={option.provider} kind="message" />
                        <button
                          type="button"
                          onClick={() => onChoose(option.message, 'generated')}
                          className={buttonClass('secondary', 'sm', 'ml-auto')}
                        >
                          Use This Message
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </ScrollArea>
        </Tabs.Content>
        <Tabs.Content value="templates" className="flex min-h-0 flex-1 flex-col">
          <ScrollArea className="min-h-0 flex-1" viewportClassName="px-6 py-4">
            {QUICK_GROUPS.map((group) => (
              <section key={group.key} className="mb-5" aria-label={group.label}>
                <h3 className="text-sm font-semibold text-stone-800">{group.label}</h3>
                <ul className="mt-2 grid gap-2">
                  {QUICK_TEMPLATE_MESSAGES[group.key].map((message) => (
                    <li key={message}>
                      <button
                        type="button"
                        onClick={() => onChoose(message, 'template')}
                        className="w-full rounded-xl border border-stone-200 p-3 text-left text-sm text-stone-800 hover:border-rose-300 hover:bg-rose-50"
                      >
                        {message}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </ScrollArea>
        </Tabs.Content>
      </Tabs.Root>
      <div className="flex justify-end gap-3 border-t border-stone-200 px-6 py-4">
        <Dialog.Close className={buttonClass('secondary', 'sm')}>Cancel</Dialog.Close>
        <button
          type="button"
          disabled={generating}
          onClick={() => void generate()}
          className={buttonClass('primary', 'sm')}
        >
          <IconSparkles className="size-4" />
          {generating ? 'Generating…' : 'Generate Messages'}
        </button>
      </div>
    </>
  );
}
