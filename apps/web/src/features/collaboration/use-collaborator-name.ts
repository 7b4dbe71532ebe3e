import { COLLAB_LIMITS } from '@cardsmith/contracts';
import { useStoredState } from '../../lib/use-stored-state.js';

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= COLLAB_LIMITS.nameMax;

/** The name others see on this browser's cursor; empty joins as 'Anonymous User'. */
export const useCollaboratorName = () =>
  useStoredState<string>('cardsmith:collab:name', '', isName);
