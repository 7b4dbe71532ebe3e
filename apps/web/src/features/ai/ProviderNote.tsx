import type { AiProvider } from '@cardsmith/contracts';

const OFFLINE_NOTES = {
  message: 'Written by Cardsmith’s built-in writer (offline)',
  image: 'Painted by Cardsmith’s built-in artist (offline)',
  card: 'Designed by Cardsmith’s built-in designer (offline)',
} as const;

/** Says, discreetly, when a result came from the offline provider rather than a real AI model. */
export function ProviderNote({
  provider,
  kind,
  className = '',
}: {
  provider: AiProvider | null | undefined;
  kind: keyof typeof OFFLINE_NOTES;
  className?: string;
}) {
  if (provider !== 'offline') return null;
  return <p className={`text-xs text-stone-500 ${className}`.trim()}>{OFFLINE_NOTES[kind]}</p>;
}
