import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { saveBlob } from '../../lib/download.js';
import { CameraState } from './CameraState.js';
import { captureFileName, cardPlacement, recordingFileName } from './ar-geometry.js';
import { AR_MESSAGES, useCamera } from './use-camera.js';

const RECORDING_FPS = 30;

/**
 * The card over the live camera (spec 001 §2, §4, §9): the camera fills the canvas, the card sits
 * at half its width, centred, with a shadow. Capture saves a JPEG; the page variant also shares
 * the AR link and records the canvas.
 */
export function ArCameraView({
  cardImageUrl,
  shareUrl,
  variant,
}: {
  /** The card's picture; capture needs it. */
  cardImageUrl: string | null;
  /** A link that opens this card in AR; null hides Share. */
  shareUrl: string | null;
  variant: 'page' | 'overlay';
}) {
  const camera = useCamera();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const card = useRef<HTMLImageElement | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [captured, setCaptured] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);

  useEffect(() => {
    card.current = null;
    setCardReady(false);
    if (!cardImageUrl) return;
    const image = new Image();
    image.onload = () => {
      card.current = image;
      setCardReady(true);
    };
    image.src = cardImageUrl;
  }, [cardImageUrl]);

  useEffect(() => {
    const element = video.current;
    if (!element || !camera.stream) return;
    element.srcObject = camera.stream;
    void element.play().catch(() => undefined);
  }, [camera.stream]);

  // Draws every frame while the camera runs and no still is shown.
  useEffect(() => {
    if (camera.status !== 'active' || captured) return;
    let frame = 0;
    const draw = () => {
      const element = video.current;
      const target = canvas.current;
      const context = target?.getContext('2d');
      if (element && target && context && element.videoWidth > 0) {
        if (target.width !== element.videoWidth) target.width = element.videoWidth;
        if (target.height !== element.videoHeight) target.height = element.videoHeight;
        context.drawImage(element, 0, 0, target.width, target.height);
        const image = card.current;
        if (image) {
          const place = cardPlacement(
            target.width,
            target.height,
            image.naturalWidth,
            image.naturalHeight,
          );
          context.save();
          context.shadowColor = 'rgba(0, 0, 0, 0.45)';
          context.shadowBlur = target.width / 40;
          context.shadowOffsetY = target.width / 80;
          context.drawImage(image, place.x, place.y, place.width, place.height);
          context.restore();
        }
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [camera.status, captured]);

  useEffect(() => () => void (captured && URL.revokeObjectURL(captured)), [captured]);

  function capture() {
    const target = canvas.current;
    if (!target || !card.current) {
      toast({ ...AR_MESSAGES.captureFailed, variant: 'destructive' });
      return;
    }
    target.toBlob(
      (blob) => {
        if (!blob) {
          toast({ ...AR_MESSAGES.captureFailed, variant: 'destructive' });
          return;
        }
        saveBlob(blob, captureFileName(Date.now()));
        setCaptured(URL.createObjectURL(blob));
      },
      'image/jpeg',
      0.92,
    );
  }

  async function share() {
    if (!shareUrl) return;
    try {
      if (navigator.share) await navigator.share({ title: 'My card in AR', url: shareUrl });
      else {
        await navigator.clipboard.writeText(shareUrl);
        toast({ title: 'Link copied', description: 'Anyone with the link can see your card.' });
      }
    } catch {
      toast({ title: 'AR link', description: shareUrl });
    }
  }

  function toggleRecording() {
    if (recorder.current) {
      recorder.current.stop();
      return;
    }
    const target = canvas.current;
    if (!target || typeof MediaRecorder === 'undefined') {
      toast({ ...AR_MESSAGES.unsupported, variant: 'destructive' });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(target.captureStream(RECORDING_FPS));
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      recorder.current = null;
      setRecording(false);
      saveBlob(
        new Blob(chunks, { type: media.mimeType || 'video/webm' }),
        recordingFileName(Date.now()),
      );
    };
    recorder.current = media;
    media.start(1000);
    setRecording(true);
  }

  if (camera.status !== 'active') {
    return (
      <div className="grid min-h-80 place-items-center rounded-2xl bg-stone-900 p-8 text-center text-white">
        <div className="space-y-4">
          {variant === 'page' ? (
            <div>
              <CameraState active={false} />
            </div>
          ) : null}
          {camera.status === 'pending' ? (
            <p role="status">Starting the camera…</p>
          ) : camera.status === 'denied' ? (
            <p role="alert">{AR_MESSAGES.denied.description}</p>
          ) : camera.status === 'unsupported' ? (
            <p role="alert">{AR_MESSAGES.unsupported.description}</p>
          ) : null}
          {camera.status !== 'pending' && camera.status !== 'unsupported' ? (
            <button type="button" className={buttonClass('inverse')} onClick={camera.start}>
              Start AR Preview
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-black">
        <video ref={video} muted playsInline className="hidden" />
        {captured ? (
          <img src={captured} alt="Your card in the room" className="w-full" />
        ) : (
          <canvas
            ref={canvas}
            className="w-full"
            aria-label="Live AR view"
            data-card-ready={cardReady}
          />
        )}
        {variant === 'page' ? <CameraState active className="absolute top-3 right-3" /> : null}
        {recording ? (
          <p className="absolute top-3 left-3 rounded-full bg-red-600 px-3 py-1 text-sm font-semibold text-white">
            Recording
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {captured ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => setCaptured(null)}
          >
            Retake
          </button>
        ) : (
          <button type="button" className={buttonClass('primary', 'sm')} onClick={capture}>
            {variant === 'page' ? 'Screenshot' : 'Capture'}
          </button>
        )}
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={camera.flip}>
          Flip camera
        </button>
        {variant === 'page' && shareUrl ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void share()}
          >
            Share AR view
          </button>
        ) : null}
        {variant === 'page' && !captured ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={toggleRecording}
          >
            {recording ? 'Stop and save recording' : 'Save recording'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
