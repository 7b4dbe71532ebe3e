import { Tabs } from 'radix-ui';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import '@cardsmith/card-render/fonts.css';
import {
  CollaborationControl,
  CollaboratorBadge,
} from '../../features/collaboration/CollaborationControl.js';
import { ToolsSheet } from '../../components/ui/ToolsSheet.js';
import { CollaboratorCursors } from '../../features/collaboration/CollaboratorCursors.js';
import { CollaboratorNameDialog } from '../../features/collaboration/CollaboratorNameDialog.js';
import type { PrintCard } from '../../features/print/PrintOrderDialog.js';
import { templateImageUrl, type Draft, type Occasion } from './card-draft.js';
import { CardPreview } from './CardPreview.js';
import { DesignPanel } from './DesignPanel.js';
import { DiscoverPanel } from './DiscoverPanel.js';
import { editorReducer, initialState, type EditorAction } from './editor-state.js';
import { EditorFrame } from './EditorFrame.js';
import { ContentPanel, ImagesPanel, ShareTab } from './EditorTabs.js';
import { EditorToolbar } from './EditorToolbar.js';
import { ElementPanel } from './ElementPanel.js';
import { humanize } from '../../components/ui/fields.js';
import { useFrames } from './FramePicker.js';
import { ConflictDialog, DiscardDialog, LeaveDialog } from './LeaveDialog.js';
import { SavedDialog } from './SavedDialog.js';
import { TitleDialog } from '../../features/cards/TitleDialog.js';
import { SAVE_STATUS_TEXT, useAutosave } from './use-autosave.js';
import { ArrangeBar } from './ArrangeBar.js';
import { ElementMenu } from './ElementMenu.js';
import { LayersPanel } from './LayersPanel.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { useEditorShortcuts } from './use-editor-shortcuts.js';
import { useSelectionActions } from './use-selection-actions.js';
import { toast } from '../../components/ui/toast-store.js';
import { useCollaborationToggle } from './use-collaboration-toggle.js';
import { useContentActions } from './use-content-actions.js';
import { useEditorDraft } from './use-editor-draft.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { useNewCard } from './use-new-card.js';
import { useSaveAndCopy } from './use-save-and-copy.js';
import { useShareDialog } from './use-share-dialog.js';
import { useUndoShortcuts } from './use-undo-shortcuts.js';
import { isViewing } from './view-only.js';

// Fetched when a print is first asked for: ordering a print needs none of it to draw the editor.
const PrintOrderDialog = lazy(async () => ({
  default: (await import('../../features/print/PrintOrderDialog.js')).PrintOrderDialog,
}));

const tabClass =
  'flex-1 rounded-lg px-2 py-2 text-sm font-semibold capitalize text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

export interface CardEditorProps {
  /** Where the draft is kept: the visitor's own draft, or the opened card's own. */
  draftKey: string;
  initial: Draft;
  /** The card `?card=` names, when the editor was opened with one. */
  urlCardId: string | null;
  /** An edit link's token: the card is someone else's and its live session saves it. */
  editToken: string | null;
  /** `?category=` asked for a new card while this draft has unsaved changes: ask first. */
  offerFresh: Occasion | null;
  /** The editor was restarted by New card: focus lands on the heading, not on nothing. */
  focusHeading: boolean;
  /** The visitor's draft now holds a new card: start the editor over on it. */
  onRestart: () => void;
  /** The work was saved as another card (a copy): the URL names that card from now on. */
  onFollow: (cardId: string) => void;
}

