import type { ImageStyleId } from '@cardsmith/contracts';

/** The prompt sent for a style: every style but realistic is named at the end (spec 001 §5). */
export function promptWithStyle(prompt: string, style: ImageStyleId): string {
  const text = prompt.trim();
  return style === 'realistic' ? text : `${text}, ${style} style`;
}
