import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import '@cardsmith/card-render/fonts.css';
import {
  CARD_LIMITS,
  catalogRoutes,
  EDITOR_TEMPLATE_IDS,
  type RouteOutput,
} from '@cardsmith/contracts';
import { FeatureDialog } from '../../components/ui/FeatureDialog.js';
import { MessageAssistantDialog } from '../../features/ai/MessageAssistantDialog.js';
import { toast } from '../../components/ui/toast-store.js';
import { CollaboratorCursors } from '../../features/collaboration/CollaboratorCursors.js';
import { useCollaboration } from '../../features/collaboration/use-collaboration.js';
import { useCollaboratorName } from '../../features/collaboration/use-collaborator-name.js';
import { downloadCardPng } from '../../lib/download.js';
import { useCardSaver } from '../../lib/use-card-saver.js';
import { useStoredState } from '../../lib/use-stored-state.js';
import { ActionsPanel } from './ActionsPanel.js';
import { dialogContent, dialogFromParam, type EditorDialog } from './features.js';
import { draftFromCard, modernCardData, modernCardInput } from './modern-card.js';
import { ModernPreview } from './ModernPreview.js';
import { TemplateGallery } from './TemplateGallery.js';
import { AdvancedPanel, AiToolsPanel, type AdvancedSettings } from './ToolPanels.js';

type Templates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;
interface Draft {
  templateId: string;
  message: string;
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).templateId === 'string' &&
  typeof (value as Draft).message === 'string';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

export function ModernEditorPage() {
  const templatesQuery = useQuery<Templates>({
    queryKey: [catalogRoutes.listEditorTemplates.path],
  });
  const [draft, setDraft] = useStoredState<Draft>(
    'cardsmith:modern-editor:draft',
    { templateId: EDITOR_TEMPLATE_IDS[0], message: '' },
    isDraft,
  );
  const [settings, setSettings] = useState<AdvancedSettings>({
    ar: false,
    collaboration: false,
    schedule: false,
  });
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [exporting, setExporting] = useState(false);
  const saver = useCardSaver('cardsmith:modern-editor:card-id');

  const [searchParams, setSearchParams] = useSearchParams();
  const featureParam = searchParams.get('feature');
  useEffect(() => {
    if (featureParam === null) return;
    const requested = dialogFromParam(featureParam);
    if (requested) setDialog(requested);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('feature');
        return next;
      },
      { replace: true },
    );
  }, [featureParam, setSearchParams]);

  const templates = templatesQuery.data?.templates;
  const template = templates?.find((t) => t.id === draft.templateId) ?? templates?.[0];
  const card = useMemo(
    () => (template ? modernCardData(template, draft.message) : null),
    [template, draft.message],
  );

  const [collabName] = useCollaboratorName();
  const collab = useCollaboration({
    cardId: saver.cardId,
    enabled: settings.collaboration,
    name: collabName,
    card,
    onRemoteCard: (data) => {
      if (templates) setDraft((current) => draftFromCard(data, templates, current));
    },
  });

  /** The room starts from the saved card, so the card is saved before collaboration starts. */
  async function changeSettings(next: AdvancedSettings) {
    if (!next.collaboration || settings.collaboration || !template) {
      setSettings(next);
      return;
    }
    try {
      await saver.save(modernCardInput(template, draft.message));
      setSettings(next);
    } catch {
      toast({
        title: 'Error',
        description: 'Error: Could not save your card. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function exportCard() {
    if (!template) return;
    setExporting(true);
    try {
      let saved;
      try {
        saved = await saver.save(modernCardInput(template, draft.message));
      } catch {
        toast({
          title: 'Error',
          description: 'Error: Could not save your card. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      try {
        await downloadCardPng(saved);
        toast({ title: 'Card Exported', description: 'Your card was downloaded as a PNG image.' });
      } catch {
        toast({
          title: 'Export Failed',
          description: 'Your card is saved, but its image could not be made. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setExporting(false);
    }
  }

  const content = dialog ? dialogContent(dialog) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <title>Modern editor – Cardsmith</title>
      <p className="text-sm font-semibold tracking-wide text-rose-800 uppercase">Modern editor</p>
      <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        Design your card
      </h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[22rem_1fr_15rem]">
        <Tabs.Root defaultValue="design" className="rounded-2xl bg-stone-100 p-3">
          <Tabs.List
            aria-label="Editor tools"
            className="flex gap-1 rounded-xl bg-stone-200/70 p-1"
          >
            <Tabs.Trigger value="design" className={tabClass}>
              Design
            </Tabs.Trigger>
            <Tabs.Trigger value="ai" className={tabClass}>
              AI Tools
            </Tabs.Trigger>
            <Tabs.Trigger value="advanced" className={tabClass}>
              Advanced
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="design" className="mt-4 space-y-6 px-1 pb-1">
            <TemplateGallery
              templates={templates}
              status={templatesQuery.status}
              onRetry={() => void templatesQuery.refetch()}
              selectedId={template?.id}
              onSelect={(templateId) => setDraft((d) => ({ ...d, templateId }))}
            />
            <div>
              <label htmlFor="card-message" className="font-semibold">
                Your message
              </label>
              <textarea
                id="card-message"
                rows={4}
                maxLength={CARD_LIMITS.textContentMax}
                value={draft.message}
                onChange={(event) => setDraft((d) => ({ ...d, message: event.target.value }))}
                placeholder="Wishing you a wonderful year ahead…"
                className="mt-2 w-full rounded-xl border border-stone-300 bg-white p-3 text-base"
              />
              <p className="text-right text-xs text-stone-600">
                {draft.message.length}/{CARD_LIMITS.textContentMax}
              </p>
            </div>
          </Tabs.Content>
          <Tabs.Content value="ai" className="mt-4 px-1 pb-1">
            <AiToolsPanel onOpen={setDialog} />
          </Tabs.Content>
          <Tabs.Content value="advanced" className="mt-4 px-1 pb-1">
            <AdvancedPanel
              settings={settings}
              onChange={(next) => void changeSettings(next)}
              onOpen={setDialog}
            />
          </Tabs.Content>
        </Tabs.Root>
        <section aria-label="Live preview" className="order-first lg:order-none">
          <ModernPreview
            card={card}
            templateImageUrl={template?.imageUrl}
            message={draft.message}
            collaborative={settings.collaboration}
            overlay={<CollaboratorCursors cursors={collab.cursors} />}
            onPointerPosition={
              collab.connectionStatus === 'connected' ? collab.sendCursor : undefined
            }
          />
        </section>
        <ActionsPanel
          onExport={() => void exportCard()}
          exporting={exporting}
          disabled={!template}
          cardId={saver.cardId}
          onOpen={setDialog}
        />
      </div>
      {dialog === 'ai-message' ? (
        <MessageAssistantDialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          onSelect={(message) =>
            setDraft((d) => ({ ...d, message: message.slice(0, CARD_LIMITS.textContentMax) }))
          }
        />
      ) : dialog && content ? (
        <FeatureDialog
          open
          title={content.title}
          plans={content.plans}
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
