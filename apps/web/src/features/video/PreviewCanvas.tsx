import type { VideoTemplate } from '@cardsmith/contracts';
import { useEffect, useRef } from 'react';

/** Spec 001 §9: the preview is 600×400. */
export const PREVIEW_SIZE = { width: 600, height: 400 } as const;

/**
 * Before the video exists: the chosen template's own frame with the card's title over it, drawn
 * on a 600×400 canvas, so the visitor sees what they picked.
 */
export function PreviewCanvas({
  template,
  title,
}: {
  template: VideoTemplate | null;
  title: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const { width, height } = PREVIEW_SIZE;
    let cancelled = false;
    const drawTitle = () => {
      if (!title.trim()) return;
      context.fillStyle = 'rgba(0,0,0,0.45)';
      context.fillRect(0, height - 72, width, 72);
      context.fillStyle = '#ffffff';
      context.font = '600 28px Poppins, sans-serif';
      context.textAlign = 'center';
      context.fillText(title.trim(), width / 2, height - 26, width - 40);
    };
    context.fillStyle = '#f5f5f4';
    context.fillRect(0, 0, width, height);
    if (!template) {
      context.fillStyle = '#57534e';
      context.font = '20px Poppins, sans-serif';
      context.textAlign = 'center';
      context.fillText('Choose a template to preview it here', width / 2, height / 2);
      return;
    }
    const image = new Image();
    image.onload = () => {
      if (cancelled) return;
      // The 16:9 frame, cropped to fill 3:2.
      const scale = Math.max(width / image.width, height / image.height);
      const drawnWidth = image.width * scale;
      const drawnHeight = image.height * scale;
      context.drawImage(
        image,
        (width - drawnWidth) / 2,
        (height - drawnHeight) / 2,
        drawnWidth,
        drawnHeight,
      );
      drawTitle();
    };
    image.src = template.thumbnail;
    drawTitle();
    return () => {
      cancelled = true;
    };
  }, [template, title]);
  return (
    <canvas
      ref={canvas}
      width={PREVIEW_SIZE.width}
      height={PREVIEW_SIZE.height}
      role="img"
      aria-label={template ? `Preview of ${template.name}` : 'No template chosen'}
      className="h-auto w-full max-w-[600px] rounded-xl border border-stone-200"
    />
  );
}
