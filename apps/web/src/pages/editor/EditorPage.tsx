import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import '@cardsmith/card-render/fonts.css';
import type { Card } from '@cardsmith/contracts';
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
import { useCardSaver } from '../../lib/use-card-saver.js';
import { startingCard, templateImageUrl, toFields, writeDraft } from './card-draft.js';
import { CardPreview } from './CardPreview.js';
import { DesignPanel } from './DesignPanel.js';
import { DiscoverPanel } from './DiscoverPanel.js';
import { editorReducer, initialState } from './editor-state.js';
import { ElementPanel } from './ElementPanel.js';
import { useFrames } from './FramePicker.js';
import { ContentPanel, ImagesPanel, ShareTab } from './EditorTabs.js';
import { LeaveDialog } from './LeaveDialog.js';
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

export function EditorPage() {
  const [searchParams] = useSearchParams();
  const cardParam = searchParams.get('card');
  // An edit link (`?card=…&edit=…`) opens someone else's card and joins its live session.
  const editToken = cardParam ? searchParams.get('edit') : null;
  const [start] = useState(() => startingCard(searchParams.get('category')));
  const [state, dispatch] = useReducer(editorReducer, start.card, initialState);
  const [saved, setSaved] = useState(start.saved);
  const [shareOpen, setShareOpen] = useState(false);
  const saver = useCardSaver('cardsmith:editor:card-id');
  const frames = useFrames();
  const { card, selectedId } = state;
  const dirty = JSON.stringify(card) !== saved;

  const opened = useQuery<Card>({ queryKey: [`/api/cards/${cardParam}`], enabled: !!cardParam });
  const [openedId, setOpenedId] = useState<string | null>(null);
  if (opened.data && openedId !== opened.data.id) {
    const fields = toFields(opened.data);
    setOpenedId(opened.data.id);
    dispatch({ type: 'load', card: fields });
    setSaved(JSON.stringify(fields));
  }
  const { adopt } = saver;
  useEffect(() => {
    if (opened.data?.isOwner) adopt(opened.data.id);
  }, [opened.data, adopt]);

  const [collabOn, setCollabOn] = useState(Boolean(editToken));
  const [collabName, setCollabName] = useCollaboratorName();
  const collabCardId = editToken ? cardParam : saver.cardId;
  // Join only once the opened card is on screen: joining with the local draft and then loading
  // the card would send the stale draft to the room as an edit.
  const cardReady = !cardParam || openedId === cardParam;
  const collab = useCollaboration({
    cardId: cardReady ? collabCardId : null,
    enabled: collabOn,
    name: collabName,
    editToken,
    card,
    onRemoteCard: (data) => dispatch({ type: 'remote', data }),
  });
  const live = collab.connectionStatus === 'connected';
  // While live, the room saves every change to the card (collab persists it), so nothing is unsaved.
  const liveCard = live ? JSON.stringify(card) : null;
  if (liveCard !== null && liveCard !== saved) setSaved(liveCard);

  useEffect(() => writeDraft({ card, saved }), [card, saved]);
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
      const result = await saver.save(card);
      setSaved(JSON.stringify(card));
      return result.id;
    } catch {
      toast({
        title: 'Error',
        description: 'Error: Could not save your card. Please try again.',
        variant: 'destructive',
      });
      return null;
    }
  }

  async function saveAndShare() {
    const id = await save();
    setShareOpen(Boolean(id));
  }

  // The room starts from the saved card, so unsaved edits are saved before joining it.
  const savingForCollab = useRef(false);
  async function toggleCollaboration(on: boolean) {
    if (!on || editToken || (saver.cardId && !dirty)) {
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

  const selected = card.elements.find((element) => element.id === selectedId) ?? null;
  const frameSvg = frames.data?.frames.find((frame) => frame.id === card.frameId)?.svgContent;
  const update = (patch: Partial<typeof card>, key?: string) =>
    dispatch({ type: 'update', patch, key });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <title>Card editor – Cardsmith</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link to="/" className={buttonClass('ghost', 'sm')}>
            <IconArrowLeft className="size-4" /> Back
          </Link>
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
            Card editor
          </h1>
          <span className="text-sm text-stone-500" aria-live="polite">
            {dirty ? 'Unsaved changes' : saver.cardId ? 'All changes saved' : ''}
          </span>
        </div>
        <div className="flex items-center gap-2">
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
            disabled={saver.isSaving}
            onClick={() => void saveAndShare()}
          >
            {saver.isSaving ? 'Saving…' : 'Save and Share'}
          </button>
        </div>
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[24rem_1fr]">
        <Tabs.Root defaultValue="design" className="min-w-0 rounded-2xl bg-stone-100 p-3">
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
              onAddText={() => dispatch({ type: 'addText', id: `text-${crypto.randomUUID()}` })}
              onAiMessage={(cardMessage) => update({ cardMessage })}
              onAiImage={(url) =>
                dispatch({ type: 'addImage', id: `image-${crypto.randomUUID()}`, url })
              }
            />
          </Tabs.Content>
          <Tabs.Content value="images" className="mt-4 px-1 pb-1">
            <ImagesPanel
              onAdd={(url) =>
                dispatch({ type: 'addImage', id: `image-${crypto.randomUUID()}`, url })
              }
            />
          </Tabs.Content>
          <Tabs.Content value="share" className="mt-4 px-1 pb-1">
            <ShareTab
              cardId={saver.cardId}
              dirty={dirty}
              saving={saver.isSaving}
              onSave={() => void saveAndShare()}
            />
            <div className="mt-4">
              <CollaborationControl
                enabled={collabOn}
                status={collab.connectionStatus}
                name={collabName}
                busy={saver.isSaving}
                onNameChange={setCollabName}
                onToggle={(on) => void toggleCollaboration(on)}
              />
            </div>
          </Tabs.Content>
        </Tabs.Root>
        <section aria-label="Live preview" className="order-first min-w-0 space-y-4 lg:order-none">
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
              element={selected}
              onChange={(patch, key) =>
                dispatch({ type: 'updateElement', id: selected.id, patch, key })
              }
              onDelete={() => dispatch({ type: 'deleteElement', id: selected.id })}
            />
          ) : null}
          <DiscoverPanel
            onApply={(fields) => update(fields)}
            onUseIdea={(cardMessage) => update({ cardMessage })}
          />
        </section>
      </div>
      {saver.cardId ? (
        <SavedDialog cardId={saver.cardId} open={shareOpen} onOpenChange={setShareOpen} />
      ) : null}
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
