/**
 * Scores the offline painter on prompts that name a subject (eval/subjects.json): the picture
 * shows the subject when the painter reports placing an illustration whose name, CLDR label or
 * keywords carry the subject's noun.
 */
import { paintArtwork } from '../src/images/artwork/painter.js';

export interface SubjectCase {
  prompt: string;
  /** The noun the picture must show, as CLDR names it ('dog' for a golden retriever). */
  subject: string;
}

export interface SubjectScore {
  shown: number;
  total: number;
  missed: string[];
}

export async function scoreSubjects(cases: readonly SubjectCase[]): Promise<SubjectScore> {
  const missed: string[] = [];
  for (const { prompt, subject } of cases) {
    const { subjects } = await paintArtwork({ prompt, style: 'realistic', seed: 1 });
    const names = subjects.flatMap((placed) => [placed.icon.replace(/-/g, ' '), ...placed.words]);
    const noun = subject.toLowerCase();
    if (!names.some((name) => name === noun || name.split(' ').includes(noun))) {
      missed.push(`${prompt} → ${subjects.map((placed) => placed.icon).join(', ') || 'nothing'}`);
    }
  }
  return { shown: cases.length - missed.length, total: cases.length, missed };
}
