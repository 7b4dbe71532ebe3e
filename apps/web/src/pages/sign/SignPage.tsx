import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import {
  GROUP_LIMITS,
  groupRoutes,
  SIGNATURE_STICKERS,
  type SignatureRenderData,
  type SignerView,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { uploadMedia } from '../../lib/media-upload.js';
import { uploadRecording } from '../../features/voice/voice-api.js';

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';

/** When signing closes, in the recipient's zone as the organiser scheduled it. */
function closesWording(view: SignerView): string {
  if (!view.deliverAt || !view.timezone)
    return 'You can change your message until the card is delivered.';
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: view.timezone,
  }).format(new Date(view.deliverAt));
  return `The card is delivered on ${when} (${view.timezone} time); you can change your message until then.`;
}

function SignForm({ token, view }: { token: string; view: SignerView }) {
  const queryClient = useQueryClient();
  const mine = view.signature;
  const [name, setName] = useState(mine?.name ?? '');
  const [message, setMessage] = useState(mine?.message ?? '');
  const [sticker, setSticker] = useState<string | null>(mine?.sticker ?? null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(mine?.photoUrl ?? null);
  const [voiceUrl, setVoiceUrl] = useState<string | null>(mine?.voiceUrl ?? null);
  const [uploading, setUploading] = useState<'photo' | 'voice' | null>(null);
  const id = useId();
  const done = (next: SignerView) => queryClient.setQueryData(['sign', token], next);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  const save = useMutation({
    mutationFn: (signature: Omit<SignatureRenderData, 'id'>) =>
      api(groupRoutes.sign, { params: { token }, body: signature }),
    onSuccess: (next) => {
      done(next);
      toast({ title: 'Signed', description: 'Your message is on the card.' });
    },
    onError: failed('Could not save your message'),
  });
  const remove = useMutation({
    mutationFn: () => api(groupRoutes.unsign, { params: { token } }),
    onSuccess: (next) => {
      done(next);
      setMessage('');
      setSticker(null);
      setPhotoUrl(null);
      setVoiceUrl(null);
    },
    onError: failed('Could not remove your message'),
  });
  async function upload(kind: 'photo' | 'voice', file: File | undefined) {
    if (!file) return;
    setUploading(kind);
    try {
      if (kind === 'photo') setPhotoUrl((await uploadMedia(file)).url);
      else setVoiceUrl((await uploadRecording(file, file.name)).audioUrl);
    } catch (error) {
      failed(kind === 'photo' ? 'Photo not added' : 'Voice note not added')(error);
    } finally {
      setUploading(null);
    }
  }
  const busy = save.isPending || remove.isPending || uploading !== null;
  return (
    <form
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ name, message, sticker, photoUrl, voiceUrl });
      }}
    >
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Your name
        </label>
        <input
          id={`${id}-name`}
          className={`${inputClass} mt-1`}
          value={name}
          maxLength={GROUP_LIMITS.nameMax}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-semibold">
          Your message
        </label>
        <textarea
          id={`${id}-message`}
          className={`${inputClass} mt-1 min-h-28`}
          value={message}
          maxLength={GROUP_LIMITS.messageMax}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p className="text-xs text-stone-500">{`${message.length}/${GROUP_LIMITS.messageMax}`}</p>
      </div>
      <fieldset>
        <legend className="font-semibold">Sticker (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SIGNATURE_STICKERS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={sticker === item.id}
              aria-label={item.label}
              onClick={() => setSticker(sticker === item.id ? null : item.id)}
              className={`rounded-lg border p-1 ${sticker === item.id ? 'border-rose-600 bg-rose-50' : 'border-stone-200'}`}
            >
              <img src={`/emoji/${item.id}.svg`} alt="" className="size-8" />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-photo`} className="font-semibold">
            Photo (optional)
          </label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="mt-1 block w-full text-sm"
            onChange={(event) => void upload('photo', event.target.files?.[0])}
          />
          {photoUrl ? (
            <p className="mt-1 flex items-center gap-2 text-sm">
              <img src={photoUrl} alt="Your photo" className="size-12 rounded object-cover" />
              <button type="button" className="underline" onClick={() => setPhotoUrl(null)}>
                Remove photo
              </button>
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-voice`} className="font-semibold">
            Voice note (optional)
          </label>
          <input
            id={`${id}-voice`}
            type="file"
            accept="audio/*"
            className="mt-1 block w-full text-sm"
            onChange={(event) => void upload('voice', event.target.files?.[0])}
          />
          {voiceUrl ? (
            <p className="mt-1 space-y-1 text-sm">
              <audio controls src={voiceUrl} className="w-full" aria-label="Your voice note" />
              <button type="button" className="underline" onClick={() => setVoiceUrl(null)}>
                Remove voice note
              </button>
            </p>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <p role="status">{`Uploading your ${uploading === 'photo' ? 'photo' : 'voice note'}…`}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
          {save.isPending ? 'Saving…' : mine ? 'Save changes' : 'Sign the card'}
        </button>
        {mine ? (
          <button
            type="button"
            className={buttonClass('secondary', 'lg')}
            disabled={busy}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? 'Removing…' : 'Remove my message'}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A signer's page, reached by their personal sign link: no account, only their own message. */
export function SignPage() {
  const { token = '' } = useParams();
  const view = useQuery({
    queryKey: ['sign', token],
    queryFn: () => api(groupRoutes.signerView, { params: { token } }),
    retry: false,
  });
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <title>Sign a group card – Cardsmith</title>
      {view.isPending ? (
        <p className="text-stone-600">Opening the card…</p>
      ) : view.isError ? (
        <div role="alert" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h1 className="font-display text-2xl font-semibold">
            This sign link does not open a card
          </h1>
          <p className="mt-2">{errorMessage(view.error, 'Please try the link again later.')}</p>
        </div>
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold">{`Sign “${view.data.cardTitle}”`}</h1>
          {view.data.open ? (
            <>
              <p className="text-stone-700">
                Add your own message. Only you can change it, through this link; the other signers
                never see your email address.
              </p>
              <p className="text-sm text-stone-600">{closesWording(view.data)}</p>
              <SignForm key={view.data.signature?.id ?? 'new'} token={token} view={view.data} />
            </>
          ) : (
            <p role="status" className="rounded-2xl bg-white p-5">
              This card has been delivered, so signatures can no longer be added or changed.
              {view.data.signature ? ' Your message is in it.' : ''}
            </p>
          )}
        </>
      )}
    </div>
  );
}
