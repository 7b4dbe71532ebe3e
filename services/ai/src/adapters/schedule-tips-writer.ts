import type { AiProvider, ScheduleTip } from '@cardsmith/contracts';
import { composeScheduleTips, type TipsBrief } from '../schedule-tips/timing-rules.js';

export interface ScheduleTipsWriter {
  readonly provider: AiProvider;
  /** Tips for the brief; `now` is the moment "today" is counted from in the recipient's zone. */
  write(brief: TipsBrief, now: Date): Promise<ScheduleTip[]>;
}

export const offlineScheduleTipsWriter: ScheduleTipsWriter = {
  provider: 'offline',
  write: async (brief, now) => composeScheduleTips(brief, now),
};
