import { describe, expect, it } from 'vitest';
import { splitScripts, textRuns, visualOrder } from './text-runs.js';

const texts = (line: string) => visualOrder(textRuns(line, 'Poppins')).map((run) => run.text);

describe('splitScripts', () => {
  it('gives each script its own run and keeps a phrase of one script together', () => {
    expect(splitScripts('Hi 你好 مرحبا بك', 'Poppins')).toEqual([
      { text: 'Hi ', script: null },
      { text: '你好', script: 'han' },
      { text: ' ', script: null },
      { text: 'مرحبا بك', script: 'arabic' },
    ]);
  });

  it('keeps marks and joiners with the letter before them', () => {
    expect(splitScripts('नमस्ते', 'Poppins')).toEqual([{ text: 'नमस्ते', script: 'devanagari' }]);
    expect(splitScripts('안녕 שָׁלוֹם', 'Poppins')).toEqual([
      { text: '안녕', script: 'hangul' },
      { text: ' ', script: null },
      { text: 'שָׁלוֹם', script: 'hebrew' },
    ]);
  });

  it('leaves Greek and Cyrillic in the card’s font when it draws them, else gives them Noto Sans', () => {
    expect(splitScripts('Привет Γειά', 'Arial')).toEqual([{ text: 'Привет Γειά', script: null }]);
    expect(splitScripts('Привет Γειά', 'Montserrat')).toEqual([
      { text: 'Привет ', script: null },
      { text: 'Γειά', script: 'greek' },
    ]);
    expect(splitScripts('С днём', 'Poppins')).toEqual([{ text: 'С днём', script: 'cyrillic' }]);
  });
});

describe('visualOrder', () => {
  it('leaves a left-to-right line in logical order, right-to-left phrases inside it too', () => {
    expect(texts('你好 مرحبا')).toEqual(['你好', ' ', 'مرحبا']);
    expect(texts('Happy 🎂')).toEqual(['Happy', ' ', '🎂']);
  });

  it('lays a line that starts right to left from the right', () => {
    expect(texts('שלום 🎂')).toEqual(['🎂', ' ', 'שלום']);
    expect(texts('مرحبا Sam 🎉')).toEqual(['🎉', ' ', 'Sam', ' ', 'مرحبا']);
  });

  it('reverses only the stretch written against the line, keeping the space between', () => {
    expect(texts('Hi שלום 你好')).toEqual(['Hi', ' ', 'שלום', ' ', '你好']);
    expect(texts('שלום Hi 你好 עולם')).toEqual(['עולם', ' ', 'Hi', ' ', '你好', ' ', 'שלום']);
  });
});
