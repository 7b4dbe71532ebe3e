import { useRef, useState, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { CARD_LIMITS, type CardFields } from '@cardsmith/contracts';
import { toast } from '../../components/ui/toast-store.js';
import type { DiscoverTab } from './DiscoverPanel.js';
import { designPatch, type EditorAction } from './editor-state.js';
import type { Box } from './element-bounds.js';

/** What the content, images and Discover panels do to the card. */
export function useContentActions(card: CardFields, dispatch: Dispatch<EditorAction>) {
  const [discoverTab, setDiscoverTab] = useState<DiscoverTab>('trending');
  const ideasTab = useRef<HTMLButtonElement>(null);
  /** The message of the design applied last, which the next design may replace. */
  const lastDesignMessage = useRef<string | null>(null);

  const update = (patch: Partial<CardFields>, key?: string) =>
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

  function applyDesign(design: CardFields) {
    update(designPatch(card, design, lastDesignMessage.current));
    lastDesignMessage.current = design.cardMessage;
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

  return {
    update,
    discoverTab,
    setDiscoverTab,
    ideasTab,
    showIdeas,
    applyIdea,
    applyDesign,
    addText: () => addElement({ type: 'addText', id: `text-${crypto.randomUUID()}` }),
    /** `natural` is the picture's own size, when known, so it keeps its proportions. */
    addImage: (url: string, natural?: Box | null) =>
      addElement({ type: 'addImage', id: `image-${crypto.randomUUID()}`, url, natural }),
  };
}
