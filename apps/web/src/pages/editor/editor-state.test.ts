import { describe, expect, it } from 'vitest';
import { ELEMENT_DEFAULTS } from '@cardsmith/contracts';
import {
  defaultCard,
  designPatch,
  editorReducer,
  initialState,
  type EditorState,
} from './editor-state.js';
import { occupiedBoxes } from './placement.js';

const start = (): EditorState => initialState(defaultCard());

describe('editor state', () => {
  it('starts from the spec defaults', () => {
    expect(start().card).toMatchObject({
      title: 'My Greeting Card',
      category: 'birthday',
      backgroundColor: '#ffffff',
      textFont: 'Poppins',
      textSize: 'medium',
      elements: [],
    });
  });

  it('adds a text element in the middle of the card and selects it', () => {
    const state = editorReducer(start(), { type: 'addText', id: 't1' });
    expect(state.selectedId).toBe('t1');
    expect(state.card.elements[0]).toMatchObject({ type: 'text', position: { x: 250, y: 350 } });
  });

  it('places each new element where the card has room, never on top of another', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'addImage', id: 'i1', url: '/api/media/a' });
    state = editorReducer(state, { type: 'addText', id: 't2' });
    state = editorReducer(state, {
      type: 'addImage',
      id: 'i2',
      url: '/api/media/b',
      natural: { width: 1600, height: 900 },
    });
    const boxes = occupiedBoxes(state.card.elements);
    boxes.forEach((box, i) => {
      for (const other of boxes.slice(i + 1)) {
        const apart =
          Math.abs(box.x - other.x) >= (box.width + other.width) / 2 ||
          Math.abs(box.y - other.y) >= (box.height + other.height) / 2;
        expect(apart).toBe(true);
      }
    });
    // A wide picture stays wide, within the new-image size.
    expect(state.card.elements[3]).toMatchObject({ size: { width: 200, height: 113 } });
  });

  it('gives new text the spec’s element defaults (16 px, Arial, black)', () => {
    const state = editorReducer(start(), { type: 'addText', id: 't1' });
    expect(state.card.elements[0]?.style).toMatchObject({ ...ELEMENT_DEFAULTS, fontSize: 16 });
  });

  it('undoes and redoes, and a new edit clears the redo list', () => {
    let state = editorReducer(start(), { type: 'update', patch: { backgroundColor: '#ff0000' } });
    state = editorReducer(state, { type: 'update', patch: { backgroundColor: '#00ff00' } });
    state = editorReducer(state, { type: 'undo' });
    expect(state.card.backgroundColor).toBe('#ff0000');
    state = editorReducer(state, { type: 'redo' });
    expect(state.card.backgroundColor).toBe('#00ff00');
    state = editorReducer(state, { type: 'undo' });
    state = editorReducer(state, { type: 'update', patch: { textSize: 'large' } });
    expect(state.future).toEqual([]);
  });

  it('undoes a run of keystrokes or drag steps with the same key as one step', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    for (const content of ['H', 'Hi', 'Hi!']) {
      state = editorReducer(state, {
        type: 'updateElement',
        id: 't1',
        patch: { content },
        key: 'type:t1',
      });
    }
    state = editorReducer(state, { type: 'undo' });
    expect(state.card.elements[0]?.content).toBe('Your text here');
  });

  it('undoes the steps of one drag as one step', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    for (const x of [253, 255, 260]) {
      state = editorReducer(state, {
        type: 'placeElements',
        positions: { t1: { x, y: 350 } },
        key: 'drag:t1:1',
      });
    }
    expect(state.card.elements[0]?.position).toEqual({ x: 260, y: 350 });
    state = editorReducer(state, { type: 'undo' });
    expect(state.card.elements[0]?.position).toEqual({ x: 250, y: 350 });
  });

  it('selects with shift-click and marquee, and keeps the selection to elements that exist', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'addText', id: 't2' });
    state = editorReducer(state, { type: 'toggleSelect', id: 't1' });
    expect(state).toMatchObject({ selectedIds: ['t2', 't1'], selectedId: 't1' });
    state = editorReducer(state, { type: 'toggleSelect', id: 't1' });
    expect(state).toMatchObject({ selectedIds: ['t2'], selectedId: 't2' });
    state = editorReducer(state, { type: 'selectMany', ids: ['t1', 't2', 'gone'] });
    expect(state.selectedIds).toEqual(['t1', 't2']);
    state = editorReducer(state, { type: 'deleteElements', ids: ['t1', 't2'] });
    expect(state).toMatchObject({ selectedIds: [], selectedId: null });
    state = editorReducer(state, { type: 'undo' });
    expect(state.card.elements.map((e) => e.id)).toEqual(['t1', 't2']);
  });

  it('never deletes a locked element', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'updateElement', id: 't1', patch: { locked: true } });
    expect(editorReducer(state, { type: 'deleteElements', ids: ['t1'] })).toBe(state);
  });

  it('duplicates beside the originals, unlocked, selecting the copies', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'updateElement', id: 't1', patch: { locked: true } });
    const original = state.card.elements[0]!;
    state = editorReducer(state, { type: 'addCopies', originals: [original], ids: ['c1'] });
    expect(state.card.elements[1]).toMatchObject({
      id: 'c1',
      content: 'Your text here',
      position: { x: original.position.x + 20, y: original.position.y + 20 },
    });
    expect(state.card.elements[1]?.locked).toBeUndefined();
    expect(state.selectedIds).toEqual(['c1']);
  });

  it('restacks an element', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'addText', id: 't2' });
    state = editorReducer(state, { type: 'restack', id: 't2', move: 'back' });
    expect(state.card.elements.map((e) => e.id)).toEqual(['t2', 't1']);
  });

  it('deletes an element and clears the selection', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'deleteElement', id: 't1' });
    expect(state.card.elements).toEqual([]);
    expect(state.selectedId).toBeNull();
  });

  it('applies a collaborator’s card without an undo step, keeping a selection that still exists', () => {
    let state = editorReducer(start(), { type: 'addText', id: 't1' });
    state = editorReducer(state, { type: 'addText', id: 't2' });
    const elements = state.card.elements;
    state = editorReducer(state, { type: 'remote', data: { cardMessage: 'Theirs', elements } });
    expect(state).toMatchObject({ selectedId: 't2', past: [], future: [] });
    expect(state.card.cardMessage).toBe('Theirs');
    state = editorReducer(state, { type: 'remote', data: { elements: elements.slice(0, 1) } });
    expect(state.selectedId).toBeNull();
  });
});

