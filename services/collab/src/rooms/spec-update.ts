import { diffCards, type CardOp, type CollabCardData } from '@cardsmith/contracts';

/** The field or element an operation changes: two operations on one subject compete. */
function subjectOf(op: CardOp): string {
  switch (op.kind) {
    case 'field':
      return `field:${op.field}`;
    case 'text':
      return 'field' in op.target ? 'field:cardMessage' : `element:${op.target.elementId}`;
    case 'put':
      return `element:${op.element.id}`;
    case 'patch':
    case 'remove':
      return `element:${op.id}`;
    case 'order':
      return 'order';
  }
}

/**
 * The operations a spec client's whole-card `update` stands for. The spec's protocol names no
 * base, so the card is compared with the two cards the client may have edited: the one the room
 * last sent it (it edits what it is shown) and the one it last sent (a relay may still be on its
 * way to it). A field or element counts as changed only if it differs from both, so a relay the
 * client had not received yet is not undone, and the change is made against what the room sent.
 */
export function specUpdateOps(
  card: CollabCardData,
  lastReceived: CollabCardData,
  lastSent: CollabCardData | null,
): CardOp[] {
  const ops = diffCards(lastReceived, card);
  if (!lastSent) return ops;
  const changedSinceSent = new Set(diffCards(lastSent, card).map(subjectOf));
  return ops.filter((op) => changedSinceSent.has(subjectOf(op)));
}
