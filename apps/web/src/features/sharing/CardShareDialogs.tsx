import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { DialogCornerClose, DialogOverlay } from '../../components/ui/dialog-parts.js';
import { IconUsers } from '../../components/ui/icons.js';
import { LinkField } from './LinkField.js';
import { shareLinkQuery } from './sharing-api.js';
import { SocialShareForm } from './SocialShareForm.js';

/** The saved card a dialog shares; null while the editor is still saving it. */
export type SavedCard = { id: string; title: string } | null;

export interface CardDialogProps<C extends { id: string } = NonNullable<SavedCard>> {
  card: C | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog about the card the editor has just saved: "Saving your card…" until it is. */
export function CardDialog<C extends { id: string } = NonNullable<SavedCard>>({
  title,
  description,
  card,
  open,
  onOpenChange,
  wide = false,
  children,
}: CardDialogProps<C> & {
  title: string;
  description: string;
  /** Room for a form with columns (the print order). */
  wide?: boolean;
  children: (card: C) => ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-xl'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in`}
        >
          <Dialog.Title className="pr-8 text-2xl font-semibold tracking-tight">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 mb-5 text-stone-600">
            {description}
          </Dialog.Description>
          {card ? (
            children(card)
          ) : (
            <p role="status" className="text-stone-600">
              Saving your card…
            </p>
          )}
          <DialogCornerClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The social integration dialog (spec 001 §2) for the card the editor has just saved. */
export function SocialShareDialog(props: CardDialogProps) {
  return (
    <CardDialog
      {...props}
      title="Social Sharing"
      description="Post your card now or schedule it, or share it directly."
    >
      {(card) => <SocialShareForm cardId={card.id} title={card.title} />}
    </CardDialog>
  );
}

function EditLink({ cardId }: { cardId: string }) {
  const link = useQuery(shareLinkQuery(cardId, 'edit'));
  return (
    <div className="space-y-5">
      <LinkField label="Edit link" query={link} url={link.data?.editUrl} />
      <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <p>
          To invite people by email and see who is working on the card right now, open the
          collaboration page.
        </p>
        <Link
          to={`/collaboration?card=${encodeURIComponent(cardId)}`}
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          <IconUsers className="size-4" /> Invite by email and see collaborators
        </Link>
      </div>
    </div>
  );
}

/** Collaboration Mode's invite: the card's edit link to hand out, and the way to the full page. */
export function InviteCollaboratorsDialog(props: CardDialogProps) {
  return (
    <CardDialog
      {...props}
      title="Invite collaborators"
      description="Anyone with this link can open the card in the editor and edit it with you."
    >
      {(card) => <EditLink cardId={card.id} />}
    </CardDialog>
  );
}
