/**
 * Renders a visitor, and an address whatever visitors it uses, may have queued or running at
 * once. One render takes about 15 s of a worker; 100 renders accepted in 8 s from 5 addresses
 * made a visitor's first video wait 25 minutes. A person makes one video at a time, so three is
 * room to spare; ten lets a household or an office share one address.
 */
export const VIDEO_RENDER_CAPS = { perVisitor: 3, perAddress: 10 } as const;

export const RENDER_QUOTA_MESSAGES = {
  visitor: (cap: number) =>
    `You already have ${cap} videos being made. You can start another as soon as one of them is finished.`,
  address: (cap: number) =>
    `Your network already has ${cap} videos being made. You can start another as soon as one of them is finished.`,
};

/** Unfinished (queued or rendering) renders, not counting the one asked for. */
export interface UnfinishedRenders {
  visitor: number;
  address: number;
}

export type RenderAdmission = { ok: true; priority: number } | { ok: false; message: string };

/**
 * Admits a render within the caps, with a BullMQ priority (1 first) of one more than the larger
 * backlog of its visitor and its address: everyone's first video goes before anyone's second, so a
 * backlog delays only its own owner.
 */
export function admitRender(
  unfinished: UnfinishedRenders,
  caps: { perVisitor: number; perAddress: number } = VIDEO_RENDER_CAPS,
): RenderAdmission {
  if (unfinished.visitor >= caps.perVisitor) {
    return { ok: false, message: RENDER_QUOTA_MESSAGES.visitor(caps.perVisitor) };
  }
  if (unfinished.address >= caps.perAddress) {
    return { ok: false, message: RENDER_QUOTA_MESSAGES.address(caps.perAddress) };
  }
  return { ok: true, priority: 1 + Math.max(unfinished.visitor, unfinished.address) };
}

/** The label of a render waiting for its first run, with the renders queued ahead of it. */
export function waitingLabel(ahead: number): string {
  if (ahead === 0) return 'Waiting to start: yours is next';
  return `Waiting to start: ${ahead} ${ahead === 1 ? 'video' : 'videos'} ahead of yours`;
}
