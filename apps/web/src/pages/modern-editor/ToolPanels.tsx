import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import {
  IconArrowRight,
  IconCalendar,
  IconCube,
  IconImage,
  IconMessage,
  IconMic,
  IconUsers,
  IconVideo,
} from '../../components/ui/icons.js';
import type { VoiceMessage } from '@cardsmith/contracts';
import { VoiceOnCard } from '../../features/voice/CardVoice.js';
import type { EditorDialog } from './features.js';
import { useVoiceNote } from './use-voice-note.js';

const toolClass =
  'flex w-full items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left font-semibold hover:border-rose-300 hover:bg-rose-50';

export function AiToolsPanel({
  onOpen,
  imageUrl,
  onRemoveImage,
  voiceMessage,
  onRemoveVoice,
}: {
  onOpen: (dialog: EditorDialog) => void;
  /** The picture on the card, if one was chosen. */
  imageUrl: string | null;
  onRemoveImage: () => void;
  /** The voice message on the card, if one was added. */
  voiceMessage: VoiceMessage | null;
  onRemoveVoice: () => void;
}) {
  const voice = useVoiceNote();
  return (
    <div className="space-y-3">
      <Link to="/ai-message" className={toolClass}>
        <IconMessage className="size-5 text-rose-700" /> Generate AI Message
      </Link>
      <button type="button" className={toolClass} onClick={() => onOpen('ai-image')}>
        <IconImage className="size-5 text-rose-700" /> Generate AI Image
      </button>
      {imageUrl ? (
        <div className="flex items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-stone-200">
          <img src={imageUrl} alt="" className="size-14 rounded-lg object-cover" />
          <p className="flex-1 text-sm text-stone-700">This picture is on your card.</p>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemoveImage}>
            Remove picture
          </button>
        </div>
      ) : null}
      <button type="button" className={toolClass} onClick={() => onOpen('voice')}>
        <IconMic className="size-5 text-rose-700" /> Add Voice Message
      </button>
      {voiceMessage ? <VoiceOnCard voiceMessage={voiceMessage} onRemove={onRemoveVoice} /> : null}
      <button type="button" className={toolClass} onClick={() => onOpen('video')}>
        <IconVideo className="size-5 text-rose-700" /> Add Video Message
      </button>
      <button
        type="button"
        aria-pressed={voice.recording}
        className={`${toolClass} ${voice.recording ? 'border-red-300 bg-red-50' : ''}`}
        onClick={voice.toggle}
      >
        <IconMic className="size-5 text-rose-700" /> Record Voice Message
      </button>
      {voice.recording ? (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-red-700">
          <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
          Recording…
        </p>
      ) : null}
      {voice.clipUrl ? (
        <div className="rounded-xl bg-stone-100 p-3 text-sm text-stone-600">
          <audio controls src={voice.clipUrl} className="w-full" aria-label="Your voice note" />
          <p className="mt-2">
            Your voice note plays here. To put a voice on the card, use Add Voice Message.
          </p>
        </div>
      ) : null}
    </div>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  children,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {hint}
          </p>
        </div>
        <Switch.Root
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={`${id}-hint`}
          className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-rose-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      {checked && children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}

export interface AdvancedSettings {
  ar: boolean;
  collaboration: boolean;
  schedule: boolean;
}

export function AdvancedPanel({
  settings,
  onChange,
  onOpen,
}: {
  settings: AdvancedSettings;
  onChange: (settings: AdvancedSettings) => void;
  onOpen: (dialog: EditorDialog) => void;
}) {
  return (
    <div className="space-y-3">
      <SwitchRow
        label="AR Preview"
        hint="See the card in your room through the camera."
        checked={settings.ar}
        onChange={(ar) => onChange({ ...settings, ar })}
      >
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onOpen('ar')}
        >
          <IconCube className="size-4" /> Open AR Preview
        </button>
      </SwitchRow>
      <SwitchRow
        label="Collaboration Mode"
        hint="Invite others to sign this card with you."
        checked={settings.collaboration}
        onChange={(collaboration) => onChange({ ...settings, collaboration })}
      >
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => onOpen('collaboration')}
        >
          <IconUsers className="size-4" /> Invite collaborators
        </button>
      </SwitchRow>
      <SwitchRow
        label="Schedule Delivery"
        hint="Send the card on the right day, at the right time."
        checked={settings.schedule}
        onChange={(schedule) => onChange({ ...settings, schedule })}
      >
        <Link to="/smart-scheduling" className={buttonClass('secondary', 'sm')}>
          <IconCalendar className="size-4" /> Open Smart Scheduler{' '}
          <IconArrowRight className="size-4" />
        </Link>
      </SwitchRow>
    </div>
  );
}
