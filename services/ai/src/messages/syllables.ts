/**
 * Counts syllables the way a haiku writer would, without a dictionary: vowel groups, less a
 * silent final 'e' or '-ed'. Close enough for the short, plain words our verse lines use.
 */
export function syllablesOf(word: string): number {
  const bare = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!bare) return 0;
  if (bare.length <= 3) return 1;
  const trimmed = bare
    .replace(/(?:[^laeiouy]es|[^dt]ed)$/, '')
    .replace(/([^aeiouy]le)$|e$/, '$1')
    .replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  // 'ia', 'ua', 'eo' are two syllables (Maria, graduation, video), except in '-tion', '-sion'.
  const split = trimmed.match(/(ia|ua|eo|io(?!n))/g)?.length ?? 0;
  return Math.max(1, groups + split);
}

export const syllablesInLine = (line: string) =>
  line
    .split(/[\s-]+/)
    .filter(Boolean)
    .reduce((sum, word) => sum + syllablesOf(word), 0);
