import { Tabs } from 'radix-ui';
import { useEffect, useReducer, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import '@cardsmith/card-render/fonts.css';
import { CARD_LIMITS, type CardFields } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconArrowLeft } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import {
  CollaborationControl,
  CollaboratorBadge,
} from '../../features/collaboration/CollaborationControl.js';
import { CollaboratorCursors } from '../../features/collaboration/CollaboratorCursors.js';
import { useCollaboration } from '../../features/collaboration/use-collaboration.js';
import { useCollaboratorName } from '../../features/collaboration/use-collaborator-name.js';
import { saveFailed, useSaveCard } from '../../lib/use-card-saver.js';
import {
  cardDraftKey,
  freshDraft,
  isDirty,
  MAIN_DRAFT_KEY,
  readDraft,
  removeDraft,
  templateImageUrl,
  writeDraft,
  type Draft,
  type Occasion,
} from './card-draft.js';
import { CardPreview } from './CardPreview.js';
import { DesignPanel } from './DesignPanel.js';
import { DiscoverPanel, type DiscoverTab } from './DiscoverPanel.js';
import { designPatch, editorReducer, initialState, type EditorAction } from './editor-state.js';
import { ElementPanel } from './ElementPanel.js';
import { ContentPanel, ImagesPanel, ShareTab } from './EditorTabs.js';
import { humanize } from './fields.js';
import { useFrames } from './FramePicker.js';
import { DiscardDialog, LeaveDialog } from './LeaveDialog.js';
import { SavedDialog } from './SavedDialog.js';
import { useLeaveGuard } from './use-leave-guard.js';

const tabClass =
  'flex-1 rounded-lg px-2 py-2 text-sm font-semibold capitalize text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The page frame every editor state shares: Back, the heading, and whatever sits beside them. */
