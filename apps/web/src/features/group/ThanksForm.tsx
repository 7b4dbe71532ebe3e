import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GROUP_LIMITS, groupRoutes } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { api, errorMessage } from '../../lib/api.js';
import { uploadMedia } from '../../lib/media-upload.js';
import { uploadRecording } from '../voice/voice-api.js';

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';

/**
 * The recipient's one thank-you to everyone who signed: the platform emails each signer, so
 * nobody's address is shown. Only the recipient's link (its `?delivery=` token) may send it.
 */
export function ThanksForm({ cardId, deliveryToken }: { cardId: string; deliveryToken: string }) {
  const [message, setMessage] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [voiceUrl, setVoiceUrl] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = useId();
  const thank = useMutation({
    mutationFn: () =>
      api(groupRoutes.thank, {
        params: { id: cardId },
        body: {
          deliveryToken,
          message,
          recipientName: recipientName || undefined,
          photoUrl,
          voiceUrl,
        },
      }),
  });
  if (thank.isSuccess) {
    return (
      <p role="status" className="mx-auto mt-8 max-w-[500px] rounded-2xl bg-white p-5 text-center">
        {`Your thank-you is on its way to all ${thank.data.relayed} signers.`}
      </p>
    );
  }
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-8 max-w-[500px] space-y-3 rounded-2xl bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        thank.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Say thank you to everyone who signed
      </h2>
      <p className="text-sm text-stone-600">
        We pass it on to each signer by email; nobody sees anyone’s address.
      </p>
      <label htmlFor={`${id}-name`} className="block font-semibold">
        Your name (optional)
      </label>
      <input
        id={`${id}-name`}
        className={inputClass}
        value={recipientName}
        maxLength={GROUP_LIMITS.nameMax}
        onChange={(event) => setRecipientName(event.target.value)}
      />
      <label htmlFor={`${id}-message`} className="block font-semibold">
        Your thank-you
      </label>
      <textarea
        id={`${id}-message`}
        className={`${inputClass} min-h-24`}
        value={message}
        maxLength={GROUP_LIMITS.thanksMessageMax}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          Photo (optional)
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="mt-1 block w-full"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                uploadMedia(file).then(
                  (media) => setPhotoUrl(media.url),
                  (e: Error) => setUploadError(e.message),
                );
            }}
          />
        </label>
        <label className="text-sm">
          Voice message (optional)
          <input
            type="file"
            accept="audio/*"
            className="mt-1 block w-full"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                uploadRecording(file, file.name).then(
                  (r) => setVoiceUrl(r.audioUrl),
                  (e: Error) => setUploadError(e.message),
                );
            }}
          />
        </label>
      </div>
      {uploadError ? (
        <p role="alert" className="text-sm text-red-700">
          {uploadError}
        </p>
      ) : null}
      {thank.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(thank.error, 'The thank-you could not be sent. Please try again.')}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'lg')}
        disabled={thank.isPending || !message.trim()}
      >
        {thank.isPending ? 'Sending…' : 'Send my thank-you'}
      </button>
    </form>
  );
}
