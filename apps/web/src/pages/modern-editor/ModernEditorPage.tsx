import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import '@cardsmith/card-render/fonts.css';
import {
  CARD_LIMITS,
  catalogRoutes,
  EDITOR_TEMPLATE_IDS,
  OCCASIONS,
  type Card,
  type CollabCardData,
  type RouteOutput,
} from '@cardsmith/contracts';
import { ToolsSheet } from '../../components/ui/ToolsSheet.js';
import { PrintOrderDialog } from '../../features/print/PrintOrderDialog.js';
import { VideoCardDialog } from '../../features/video/VideoCardDialog.js';
import { ImageCreator } from '../../features/ai/ImageCreator.js';
import { MessageAssistantDialog } from '../../features/ai/MessageAssistantDialog.js';
import { ScheduleDeliveryDialog } from '../../features/scheduling/ScheduleDeliveryDialog.js';
import { toast } from '../../components/ui/toast-store.js';
import { TitleDialog } from '../../features/cards/TitleDialog.js';
import { CollaboratorCursors } from '../../features/collaboration/CollaboratorCursors.js';
import { CollaboratorNameDialog } from '../../features/collaboration/CollaboratorNameDialog.js';
import { useCollaboration } from '../../features/collaboration/use-collaboration.js';
import { useCollaboratorName } from '../../features/collaboration/use-collaborator-name.js';
import {
  InviteCollaboratorsDialog,
  SocialShareDialog,
} from '../../features/sharing/CardShareDialogs.js';
import { downloadCardPng } from '../../lib/download.js';
import { saveFailed, useCardSaver } from '../../lib/use-card-saver.js';
import { useStoredState } from '../../lib/use-stored-state.js';
import { ActionsPanel } from './ActionsPanel.js';
import { dialogFromParam, needsSavedCard, type EditorDialog } from './features.js';
import {
  DEFAULT_OCCASION,
  draftFromCard,
  headlineText,
  isModernDraft,
  MODERN_DRAFT_KEY,
  modernCardData,
  modernCardInput,
  type ModernDraft,
} from './modern-card.js';
import { ArOverlayDialog } from '../../features/ar/ArOverlayDialog.js';
import { CardVoiceDialogs } from '../../features/voice/CardVoice.js';
import { HeadlineFields } from './HeadlineFields.js';
import { ModernPreview } from './ModernPreview.js';
import { TemplateGallery } from './TemplateGallery.js';
import { AdvancedPanel, AiToolsPanel, type AdvancedSettings } from './ToolPanels.js';
import { useTitlePrompt } from './use-title-prompt.js';

type Templates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