describe('applying a design', () => {
  const design = defaultCard({
    title: 'Happy Birthday!',
    cardMessage: 'Many happy returns.',
    backgroundColor: '#fde68a',
    frameId: 'golden-borders',
    elements: [
      { id: 'headline', type: 'text', content: 'Happy Birthday!', position: { x: 250, y: 250 } },
    ],
  });

  it('keeps the card’s voice and video, which a design does not carry', () => {
    const card = defaultCard({ audioUrl: '/api/media/a.webm', videoUrl: '/api/media/v.webm' });
    const next = { ...card, ...designPatch(card, design, null) };
    expect(next).toMatchObject({
      audioUrl: '/api/media/a.webm',
      videoUrl: '/api/media/v.webm',
      backgroundColor: '#fde68a',
      frameId: 'golden-borders',
      elements: design.elements,
    });
  });

  it('keeps a message the visitor wrote, and takes the design’s otherwise', () => {
    const written = defaultCard({ cardMessage: 'Love, Ben' });
    expect(designPatch(written, design, null)).not.toHaveProperty('cardMessage');
    expect(designPatch(defaultCard(), design, null)).toMatchObject({
      cardMessage: 'Many happy returns.',
    });
  });

  it('leaves the title to the visitor, to be named at the first Save and Share', () => {
    expect(designPatch(defaultCard(), design, null)).not.toHaveProperty('title');
  });

  it('replaces the message of a design applied before', () => {
    const card = defaultCard({ cardMessage: 'Rest up.' });
    expect(designPatch(card, design, 'Rest up.')).toMatchObject({
      cardMessage: 'Many happy returns.',
    });
  });
});
