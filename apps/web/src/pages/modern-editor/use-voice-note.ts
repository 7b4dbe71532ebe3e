import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store.js';

/** The editor's quick voice note lasts 3 seconds (spec 001 §9). */
export const VOICE_NOTE_MS = 3000;

/**
 * Records a real 3-second voice note from the microphone and keeps it as a playable clip in
 * this tab. Pressing the toggle again stops early.
 */
export function useVoiceNote() {
  const [recording, setRecording] = useState(false);
  const [clipUrl, setClipUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => () => recorder.current?.stop(), []);
  useEffect(() => () => void (clipUrl && URL.revokeObjectURL(clipUrl)), [clipUrl]);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      toast({
        title: 'Voice Recording Not Supported',
        description: 'Your browser does not support voice recording.',
        variant: 'destructive',
      });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast({
        title: 'Microphone Access Denied',
        description: 'Please allow microphone access to record voice messages.',
        variant: 'destructive',
      });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setRecording(false);
      if (chunks.length > 0) {
        setClipUrl(URL.createObjectURL(new Blob(chunks, { type: media.mimeType || 'audio/webm' })));
      }
    };
    recorder.current = media;
    media.start(1000);
    setRecording(true);
    setTimeout(() => {
      if (media.state !== 'inactive') media.stop();
    }, VOICE_NOTE_MS);
  }

  function toggle() {
    if (recorder.current) recorder.current.stop();
    else void start();
  }

  return { recording, clipUrl, toggle };
}
