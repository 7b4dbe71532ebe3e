import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { collabRoutes, InviteRequestSchema, type CollabInvitee } from '@cardsmith/contracts';
import type { z } from 'zod';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { formIssueList } from '../../lib/form-issues.js';

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';

/** The address field, checked by the server's own invitation schema (its sentences). */
const EditorInviteSchema = InviteRequestSchema.pick({ email: true });

/**
 * Invite someone to edit the card with you: collab emails them the card's edit link once (its
 * `collaboration-invite` email). The list shows whom it was emailed to; taking someone off it does
 * not change the edit link, which the page says, since they may already have it.
 */
export function EditorInvites({
  cardId,
  invitees,
  peopleKey,
}: {
  cardId: string;
  invitees: CollabInvitee[];
  peopleKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const { register, control, handleSubmit, formState, clearErrors, reset } = useForm<
    z.input<typeof EditorInviteSchema>,
    unknown,
    z.output<typeof EditorInviteSchema>
  >({
    resolver: zodResolver(EditorInviteSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKey });
  const invite = useMutation({
    mutationFn: (address: string) =>
      api(collabRoutes.invite, { params: { id: cardId }, body: { email: address } }),
    onSuccess: async (invitee) => {
      reset();
      toast({ title: 'Invitation sent', description: `${invitee.email} gets the edit link.` });
      await refresh();
    },
  });
  // The field's problem, else what the server said about the last try.
  const error =
    formIssueList(formState.errors)[0] ??
    (invite.error ? errorMessage(invite.error, 'The invitation could not be sent.') : null);
  const remove = useMutation({
    mutationFn: (inviteeId: string) =>
      api(collabRoutes.removeInvitee, { params: { id: cardId, inviteeId }, querystring: {} }),
    onSuccess: refresh,
    onError: (failure) =>
      toast({
        title: 'Could not remove the invitation',
        description: errorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Invite someone to edit with you
      </h3>
      <p className="mt-1 text-sm text-stone-600">They get one email with this card’s edit link.</p>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        className="mt-2 flex flex-wrap items-start gap-2"
        onSubmit={(event) => {
          invite.reset();
          void handleSubmit((values) => invite.mutate(values.email))(event);
        }}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          Editor’s email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={`${inputClass} max-w-sm`}
          placeholder="name@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('email', {
            // Typing takes the last complaint away, the field's or the server's.
            onChange: () => {
              clearErrors();
              invite.reset();
            },
          })}
        />
        <button
          type="submit"
          className={buttonClass('primary', 'sm', 'h-auto py-2.5')}
          disabled={invite.isPending || !email.trim()}
        >
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {invitees.length ? (
        <>
          <ul aria-label="Invited editors" className="mt-3 divide-y divide-stone-200">
            {invitees.map((invitee) => (
              <li key={invitee.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="min-w-0 flex-1 truncate">{invitee.email}</span>
                <span className="text-xs text-stone-500">Edit link emailed</span>
                <button
                  type="button"
                  className="text-sm underline"
                  aria-label={`Remove ${invitee.email} from the invited editors`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(invitee.id)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-stone-500">
            Removing someone here does not change the edit link: anyone who has it can still edit.
          </p>
        </>
      ) : null}
    </div>
  );
}
