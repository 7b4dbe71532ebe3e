import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import '@cardsmith/card-render/fonts.css';
import {
  catalogRoutes,
  EDITOR_TEMPLATE_IDS,
  type CollabCardData,
  type RouteOutput,
} from '@cardsmith/contracts';
import { ToolsSheet } from '../../components/ui/ToolsSheet.js';
import { TitleDialog } from '../../features/cards/TitleDialog.js';
import { CollaboratorCursors } from '../../features/collaboration/CollaboratorCursors.js';
import { CollaboratorNameDialog } from '../../features/collaboration/CollaboratorNameDialog.js';
import { CardVoiceDialogs } from '../../features/voice/CardVoice.js';
import { useStoredState } from '../../lib/use-stored-state.js';
import { ActionsPanel } from './ActionsPanel.js';
import { DesignTab } from './DesignTab.js';
import {
  DEFAULT_OCCASION,
  draftFromCard,
  headlineText,
  isModernDraft,
  MODERN_DRAFT_KEY,
  modernCardData,
  type ModernDraft,
} from './modern-card.js';
import { ModernDialogs } from './ModernDialogs.js';
import { ModernPreview } from './ModernPreview.js';
import { AdvancedPanel, AiToolsPanel } from './ToolPanels.js';
import { useDialogOpener } from './use-dialog-opener.js';
import { useModernSave } from './use-modern-save.js';
import { useRoomSession } from './use-room-session.js';
import { useTitlePrompt } from './use-title-prompt.js';
import { useUrlRequests } from './use-url-requests.js';

type Templates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

/** The modern editor: template, headline, message and picture, with its tools around them. */
export function ModernEditorPage() {
  const templatesQuery = useQuery<Templates>({
    queryKey: [catalogRoutes.listEditorTemplates.path],
  });
  const [draft, setDraft] = useStoredState<ModernDraft>(
    MODERN_DRAFT_KEY,
    { templateId: EDITOR_TEMPLATE_IDS[0], message: '', imageUrl: null },
    isModernDraft,
  );
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(true);
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
  const saving = useModernSave({ templatesQuery, draft, roomCard });
  const dialogs = useDialogOpener({
    requestTitle: naming.requestTitle,
    saveCard: saving.saveCard,
  });
  useUrlRequests({
    templatesPending: templatesQuery.isPending,
    openDialog: dialogs.openDialog,
    onOccasion: (occasion) => setDraft((d) => ({ ...d, occasion, headline: null })),
  });

  const { message, imageUrl, occasion, headline } = draft;
  const card = useMemo(
    () =>
      template
        ? modernCardData(template, { message, imageUrl, occasion, headline }, roomCard)
        : null,
    [template, message, imageUrl, occasion, headline, roomCard],
  );

  const room = useRoomSession({
    cardId: saving.cardId,
    card,
    saveFirst: async () => {
      const title = await naming.requestTitle();
      return title !== null && (await saving.saveCard(title)) !== null;
    },
    onRemoteCard: (data) => {
      setRoomCard(data);
      if (templates) setDraft((current) => draftFromCard(data, templates, current));
    },
  });
  const { collab, settings } = room;

  async function exportCard() {
    const title = await naming.requestTitle();
    if (title !== null) await saving.exportCard(title);
  }

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
              <DesignTab
                templatesQuery={templatesQuery}
                selectedId={template?.id}
                draft={draft}
                onDraft={setDraft}
              />
            </Tabs.Content>
            <Tabs.Content value="ai" className="mt-4 px-1 pb-1">
              <AiToolsPanel
                onOpen={(next) => void dialogs.openDialog(next)}
                imageUrl={draft.imageUrl ?? null}
                onRemoveImage={() => setDraft((d) => ({ ...d, imageUrl: null }))}
                voiceMessage={draft.voiceMessage ?? null}
                onRemoveVoice={() => setDraft((d) => ({ ...d, voiceMessage: null }))}
              />
            </Tabs.Content>
            <Tabs.Content value="advanced" className="mt-4 px-1 pb-1">
              <AdvancedPanel
                settings={settings}
                onChange={(next) => void room.changeSettings(next)}
                onOpen={(next) => void dialogs.openDialog(next)}
              />
            </Tabs.Content>
          </Tabs.Root>
          <div className="lg:col-start-3 lg:row-start-1">
            <ActionsPanel
              onExport={() => void exportCard()}
              exporting={saving.exporting}
              exportUnavailable={exportUnavailable}
              cardId={saving.cardId}
              title={draft.title}
              onOpen={(next) => void dialogs.openDialog(next)}
            />
          </div>
        </ToolsSheet>
      </div>
      <ModernDialogs
        dialog={dialogs.dialog}
        card={dialogs.dialogCard}
        onClose={dialogs.closeDialog}
        onMessage={(next) => setDraft((d) => ({ ...d, message: next }))}
        onImage={(next) => setDraft((d) => ({ ...d, imageUrl: next }))}
      />
      <TitleDialog
        open={naming.asking}
        occasion={draft.occasion ?? DEFAULT_OCCASION}
        confirmLabel="Save and continue"
        onCancel={naming.cancel}
        onConfirm={naming.confirm}
      />
      <CollaboratorNameDialog
        open={room.askingName}
        onCancel={room.cancelName}
        onConfirm={room.setName}
      />
      <CardVoiceDialogs
        step={dialogs.dialog === 'voice' ? 'speech' : recorderOpen ? 'record' : null}
        onStepChange={(step) => {
          if (dialogs.dialog === 'voice' && step !== 'speech') dialogs.closeDialog();
          setRecorderOpen(step === 'record');
        }}
        onAdd={(voiceMessage) => setDraft((d) => ({ ...d, voiceMessage }))}
      />
    </div>
  );
}
