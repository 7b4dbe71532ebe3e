import { useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store.js';
import { initialRecorderState, recorderReducer } from './recorder-machine.js';

/** Spec 001 §9: audio arrives in one-second chunks; the timer ticks every second. */
const CHUNK_MS = 1000;
const TICK_MS = 1000;

export const RECORDER_MESSAGES = {
  unsupported: {
    title: 'Voice Recording Not Supported',
    description: 'Your browser does not support voice recording.',
  },
  denied: {
    title: 'Microphone Access Denied',
    description: 'Please allow microphone access to record voice messages.',
  },
  noRecording: { title: 'No Recording', description: 'Please record a voice message first.' },
} as const;

export const recordingSupported = () =>
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== 'undefined';

/**
 * The microphone side of the recorder: asks for access, records in one-second chunks, ticks the
 * state machine every second and stops the MediaRecorder when the machine reaches `recorded`.
 */
export function useVoiceRecorder(maxSeconds: number) {
  const [state, dispatch] = useReducer(recorderReducer, maxSeconds, initialRecorderState);
  const [clip, setClip] = useState<Blob | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);

  async function requestMicrophone(): Promise<boolean> {
    if (!recordingSupported()) {
      toast({ ...RECORDER_MESSAGES.unsupported, variant: 'destructive' });
      return false;
    }
    if (stream.current) return true;
    dispatch({ type: 'permission', permission: 'unknown' });
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      dispatch({ type: 'permission', permission: 'granted' });
      return true;
    } catch {
      dispatch({ type: 'permission', permission: 'denied' });
      toast({ ...RECORDER_MESSAGES.denied, variant: 'destructive' });
      return false;
    }
  }

  async function start() {
    if (!(await requestMicrophone()) || !stream.current) return;
    chunks.current = [];
    setClip(null);
    const media = new MediaRecorder(stream.current);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    media.onstop = () => {
      if (chunks.current.length > 0) {
        setClip(new Blob(chunks.current, { type: media.mimeType || 'audio/webm' }));
      }
    };
    recorder.current = media;
    media.start(CHUNK_MS);
    dispatch({ type: 'start' });
  }

  // The timer runs only while recording; reaching the maximum moves the machine to `recorded`.
  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  // The machine decides; the MediaRecorder follows it.
  useEffect(() => {
    const media = recorder.current;
    if (!media) return;
    if (state.status === 'paused' && media.state === 'recording') media.pause();
    if (state.status === 'recording' && media.state === 'paused') media.resume();
    if (state.status === 'recorded' && media.state !== 'inactive') media.stop();
  }, [state.status]);

  function releaseMicrophone() {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    recorder.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }

  useEffect(() => releaseMicrophone, []);

  return {
    state,
    clip,
    start: () => void start(),
    retryPermission: () => void requestMicrophone(),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    stop: () => dispatch({ type: 'stop' }),
    discard: () => {
      dispatch({ type: 'discard' });
      setClip(null);
    },
    releaseMicrophone,
  };
}
