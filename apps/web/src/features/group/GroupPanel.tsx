import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  groupRoutes,
  type GroupInvite,
  type GroupInvitesRequest,
  type GroupOverview,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { formIssueList } from '../../lib/form-issues.js';
import { browserTimeZone } from '../scheduling/scheduling-api.js';
import { groupKey, signaturesKey, signaturesQuery } from './group-api.js';
import {
  INITIAL_INVITE_SIGNERS,
  inviteSignersSchema,
  type InviteSignersInput,
  type InviteSignersValues,
} from './invite-form.js';
import { AddressRequestsPanel } from './AddressRequestsPanel.js';
import { SignaturePages } from './SignaturePages.js';

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';
const panelClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';

const STATUS_LABEL: Record<GroupInvite['status'], string> = {
  scheduled: 'Scheduled',
  sent: 'Invitation sent',
  opened: 'Opened',
  signed: 'Signed',
  revoked: 'Link withdrawn',
};
const STATUS_CLASS: Record<GroupInvite['status'], string> = {
  scheduled: 'bg-sky-100 text-sky-800',
  sent: 'bg-stone-200 text-stone-700',
  opened: 'bg-amber-100 text-amber-800',
  signed: 'bg-emerald-100 text-emerald-800',
  revoked: 'bg-red-100 text-red-800',
};

