import { COLLAB_LIMITS } from '@cardsmith/contracts';
import { useStoredState } from '../../lib/use-stored-state.js';

const isName = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length <= COLLAB_LIMITS.nameMax);

/**
 * The name others see on this browser's cursor, remembered on this browser. Null until the
 * visitor was asked (the name dialog comes before the first join); empty joins as
 * 'Anonymous User'.
 */
export const useCollaboratorName = () =>
  useStoredState<string | null>('cardsmith:collab:name', null, isName);
