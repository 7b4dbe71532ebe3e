import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store.js';
import { cameraConstraints, otherFacing, type Facing } from './ar-geometry.js';

/** Spec 001 §4: pending, then granted (Active) or denied (stays Inactive). */
export type CameraStatus = 'inactive' | 'pending' | 'active' | 'denied' | 'unsupported';

export const AR_MESSAGES = {
  unsupported: {
    title: 'AR Mode Not Supported',
    description: 'Your browser cannot use the camera for AR preview.',
  },
  denied: {
    title: 'Camera Access Denied',
    description: 'Please allow camera access to use AR preview',
  },
  captureFailed: { title: 'Capture Failed', description: 'AR capture needs the card image.' },
  switchFailed: { title: 'Camera Switch Failed', description: 'Trying the camera again.' },
} as const;

/** The camera stream for AR, back camera first; flipping falls back to the camera it had. */
export function useCamera() {
  const [status, setStatus] = useState<CameraStatus>('inactive');
  const [facing, setFacing] = useState<Facing>('environment');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);

  function release() {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = null;
    setStream(null);
  }

  async function open(next: Facing): Promise<boolean> {
    const media = await navigator.mediaDevices.getUserMedia(cameraConstraints(next));
    current.current = media;
    setStream(media);
    setFacing(next);
    return true;
  }

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unsupported');
      toast({ ...AR_MESSAGES.unsupported, variant: 'destructive' });
      return;
    }
    setStatus('pending');
    try {
      await open(facing);
      setStatus('active');
    } catch {
      setStatus('denied');
      toast({ ...AR_MESSAGES.denied, variant: 'destructive' });
    }
  }

  async function flip() {
    const previous = facing;
    release();
    try {
      await open(otherFacing(previous));
    } catch {
      toast({ ...AR_MESSAGES.switchFailed, variant: 'destructive' });
      try {
        await open(previous);
      } catch {
        setStatus('denied');
        toast({ ...AR_MESSAGES.denied, variant: 'destructive' });
      }
    }
  }

  useEffect(() => release, []);

  return { status, facing, stream, start: () => void start(), flip: () => void flip() };
}