export function EditorFrame({
  headingRef,
  status,
  actions,
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <title>Card editor – Cardsmith</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link to="/" className={buttonClass('ghost', 'sm')}>
            <IconArrowLeft className="size-4" /> Back
          </Link>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
          >
            Card editor
          </h1>
          {status}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

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

export function CardEditor({
  draftKey: initialKey,
  initial,
  urlCardId,
  editToken,
  offerFresh,
  focusHeading,
  onRestart,
  onFollow,
}: CardEditorProps) {
  const [draftKey, setDraftKey] = useState(initialKey);
  const [urlCard, setUrlCard] = useState(urlCardId);
  const [identity, setIdentity] = useState({ cardId: initial.cardId, version: initial.version });
  const [state, dispatch] = useReducer(editorReducer, initial.card, initialState);
  const [saved, setSaved] = useState(initial.saved);
  const [shareOpen, setShareOpen] = useState(false);
  const [newCardAsk, setNewCardAsk] = useState<{ category: Occasion | null } | null>(
    offerFresh ? { category: offerFresh } : null,
  );
  const [discoverTab, setDiscoverTab] = useState<DiscoverTab>('trending');
  const ideasTab = useRef<HTMLButtonElement>(null);
  const saveCard = useSaveCard();
  const frames = useFrames();
  const { card, selectedId } = state;
  const dirty = JSON.stringify(card) !== saved;
  const { cardId } = identity;

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  // A save that ends after the visitor left must not pull the URL back to the editor.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [collabOn, setCollabOn] = useState(Boolean(editToken));
  const [collabName, setCollabName] = useCollaboratorName();
  const collab = useCollaboration({
    cardId: editToken ? urlCard : cardId,
    enabled: collabOn,
    name: collabName,
    editToken,
    card,
    onRemoteCard: (data) => dispatch({ type: 'remote', data }),
  });
  // After an administrator ended the session (or a flood closed it) the switch shows it is off.
  const { stopped } = collab;
  useEffect(() => {
    if (stopped) setCollabOn(false);
  }, [stopped]);
  const live = collab.isJoined;
  // While live, the room saves every change to the card (collab persists it), so nothing is unsaved.
  const liveCard = live ? JSON.stringify(card) : null;
  if (liveCard !== null && liveCard !== saved) setSaved(liveCard);

  useEffect(() => {
    const draft = { ...identity, card, saved };
    // An opened card without unsaved edits needs no draft: the server copy is the same.
    if (draftKey !== MAIN_DRAFT_KEY && !isDirty(draft)) removeDraft(draftKey);
    else writeDraft(draftKey, draft);
  }, [draftKey, identity, card, saved]);
  const blocker = useLeaveGuard(dirty);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isEditable(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  async function save(): Promise<string | null> {
    try {
      const result = await saveCard.mutateAsync({ cardId, input: card });
      setIdentity({ cardId: result.id, version: result.version });
      setSaved(JSON.stringify(card));
      if (urlCard && result.id !== urlCard) {
        // Saved as a card of the visitor's own (a copy of someone else's, or theirs was gone):
        // its draft and the URL now name that card, and the other card is left as it was.
        if (draftKey !== MAIN_DRAFT_KEY) {
          removeDraft(draftKey);
          setDraftKey(cardDraftKey(result.id));
        }
        setUrlCard(result.id);
        if (mounted.current) onFollow(result.id);
      }
      return result.id;
    } catch {
      saveFailed();
      return null;
    }
  }

  /** Replaces the visitor's draft with a new card; saved cards stay saved with their links. */
  function startNewCard(category: Occasion | null) {
    if (draftKey !== MAIN_DRAFT_KEY) removeDraft(draftKey);
    writeDraft(MAIN_DRAFT_KEY, freshDraft(category));
    onRestart();
  }

  function requestNewCard() {
    // With a card opened by link on screen, the visitor's own draft is replaced too.
    const ownDraft = draftKey === MAIN_DRAFT_KEY ? null : readDraft(MAIN_DRAFT_KEY);
    if (dirty || (ownDraft && isDirty(ownDraft))) setNewCardAsk({ category: null });
    else startNewCard(null);
  }

  // Someone else's card opened through an edit link is saved by its live session (collab
  // persists the room); saving it here would make a copy owned by this visitor instead.
  const shareTarget = editToken ? { cardId: urlCard!, editToken } : cardId ? { cardId } : null;

  async function saveAndShare() {
    if (editToken) {
      if (live) setShareOpen(true);
      else
        toast({
          title: 'Error',
          description:
            'Changes to a shared card are saved through its live session. Turn on collaboration to save them.',
          variant: 'destructive',
        });
      return;
    }
    const id = await save();
    setShareOpen(Boolean(id));
  }

  // The room starts from the saved card, so unsaved edits are saved before joining it.
  const savingForCollab = useRef(false);
  async function toggleCollaboration(on: boolean) {
    if (!on || editToken || (cardId && !dirty)) {
      setCollabOn(on);
      return;
    }
    if (savingForCollab.current) return;
    savingForCollab.current = true;
    try {
      if (await save()) setCollabOn(true);
    } finally {
      savingForCollab.current = false;
    }
  }

  /** The wording of the design applied last, which the next design may replace. */
  const lastDesign = useRef<Pick<CardFields, 'title' | 'cardMessage'> | null>(null);

  const selected = card.elements.find((element) => element.id === selectedId) ?? null;
  const frameSvg = frames.data?.frames.find((frame) => frame.id === card.frameId)?.svgContent;
  const update = (patch: Partial<typeof card>, key?: string) =>
    dispatch({ type: 'update', patch, key });
  function showIdeas() {
    // Rendered first so the tab that receives focus is the selected one; focus scrolls it into view.
    flushSync(() => setDiscoverTab('ideas'));
    ideasTab.current?.focus();
  }

  function applyIdea(cardMessage: string) {
    update({ cardMessage });
    // The preview turns to the front whenever the card changes, so the new message is out of sight.
    toast({
      title: 'Idea added',
      description: 'It is now the message inside your card. Flip the card to see it.',
    });
  }

  /**
   * A full card refuses new elements; say so rather than let the click do nothing. Returns
   * whether the element went on the card (the Image Creator confirms only then).
   */
  function addElement(action: Extract<EditorAction, { type: 'addText' | 'addImage' }>): boolean {
    if (card.elements.length >= CARD_LIMITS.elementsMax) {
      toast({
        title: 'This card is full',
        description: `A card holds at most ${CARD_LIMITS.elementsMax} elements. Delete one to add another.`,
        variant: 'destructive',
      });
      return false;
    }
    dispatch(action);
    return true;
  }
  const addImage = (url: string) =>
    addElement({ type: 'addImage', id: `image-${crypto.randomUUID()}`, url });

  return (
    <EditorFrame
      headingRef={heading}
      status={
        <span className="text-sm text-stone-500" aria-live="polite">
          {dirty ? 'Unsaved changes' : cardId ? 'All changes saved' : ''}
        </span>
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={saveCard.isPending}
            onClick={requestNewCard}
          >
            New card
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={state.past.length === 0}
            onClick={() => dispatch({ type: 'undo' })}
          >
            Undo
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={state.future.length === 0}
            onClick={() => dispatch({ type: 'redo' })}
          >
            Redo
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={saveCard.isPending}
            onClick={() => void saveAndShare()}
          >
            {saveCard.isPending ? 'Saving…' : 'Save and Share'}
          </button>
        </div>
      }
    >
      {urlCard && !cardId && !editToken ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This card belongs to someone else. Your changes stay in this browser; Save and Share saves
          them as a new card of your own and leaves theirs as it is.
        </p>
      ) : null}
      {/* DOM order is the phone's order (preview, editing tabs, Discover); on wide screens the tabs
          take the left column beside both, and the auto row keeps Discover right under the preview. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[24rem_1fr] lg:grid-rows-[auto_1fr] lg:gap-y-4">
        <section
          aria-label="Live preview"
          className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1"
        >
          {collabOn ? (
            <CollaboratorBadge count={collab.collaboratorCount} status={collab.connectionStatus} />
          ) : null}
          <CardPreview
            card={card}
            frameSvg={frameSvg ?? null}
            templateImageHref={templateImageUrl(card.templateId)}
            selectedId={selectedId}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onMove={(id, dx, dy, key) => dispatch({ type: 'moveElement', id, dx, dy, key })}
            onDelete={(id) => dispatch({ type: 'deleteElement', id })}
            overlay={<CollaboratorCursors cursors={collab.cursors} />}
            onPointerPosition={live ? collab.sendCursor : undefined}
          />
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
        </section>
        <Tabs.Root
          defaultValue="design"
          className="min-w-0 rounded-2xl bg-stone-100 p-3 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <Tabs.List
            aria-label="Editor panels"
            className="flex gap-1 rounded-xl bg-stone-200/70 p-1"
          >
            {(['design', 'content', 'images', 'share'] as const).map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={tabClass}>
                {tab}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="design" className="mt-4 px-1 pb-1">
            <DesignPanel card={card} onChange={update} />
          </Tabs.Content>
          <Tabs.Content value="content" className="mt-4 px-1 pb-1">
            <ContentPanel
              onAddText={() => addElement({ type: 'addText', id: `text-${crypto.randomUUID()}` })}
              onAiMessage={(cardMessage) => update({ cardMessage })}
              onAiImage={addImage}
              onBrowseIdeas={showIdeas}
            />
          </Tabs.Content>
          <Tabs.Content value="images" className="mt-4 px-1 pb-1">
            <ImagesPanel onAdd={addImage} />
          </Tabs.Content>
          <Tabs.Content value="share" className="mt-4 px-1 pb-1">
            <ShareTab
              // The saved dialog shows the same panel: one at a time keeps its ids unique and
              // screen readers from meeting every control twice.
              target={shareOpen ? null : shareTarget}
              dirty={dirty}
              saving={saveCard.isPending}
              onSave={() => void saveAndShare()}
            />
            <div className="mt-4">
              <CollaborationControl
                enabled={collabOn}
                status={collab.connectionStatus}
                name={collabName}
                busy={saveCard.isPending}
                onNameChange={setCollabName}
                onToggle={(on) => void toggleCollaboration(on)}
              />
            </div>
          </Tabs.Content>
        </Tabs.Root>
        <div className="min-w-0 lg:col-start-2 lg:row-start-2">
          <DiscoverPanel
            tab={discoverTab}
            onTabChange={setDiscoverTab}
            ideasTab={ideasTab}
            onApply={(design) => {
              update(designPatch(card, design, lastDesign.current));
              lastDesign.current = { title: design.title, cardMessage: design.cardMessage };
            }}
            onUseIdea={applyIdea}
          />
        </div>
      </div>
      {shareTarget ? (
        <SavedDialog {...shareTarget} open={shareOpen} onOpenChange={setShareOpen} />
      ) : null}
      <LeaveDialog blocker={blocker} />
      <DiscardDialog
        open={newCardAsk !== null}
        title={
          newCardAsk?.category
            ? `Start a new ${humanize(newCardAsk.category)} card?`
            : 'Start a new card?'
        }
        description="You have unsaved changes. A new card starts from scratch and they are lost; cards you have already saved keep their links."
        cancelLabel="Keep editing"
        confirmLabel="Start new card"
        onClose={() => setNewCardAsk(null)}
        onConfirm={() => startNewCard(newCardAsk?.category ?? null)}
      />
    </EditorFrame>
  );
}