export function ModernEditorPage() {
  const templatesQuery = useQuery<Templates>({
    queryKey: [catalogRoutes.listEditorTemplates.path],
  });
  const [draft, setDraft] = useStoredState<ModernDraft>(
    MODERN_DRAFT_KEY,
    { templateId: EDITOR_TEMPLATE_IDS[0], message: '', imageUrl: null },
    isModernDraft,
  );
  const [settings, setSettings] = useState<AdvancedSettings>({
    ar: false,
    collaboration: false,
    schedule: false,
  });
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(true);
  /** The card as saved for the open social or collaboration dialog. */
  const [dialogCard, setDialogCard] = useState<Card | null>(null);
  const savingForDialog = useRef(false);
  const [exporting, setExporting] = useState(false);
  const saver = useCardSaver('cardsmith:modern-editor:card-id');
  /** The live session's card: what collaborators added beyond this editor's picture and message. */
  const [roomCard, setRoomCard] = useState<CollabCardData | null>(null);

  const templates = templatesQuery.data?.templates;
  const template = templates?.find((t) => t.id === draft.templateId) ?? templates?.[0];
  /** The templates answered without one to draw the card with: nothing to preview or export. */
  const templatesFailed = !template && !templatesQuery.isPending;
  const exportUnavailable = template
    ? null
    : templatesFailed
      ? 'Export needs a template, and the templates could not be loaded.'
      : 'Export is available once the templates have loaded.';

  /** The first save asks for the card's title: the recipient's page and the share text show it. */
  const naming = useTitlePrompt(draft.title, (title) => setDraft((d) => ({ ...d, title })));

  /**
   * Saves what is on screen under `title` (from `naming.requestTitle`, which the caller awaits
   * before opening anything, so the title dialog never sits under another); on failure shows the
   * spec's save error and returns null.
   */
  async function saveCard(title: string): Promise<Card | null> {
    try {
      // A dialog asked for before the templates arrived waits for them instead of failing.
      const loaded = templates ?? (await templatesQuery.refetch()).data?.templates;
      const chosen = loaded?.find((t) => t.id === draft.templateId) ?? loaded?.[0];
      if (!chosen) throw new Error('The templates could not be loaded.');
      return await saver.save(modernCardInput(chosen, { ...draft, title }, roomCard));
    } catch {
      saveFailed();
      return null;
    }
  }

  /**
   * Sharing and collaboration work on the saved card, so those dialogs save it first (a card
   * never saved is named first; cancelling that opens nothing).
   */
  async function openDialog(next: EditorDialog) {
    if (!needsSavedCard(next)) {
      setDialog(next);
      return;
    }
    const title = await naming.requestTitle();
    if (title === null) return;
    setDialog(next);
    // One save serves a second request made while it runs (React runs the ?feature= effect
    // twice in development).
    if (savingForDialog.current) return;
    savingForDialog.current = true;
    setDialogCard(null);
    const saved = await saveCard(title);
    savingForDialog.current = false;
    if (saved) setDialogCard(saved);
    else setDialog((current) => (current && needsSavedCard(current) ? null : current));
  }

  // The ?feature= effect runs once per parameter, yet must save the card as it is by then.
  const openDialogLatest = useRef(openDialog);
  useEffect(() => {
    openDialogLatest.current = openDialog;
  });

  const [searchParams, setSearchParams] = useSearchParams();
  const featureParam = searchParams.get('feature');
  const templatesPending = templatesQuery.isPending;
  useEffect(() => {
    if (featureParam === null) return;
    const requested = dialogFromParam(featureParam);
    // Saving the card needs its template.
    if (requested && needsSavedCard(requested) && templatesPending) return;
    if (requested) void openDialogLatest.current(requested);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('feature');
        return next;
      },
      { replace: true },
    );
  }, [featureParam, setSearchParams, templatesPending]);
  // /modern-editor?category=wedding starts a card for that occasion, with its greeting.
  const occasionParam = searchParams.get('category');
  useEffect(() => {
    if (occasionParam === null) return;
    const occasion = OCCASIONS.find((o) => o === occasionParam);
    if (occasion) setDraft((d) => ({ ...d, occasion, headline: null }));
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  }, [occasionParam, setDraft, setSearchParams]);

  const { message, imageUrl, occasion, headline } = draft;
  const card = useMemo(
    () =>
      template
        ? modernCardData(template, { message, imageUrl, occasion, headline }, roomCard)
        : null,
    [template, message, imageUrl, occasion, headline, roomCard],
  );

  const [collabName, setCollabName] = useCollaboratorName();
  const collab = useCollaboration({
    cardId: saver.cardId,
    // A browser that never joined is asked for its name first.
    enabled: settings.collaboration && collabName !== null,
    name: collabName ?? '',
    card,
    onRemoteCard: (data) => {
      setRoomCard(data);
      if (templates) setDraft((current) => draftFromCard(data, templates, current));
    },
  });

  // After an administrator ended the session (or a flood closed it) the switch shows it is off.
  const { stopped } = collab;
  useEffect(() => {
    if (stopped) setSettings((current) => ({ ...current, collaboration: false }));
  }, [stopped]);

  /** The room starts from the saved card, so the card is saved before collaboration starts. */
  async function changeSettings(next: AdvancedSettings) {
    if (!next.collaboration || settings.collaboration) {
      setSettings(next);
      return;
    }
    const title = await naming.requestTitle();
    if (title !== null && (await saveCard(title))) setSettings(next);
  }

  async function exportCard() {
    const title = await naming.requestTitle();
    if (title === null) return;
    setExporting(true);
    try {
      const saved = await saveCard(title);
      if (!saved) return;
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

  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 sm:py-6 lg:px-8">
      <title>Modern editor – Cardsmith</title>
      <p className="text-sm font-semibold tracking-wide text-rose-800 uppercase max-sm:sr-only">
        Modern editor
      </p>
      <h1 className="mt-1 font-display text-2xl font-semibold tracking-tight sm:text-4xl">
        Design your card
      </h1>
      {/* On phones the compact card sticks below the header and the tools and actions are a
          bottom sheet; on wide screens the sheet's parts are the grid's outer columns. */}
      <div className="mt-3 grid items-start gap-6 max-lg:pb-[50dvh] sm:mt-6 lg:grid-cols-[22rem_1fr_15rem]">
        <section
          aria-label="Live preview"
          className="min-w-0 max-lg:sticky max-lg:top-16 max-lg:z-20 max-lg:-mx-4 max-lg:bg-white/95 max-lg:px-4 max-lg:py-2 max-lg:backdrop-blur lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
        >
          <ModernPreview
            card={card}
            templateImageUrl={template?.imageUrl}
            headline={headlineText(draft)}
            message={draft.message}
            failed={templatesFailed}
            collaborative={settings.collaboration}
            compactOnPhones={toolsOpen}
            overlay={<CollaboratorCursors cursors={collab.cursors} />}
            onPointerPosition={
              collab.connectionStatus === 'connected' ? collab.sendCursor : undefined
            }
          />
        </section>
        <ToolsSheet
          open={toolsOpen}
          onOpenChange={setToolsOpen}
          className="lg:contents"
          contentClassName="lg:contents"
        >
          <Tabs.Root
            defaultValue="design"
            className="rounded-2xl bg-stone-100 p-3 lg:col-start-1 lg:row-start-1"
          >
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
                retrying={templatesQuery.isFetching}
                onRetry={() => void templatesQuery.refetch()}
                selectedId={template?.id}
                onSelect={(templateId) => setDraft((d) => ({ ...d, templateId }))}
              />
              <HeadlineFields
                occasion={draft.occasion ?? DEFAULT_OCCASION}
                headline={headlineText(draft)}
                onOccasion={(next) =>
                  // A typed headline is kept; the occasion's greeting follows the occasion.
                  setDraft((d) => ({ ...d, occasion: next }))
                }
                onHeadline={(next) => setDraft((d) => ({ ...d, headline: next }))}
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
              <AiToolsPanel
                onOpen={(next) => void openDialog(next)}
                imageUrl={draft.imageUrl ?? null}
                onRemoveImage={() => setDraft((d) => ({ ...d, imageUrl: null }))}
                voiceMessage={draft.voiceMessage ?? null}
                onRemoveVoice={() => setDraft((d) => ({ ...d, voiceMessage: null }))}
              />
            </Tabs.Content>
            <Tabs.Content value="advanced" className="mt-4 px-1 pb-1">
              <AdvancedPanel
                settings={settings}
                onChange={(next) => void changeSettings(next)}
                onOpen={(next) => void openDialog(next)}
              />
            </Tabs.Content>
          </Tabs.Root>
          <div className="lg:col-start-3 lg:row-start-1">
            <ActionsPanel
              onExport={() => void exportCard()}
              exporting={exporting}
              exportUnavailable={exportUnavailable}
              cardId={saver.cardId}
              title={draft.title}
              onOpen={(next) => void openDialog(next)}
            />
          </div>
        </ToolsSheet>
      </div>
      {dialog === 'ai-message' ? (
        <MessageAssistantDialog
          open
          onOpenChange={closeDialog}
          onSelect={(message) =>
            setDraft((d) => ({ ...d, message: message.slice(0, CARD_LIMITS.textContentMax) }))
          }
        />
      ) : dialog === 'ai-image' ? (
        <ImageCreator
          open
          onOpenChange={closeDialog}
          onSelect={(imageUrl) => setDraft((d) => ({ ...d, imageUrl }))}
        />
      ) : dialog === 'ar' ? (
        <ArOverlayDialog open card={dialogCard} onOpenChange={closeDialog} />
      ) : dialog === 'social' ? (
        <SocialShareDialog open card={dialogCard} onOpenChange={closeDialog} />
      ) : dialog === 'scheduling' ? (
        <ScheduleDeliveryDialog open card={dialogCard} onOpenChange={closeDialog} />
      ) : dialog === 'collaboration' ? (
        <InviteCollaboratorsDialog open card={dialogCard} onOpenChange={closeDialog} />
      ) : dialog === 'print' ? (
        <PrintOrderDialog open card={dialogCard} onOpenChange={closeDialog} />
      ) : dialog === 'video' ? (
        <VideoCardDialog open card={dialogCard} onOpenChange={closeDialog} />
      ) : null}
      <TitleDialog
        open={naming.asking}
        occasion={draft.occasion ?? DEFAULT_OCCASION}
        confirmLabel="Save and continue"
        onCancel={naming.cancel}
        onConfirm={naming.confirm}
      />
      <CollaboratorNameDialog
        open={settings.collaboration && collabName === null}
        onCancel={() => setSettings((current) => ({ ...current, collaboration: false }))}
        onConfirm={setCollabName}
      />
      <CardVoiceDialogs
        step={dialog === 'voice' ? 'speech' : recorderOpen ? 'record' : null}
        onStepChange={(step) => {
          if (dialog === 'voice' && step !== 'speech') setDialog(null);
          setRecorderOpen(step === 'record');
        }}
        onAdd={(voiceMessage) => setDraft((d) => ({ ...d, voiceMessage }))}
      />
    </div>
  );
}
