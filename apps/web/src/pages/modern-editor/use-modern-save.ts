import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { catalogRoutes } from '@cardsmith/contracts';
import { type Card, type CollabCardData, type RouteOutput } from '@cardsmith/contracts';
import { toast } from '../../components/ui/toast-store.js';
import { downloadCardPng } from '../../lib/download.js';
import { saveFailed, useCardSaver } from '../../lib/use-card-saver.js';
import { modernCardInput, type ModernDraft } from './modern-card.js';

type Templates = RouteOutput<typeof catalogRoutes.listEditorTemplates>;

/**
 * Saving the modern editor's card (created on the first save, replaced after) and exporting it
 * as a PNG, which saves it first.
 */
export function useModernSave({
  templatesQuery,
  draft,
  roomCard,
}: {
  templatesQuery: UseQueryResult<Templates>;
  draft: ModernDraft;
  /** The live session's card: what collaborators added beyond the picture and message. */
  roomCard: CollabCardData | null;
}) {
  const saver = useCardSaver('cardsmith:modern-editor:card-id');
  const [exporting, setExporting] = useState(false);

  /**
   * Saves what is on screen under `title` (which the caller asked for before opening anything,
   * so the title dialog never sits under another); on failure shows the spec's save error and
   * returns null.
   */
  async function saveCard(title: string): Promise<Card | null> {
    try {
      // A dialog asked for before the templates arrived waits for them instead of failing.
      const loaded =
        templatesQuery.data?.templates ?? (await templatesQuery.refetch()).data?.templates;
      const chosen = loaded?.find((t) => t.id === draft.templateId) ?? loaded?.[0];
      if (!chosen) throw new Error('The templates could not be loaded.');
      return await saver.save(modernCardInput(chosen, { ...draft, title }, roomCard));
    } catch {
      saveFailed();
      return null;
    }
  }

  async function exportCard(title: string) {
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

  return { cardId: saver.cardId, saveCard, exportCard, exporting };
}
