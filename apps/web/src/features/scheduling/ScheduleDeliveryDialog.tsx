import { CardDialog, type CardDialogProps } from '../sharing/CardShareDialogs.js';
import { ScheduleForm } from './ScheduleForm.js';

/** The schedule dialog (spec 001 §2) for the card the editor has just saved. */
export function ScheduleDeliveryDialog(props: CardDialogProps<{ id: string }>) {
  return (
    <CardDialog
      {...props}
      title="Schedule Delivery"
      description="Choose when and how your card arrives, at the recipient’s local time."
    >
      {(card) => <ScheduleForm cardId={card.id} />}
    </CardDialog>
  );
}