/** The card editor's page: its parts' state wired together and laid out. */
export function CardEditor({
  draftKey,
  initial,
  urlCardId,
  editToken,
  offerFresh,
  focusHeading,
  onRestart,
  onFollow,
}: CardEditorProps) {
  const [state, dispatchAny] = useReducer(editorReducer, initial.card, initialState);
  // A locked live session is view-only: edits from any control, key or drag stop here.
  const viewOnly = useRef(false);
  const dispatch = useCallback((action: EditorAction) => {
    if (!viewOnly.current || isViewing(action)) dispatchAny(action);
  }, []);
  const { card, selectedId } = state;
  const draft = useEditorDraft(draftKey, initial, card);
  const saving = useSaveAndCopy({
    draft,
    card,
    urlCardId,
    editToken,
    onFollow,
    onLoad: (loaded) => dispatch({ type: 'load', card: loaded }),
  });
  const collaboration = useCollaborationToggle({
    draft,
    card,
    urlCard: saving.urlCard,
    editToken,
    save: saving.save,
    onRemoteCard: (data) => dispatch({ type: 'remote', data }),
  });
  const { collab, live } = collaboration;
  const locked = live && collab.locked;
  viewOnly.current = locked;
  const saveStatus = useAutosave({
    // A new card is saved (and named) by Save and Share first; a live session saves by itself.
    enabled: draft.cardId !== null && !editToken && !live,
    dirty: draft.dirty,
    busy: saving.isWriting,
    conflict: saving.conflict,
    change: card,
    attempt: saving.attempt,
  });
  const share = useShareDialog({
    cardId: draft.cardId,
    urlCard: saving.urlCard,
    editToken,
    live,
    title: card.title,
    save: saving.save,
    onTitle: (title) => dispatch({ type: 'update', patch: { title } }),
  });
  const newCard = useNewCard({
    draftKey: draft.draftKey,
    dirty: draft.dirty,
    offerFresh,
    onRestart,
  });
  const content = useContentActions(card, dispatch);
  const blocker = useLeaveGuard(draft.dirty);
  useUndoShortcuts(dispatch);
  const selection = useSelectionActions(card, state.selectedIds, dispatch);
  const [helpOpen, setHelpOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  function paste() {
    if (!selection.paste()) {
      toast({ title: 'Nothing to paste', description: 'Copy an element first, on any card.' });
    }
  }
  useEditorShortcuts(selection, { onHelp: () => setHelpOpen(true), onPasteEmpty: paste });
  const frames = useFrames();

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const [toolsOpen, setToolsOpen] = useState(true);
  const [printing, setPrinting] = useState(false);
  const [printCard, setPrintCard] = useState<PrintCard>(null);
  /** Prints are made of the saved card, so the dialog saves it first. */
  async function openPrint() {
    setPrintCard(null);
    setPrinting(true);
    const id = await saving.save();
    if (id) setPrintCard({ id, title: card.title });
    else setPrinting(false);
  }

  const { dirty, cardId } = draft;
  const selected = card.elements.find((element) => element.id === selectedId) ?? null;
  const frameSvg = frames.data?.frames.find((frame) => frame.id === card.frameId)?.svgContent;

  return (
    <EditorFrame
      headingRef={heading}
      status={
        <span className="text-sm text-stone-500" aria-live="polite">
          {saveStatus ? SAVE_STATUS_TEXT[saveStatus] : ''}
        </span>
      }
      actions={
        <EditorToolbar
          saving={saving.isSaving}
          canUndo={state.past.length > 0}
          canRedo={state.future.length > 0}
          onNewCard={newCard.request}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          onSaveAndShare={() => void share.saveAndShare()}
          onPrint={() => void openPrint()}
        />
      }
    >
      {saving.isOthersCard ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This card belongs to someone else. Your changes stay in this browser; Save and Share saves
          them as a new card of your own and leaves theirs as it is.
        </p>
      ) : null}
      {/* DOM order is the phone's order (preview, then the tools). On wide screens the preview
          column sticks below the header, scaled to the window's height, so the card stays in view
          while any control in the tools column (element settings, panels, Discover) is used. On
          phones the compact card sticks below the header and the tools are a bottom sheet; the
          padding lets the page's end scroll clear of the sheet. */}
      <div className="mt-2 grid items-start gap-6 max-lg:pb-[50dvh] sm:mt-6 lg:grid-cols-[24rem_1fr]">
        <section
          aria-label="Live preview"
          className="min-w-0 space-y-2 max-lg:sticky max-lg:top-16 max-lg:z-20 max-lg:-mx-4 max-lg:bg-white/95 max-lg:px-4 max-lg:pb-1 max-lg:backdrop-blur lg:sticky lg:space-y-4 lg:top-20 lg:col-start-2 lg:row-start-1"
        >
          {collaboration.enabled ? (
            <CollaboratorBadge count={collab.collaboratorCount} status={collab.connectionStatus} />
          ) : null}
          {locked ? (
            <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
              This session is locked: you can view the card but not edit it.
            </p>
          ) : null}
          <ArrangeBar actions={selection} onPaste={paste} onHelp={() => setHelpOpen(true)} />
          <CardPreview
            card={card}
            frameSvg={frameSvg ?? null}
            templateImageHref={templateImageUrl(card.templateId)}
            selectedId={selectedId}
            selectedIds={state.selectedIds}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onToggleSelect={(id) => dispatch({ type: 'toggleSelect', id })}
            onSelectMany={(ids, add) =>
              dispatch({ type: 'selectMany', ids: add ? [...state.selectedIds, ...ids] : ids })
            }
            onPlace={(positions, key) => dispatch({ type: 'placeElements', positions, key })}
            onTransform={(id, patch, key) => dispatch({ type: 'updateElement', id, patch, key })}
            onLongPress={() => setMenuOpen(true)}
            onDelete={(id) =>
              dispatch({
                type: 'deleteElements',
                ids: state.selectedIds.includes(id) ? state.selectedIds : [id],
              })
            }
            onRotate={(id, rotation, key) =>
              dispatch({
                type: 'updateElement',
                id,
                patch: { rotation: rotation === 0 ? undefined : rotation },
                key,
              })
            }
            overlay={<CollaboratorCursors cursors={collab.cursors} />}
            onPointerPosition={live ? collab.sendCursor : undefined}
            compactOnPhones={toolsOpen}
          />
        </section>
        <ToolsSheet
          open={toolsOpen}
          onOpenChange={setToolsOpen}
          className="lg:col-start-1 lg:row-start-1"
        >
          <fieldset disabled={locked} className="contents">
            {selected ? (
              <ElementPanel
                key={selected.id}
                element={selected}
                onChange={(patch, key) =>
                  dispatch({ type: 'updateElement', id: selected.id, patch, key })
                }
                onDelete={() => dispatch({ type: 'deleteElement', id: selected.id })}
              />
            ) : null}
          </fieldset>
          <Tabs.Root defaultValue="design" className="min-w-0 rounded-2xl bg-stone-100 p-3">
            <Tabs.List
              aria-label="Editor panels"
              className="flex gap-1 rounded-xl bg-stone-200/70 p-1"
            >
              {(['design', 'content', 'images', 'layers', 'share'] as const).map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className={tabClass}>
                  {tab}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="design" className="mt-4 px-1 pb-1">
              <fieldset disabled={locked} className="contents">
                <DesignPanel card={card} onChange={content.update} />
              </fieldset>
            </Tabs.Content>
            <Tabs.Content value="content" className="mt-4 px-1 pb-1">
              <fieldset disabled={locked} className="contents">
                <ContentPanel
                  occasion={card.category}
                  onAddText={content.addText}
                  onAiMessage={(cardMessage) => content.update({ cardMessage })}
                  onAiImage={content.addImage}
                  onBrowseIdeas={content.showIdeas}
                  voiceMessage={card.voiceMessage}
                  onVoiceMessage={(voiceMessage) => content.update({ voiceMessage })}
                  savedCardId={cardId}
                />
              </fieldset>
            </Tabs.Content>
            <Tabs.Content value="images" className="mt-4 px-1 pb-1">
              <fieldset disabled={locked} className="contents">
                <ImagesPanel onAdd={content.addImage} />
              </fieldset>
            </Tabs.Content>
            <Tabs.Content value="layers" className="mt-4 px-1 pb-1">
              <fieldset disabled={locked} className="contents">
                <LayersPanel
                  elements={card.elements}
                  selectedIds={state.selectedIds}
                  dispatch={dispatch}
                />
              </fieldset>
            </Tabs.Content>
            <Tabs.Content value="share" className="mt-4 px-1 pb-1">
              <ShareTab
                // The saved dialog shows the same panel: one at a time keeps its ids unique and
                // screen readers from meeting every control twice.
                target={share.open ? null : share.target}
                dirty={dirty}
                saving={saving.isSaving}
                onSave={() => void share.saveAndShare()}
              />
              <div className="mt-4">
                <CollaborationControl
                  enabled={collaboration.enabled}
                  status={collab.connectionStatus}
                  name={collaboration.name}
                  busy={saving.isSaving}
                  onNameChange={collaboration.setName}
                  onToggle={(on) => void collaboration.toggle(on)}
                />
              </div>
            </Tabs.Content>
          </Tabs.Root>
          <DiscoverPanel
            tab={content.discoverTab}
            onTabChange={content.setDiscoverTab}
            ideasTab={content.ideasTab}
            occasion={card.category}
            onApply={content.applyDesign}
            onUseIdea={content.applyIdea}
          />
        </ToolsSheet>
      </div>
      {share.target ? (
        <SavedDialog {...share.target} open={share.open} onOpenChange={share.setOpen} />
      ) : null}
      {printing ? (
        <Suspense fallback={null}>
          <PrintOrderDialog open card={printCard} onOpenChange={setPrinting} />
        </Suspense>
      ) : null}
      <TitleDialog
        open={share.askingTitle}
        occasion={card.category}
        onCancel={share.cancelTitle}
        onConfirm={(title) => void share.confirmTitle(title)}
      />
      <CollaboratorNameDialog
        open={collaboration.askingName}
        onCancel={collaboration.cancelName}
        onConfirm={collaboration.setName}
      />
      <LeaveDialog blocker={blocker} />
      <ConflictDialog open={saving.conflict} onChoose={saving.resolveConflict} />
      {helpOpen ? <ShortcutsDialog open onOpenChange={setHelpOpen} /> : null}
      {menuOpen ? (
        <ElementMenu open onOpenChange={setMenuOpen} actions={selection} onPaste={paste} />
      ) : null}
      <DiscardDialog
        open={newCard.ask !== null}
        title={
          newCard.ask?.category
            ? `Start a new ${humanize(newCard.ask.category)} card?`
            : 'Start a new card?'
        }
        description="You have unsaved changes. A new card starts from scratch and they are lost; cards you have already saved keep their links."
        cancelLabel="Keep editing"
        confirmLabel="Start new card"
        onClose={newCard.cancel}
        onConfirm={newCard.confirm}
      />
    </EditorFrame>
  );
}