/** "26 Oct 2026, 09:00 (Europe/London time)": an instant as the zone it was asked in shows it. */
const zonedWording = (instant: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant))} (${timeZone} time)`;

function InviteSigners({
  cardId,
  busy,
  onInvited,
}: {
  cardId: string;
  busy: boolean;
  onInvited: (o: GroupOverview) => void;
}) {
  const id = useId();
  // The organiser's own zone: the time they pick is on their clock (the server makes it an
  // instant, moving a time a DST change skips forward).
  const timezone = browserTimeZone();
  const { register, control, handleSubmit, formState, clearErrors, resetField, setValue } = useForm<
    InviteSignersInput,
    unknown,
    InviteSignersValues
  >({
    resolver: zodResolver(inviteSignersSchema(timezone)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: INITIAL_INVITE_SIGNERS,
  });
  const [emails, later] = useWatch({ control, name: ['emails', 'later'] });
  const invite = useMutation({
    mutationFn: (body: GroupInvitesRequest) =>
      api(groupRoutes.invite, { params: { id: cardId }, body }),
    onSuccess: (overview) => {
      resetField('emails');
      onInvited(overview);
    },
  });
  // A change takes the last complaint away, the field's or the server's.
  const clear = () => {
    clearErrors();
    invite.reset();
  };
  const error =
    formIssueList(formState.errors)[0] ??
    (invite.error ? errorMessage(invite.error, 'The invitations could not be sent.') : null);
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        invite.reset();
        void handleSubmit((values) => invite.mutate(values))(event);
      }}
    >
      <div>
        <label htmlFor={`${id}-emails`} className="font-semibold">
          Email addresses
        </label>
        <textarea
          id={`${id}-emails`}
          className={`${inputClass} mt-1 min-h-20`}
          placeholder={'ann@example.com, bo@example.com'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('emails', { onChange: clear })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Your name in the invitation (optional)
        </label>
        <input id={`${id}-name`} className={`${inputClass} mt-1`} {...register('organiserName')} />
      </div>
      <fieldset>
        <legend className="font-semibold">When</legend>
        <label className="mr-4 inline-flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-when`}
            checked={!later}
            onChange={() => setValue('later', false)}
          />
          Send now
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-when`}
            checked={later}
            onChange={() => {
              setValue('later', true);
              clear();
            }}
          />
          Send at a time I choose
        </label>
        {later ? (
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-date`} className="block text-sm font-semibold">
                Date
              </label>
              <input
                id={`${id}-date`}
                type="date"
                className={`${inputClass} mt-1`}
                {...register('sendDate', { onChange: clear })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-time`} className="block text-sm font-semibold">
                Time
              </label>
              <input
                id={`${id}-time`}
                type="time"
                className={`${inputClass} mt-1`}
                {...register('sendTime', { onChange: clear })}
              />
            </div>
            <p className="pb-2 text-sm text-stone-600">In your time zone, {timezone}.</p>
          </div>
        ) : null}
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'sm')}
        disabled={busy || invite.isPending || !emails.trim()}
      >
        {invite.isPending
          ? 'Sending invitations…'
          : later
            ? 'Schedule invitations'
            : 'Send invitations'}
      </button>
    </form>
  );
}

/**
 * A group card's signers: invite people to sign by email (each gets a personal sign link), see
 * who was sent, opened and signed, remind those who have not, and hide or remove signatures.
 * Only the card's owner sees this.
 */
export function GroupPanel({ cardId }: { cardId: string }) {
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: groupKey(cardId),
    queryFn: () => api(groupRoutes.overview, { params: { id: cardId } }),
  });
  const signatures = useQuery(signaturesQuery(cardId));
  const id = useId();
  const update = (next: GroupOverview) => {
    queryClient.setQueryData(groupKey(cardId), next);
    void queryClient.invalidateQueries({ queryKey: signaturesKey(cardId) });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  const remind = useMutation({
    mutationFn: () => api(groupRoutes.remind, { params: { id: cardId } }),
    onSuccess: (next) => {
      update(next);
      toast({
        title: 'Reminders sent',
        description: `${next.reminded} ${next.reminded === 1 ? 'person was' : 'people were'} reminded.`,
      });
    },
    onError: failed('Could not send reminders'),
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) =>
      api(groupRoutes.revokeInvite, { params: { id: cardId, inviteId } }),
    onSuccess: update,
    onError: failed('Could not withdraw the link'),
  });
  const moderate = useMutation({
    mutationFn: ({ signatureId, hidden }: { signatureId: string; hidden: boolean }) =>
      api(groupRoutes.moderateSignature, { params: { id: cardId, signatureId }, body: { hidden } }),
    onSuccess: update,
    onError: failed('Could not change the signature'),
  });
  const remove = useMutation({
    mutationFn: (signatureId: string) =>
      api(groupRoutes.removeSignature, { params: { id: cardId, signatureId } }),
    onSuccess: update,
    onError: failed('Could not remove the signature'),
  });

  if (overview.isPending) return <p className="text-stone-600">Loading the signers…</p>;
  if (overview.isError) {
    return (
      <LoadError
        message={errorMessage(overview.error, 'We could not load who signs this card.')}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const group = overview.data;
  const { signed, invited } = group.summary;
  return (
    <>
      <section aria-labelledby={`${id}-invite`} className={panelClass}>
        <h2 id={`${id}-invite`} className="text-lg font-semibold">
          Invite people to sign
        </h2>
        <p className="mt-1 mb-3 text-sm text-stone-600">
          Each person gets an email with a personal sign link: they add their own message, name and,
          if they like, a photo, a sticker or a voice note, with no account. Nobody can change
          another’s message, and no signer sees anyone’s email address.
        </p>
        {group.open ? (
          <InviteSigners cardId={cardId} busy={false} onInvited={update} />
        ) : (
          <p>This card has been delivered; signing is closed.</p>
        )}
        <p className="mt-3 text-sm text-stone-600">
          {group.deliverAt && group.timezone
            ? `Signing stays open until the card is delivered: ${zonedWording(group.deliverAt, group.timezone)}.`
            : 'Signing stays open until the card is delivered. '}
          {group.deliverAt ? null : (
            <Link className="underline" to={`/smart-scheduling?card=${encodeURIComponent(cardId)}`}>
              Schedule its delivery
            </Link>
          )}
        </p>
      </section>
      <section aria-labelledby={`${id}-signers`} className={panelClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-signers`} className="text-lg font-semibold">
            {invited ? `Signers: ${signed} of ${invited} have signed` : 'Signers'}
          </h2>
          {group.open && invited > signed ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={remind.isPending || group.remindable === 0}
              onClick={() => remind.mutate()}
              title={group.remindable === 0 ? 'Each person can be reminded once a day.' : undefined}
            >
              {remind.isPending ? 'Reminding…' : 'Remind the ones who have not signed'}
            </button>
          ) : null}
        </div>
        {group.invites.length === 0 ? (
          <p className="mt-2 text-stone-600">Nobody is invited yet.</p>
        ) : (
          <ul aria-label="Invited signers" className="mt-2 divide-y divide-stone-200">
            {group.invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="min-w-0 flex-1 truncate">{invite.email}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[invite.status]}`}
                >
                  {STATUS_LABEL[invite.status]}
                </span>
                {invite.scheduledFor && invite.scheduledTimezone ? (
                  <span className="text-xs text-stone-500">
                    Goes out {zonedWording(invite.scheduledFor, invite.scheduledTimezone)}
                  </span>
                ) : null}
                {invite.lastRemindedAt ? (
                  <span className="text-xs text-stone-500">Reminded</span>
                ) : null}
                {invite.status !== 'revoked' ? (
                  <button
                    type="button"
                    className="text-sm underline"
                    aria-label={`Withdraw the sign link of ${invite.email}`}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(invite.id)}
                  >
                    Withdraw link
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {group.signatures.length ? (
          <>
            <h3 className="mt-4 font-semibold">Signatures</h3>
            <ul aria-label="Signatures" className="mt-1 divide-y divide-stone-200">
              {group.signatures.map((signature) => (
                <li key={signature.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="min-w-0 flex-1">
                    <strong>{signature.name}</strong>
                    {signature.hidden ? ' (hidden)' : ''}: {signature.message}
                  </span>
                  <button
                    type="button"
                    className="text-sm underline"
                    onClick={() =>
                      moderate.mutate({ signatureId: signature.id, hidden: !signature.hidden })
                    }
                  >
                    {signature.hidden ? 'Show' : 'Hide'}
                  </button>
                  <button
                    type="button"
                    className="text-sm underline"
                    aria-label={`Remove the signature of ${signature.name}`}
                    onClick={() => remove.mutate(signature.id)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <AddressRequestsPanel cardId={cardId} />
      {signatures.data ? (
        <SignaturePages
          signatures={signatures.data.signatures}
          heading="The inside, as the recipient will see it"
        />
      ) : null}
    </>
  );
}
