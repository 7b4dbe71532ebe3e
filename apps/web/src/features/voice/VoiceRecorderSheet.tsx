import type { Recording } from '@cardsmith/contracts';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { DialogOverlay } from '../../components/ui/dialog-parts.js';
import { toast } from '../../components/ui/toast-store.js';
import { errorMessage } from '../../lib/api.js';
import { formatSeconds } from '../../lib/format-seconds.js';
import { isNearLimit, recorderProgress } from './recorder-machine.js';
import { RECORDER_MESSAGES, recordingSupported, useVoiceRecorder } from './use-voice-recorder.js';
import { uploadRecording } from './voice-api.js';
import { VoicePlayer } from './VoicePlayer.js';

/**
 * The voice recorder bottom sheet (spec 001 §2, §4): start, pause, resume, stop, discard and save,
 * a timer and a progress bar that turns amber past 80 % of `maxSeconds`. Save uploads the clip;
 * the server measures and stores it.
 */
export function VoiceRecorderSheet({
  open,
  onOpenChange,
  maxSeconds,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxSeconds: number;
  onSave: (recording: Recording) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-xl rounded-t-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">Record a voice message</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            Up to {maxSeconds} seconds.
          </Dialog.Description>
          {open ? (
            <RecorderBody
              maxSeconds={maxSeconds}
              onCancel={() => onOpenChange(false)}
              onSave={(recording) => {
                onSave(recording);
                onOpenChange(false);
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RecorderBody({
  maxSeconds,
  onCancel,
  onSave,
}: {
  maxSeconds: number;
  onCancel: () => void;
  onSave: (recording: Recording) => void;
}) {
  const recorder = useVoiceRecorder(maxSeconds);
  const { state, clip } = recorder;
  const [saving, setSaving] = useState(false);
  const [clipUrl, setClipUrl] = useState<string | null>(null);
  const supported = recordingSupported();

  useEffect(() => {
    if (supported) recorder.retryPermission();
    // Asked once when the sheet opens; Try Again asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!clip) return setClipUrl(null);
    const url = URL.createObjectURL(clip);
    setClipUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [clip]);

  async function save() {
    if (!clip) {
      toast({ ...RECORDER_MESSAGES.noRecording, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      onSave(await uploadRecording(clip, 'voice-message.webm'));
    } catch (error) {
      toast({
        title: 'Could not save the recording',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  if (!supported) {
    return <p className="mt-4 text-stone-700">{RECORDER_MESSAGES.unsupported.description}</p>;
  }
  if (state.permission === 'unknown') {
    return (
      <p className="mt-4 flex items-center gap-3 text-stone-600" role="status">
        <span className="size-5 animate-spin rounded-full border-2 border-rose-600 border-t-transparent" />
        Waiting for the microphone…
      </p>
    );
  }
  if (state.permission === 'denied') {
    return (
      <div className="mt-4 rounded-xl bg-amber-50 p-4" role="alert">
        <p className="font-semibold">Microphone Access Required</p>
        <p className="mt-1 text-sm text-stone-700">{RECORDER_MESSAGES.denied.description}</p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={recorder.retryPermission}
          >
            Try Again
          </button>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    );
  }

  const progress = recorderProgress(state);
  return (
    <div className="mt-4 space-y-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold capitalize" data-testid="recorder-status">
          {state.status === 'inactive' ? 'Ready' : state.status}
        </span>
        <span className="tabular-nums" data-testid="recorder-timer">
          {formatSeconds(state.seconds)} / {formatSeconds(maxSeconds)}
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={maxSeconds}
        aria-valuenow={state.seconds}
      >
        <div
          className={`h-full ${isNearLimit(state) ? 'bg-amber-500' : 'bg-rose-600'}`}
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      {state.status === 'recorded' && clipUrl ? <VoicePlayer src={clipUrl} /> : null}
      <div className="flex flex-wrap gap-2">
        {state.status === 'inactive' || state.status === 'recorded' ? (
          <button type="button" className={buttonClass('primary', 'sm')} onClick={recorder.start}>
            {state.status === 'recorded' ? 'Record again' : 'Start'}
          </button>
        ) : null}
        {state.status === 'recording' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={recorder.pause}>
            Pause
          </button>
        ) : null}
        {state.status === 'paused' ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={recorder.resume}
          >
            Resume
          </button>
        ) : null}
        {state.status === 'recording' || state.status === 'paused' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={recorder.stop}>
            Stop
          </button>
        ) : null}
        {state.status === 'paused' || state.status === 'recorded' ? (
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={recorder.discard}>
            Discard
          </button>
        ) : null}
        {state.status === 'recorded' ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={saving}
            onClick={() => void save()}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        ) : null}
        <button type="button" className={buttonClass('ghost', 'sm', 'ml-auto')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
