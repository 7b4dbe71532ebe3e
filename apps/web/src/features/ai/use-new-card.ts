import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CardInput } from '@cardsmith/contracts';
import { toast, type ToastInput } from '../../components/ui/toast-store.js';
import { saveFailed } from '../../lib/use-card-saver.js';
import { createCard } from './ai-api.js';

/**
 * Saves a new card holding what an AI page made and opens it in the card editor, which loads
 * the card named by `?card=`. `arrival` is told once the editor opens, for what the editor's
 * front view does not show.
 */
export function useOpenOnNewCard() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function open(card: CardInput, arrival?: ToastInput): Promise<void> {
    setSaving(true);
    try {
      const id = await createCard(card);
      await navigate(`/editor?card=${encodeURIComponent(id)}`);
      if (arrival) toast(arrival);
    } catch (error) {
      console.error('Could not save the new card', error);
      saveFailed();
      setSaving(false);
    }
  }

  return { open, saving };
}
