import { CollabClient } from '@cardsmith/collab-client';
import { ManualTimers } from '@cardsmith/collab-client/testing';
import { sameValue, type CardElement, type CollabCardData } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaggyLink, seededRandom } from './laggy-link.js';
import { createSocketPair } from './memory-socket.js';
import {
  editTokenOf,
  newCardId,
  newVisitorId,
  sampleCard,
  savedCard,
  startCollab,
  startServicesForFile,
  type Running,
} from './support.js';

// Four people on one card over a bad network, against the real collab server (one replica, then
// two sharing Redis): every frame waits 0–400 ms (in order per socket), connections drop and come
// back, one person types a sentence key by key at the end of a text while another types words at
// its start and two others move, retype, remove and add their own elements. After the last edit
// and a quiet spell, nothing may be lost and everyone, a fresh joiner and the saved card agree.
// Every delay and choice comes from a seed and the clients' clock is moved by the test; only the
// server's Redis and Postgres round trips take real time, and the run waits for them to settle.

const clock = new ManualTimers();
const services = startServicesForFile({ clock: () => clock.now() });
let second: Running;
beforeAll(async () => {
  second = await startCollab(services.cards.url, {}, { clock: () => clock.now() });
});
afterAll(async () => {
  await second?.close();
});

const MAX_DELAY_MS = 400;
const TICK_MS = 20;
const RUN_MS = 20_000;
const SENTENCE = 'The quick brown fox jumps over the lazy dog while we all sign this card. ';
const TYPED_TEXT_ID = 'message';

interface Editor {
  name: string;
  client: CollabClient;
  /** The card this person's surface shows: what the client handed it, plus their own edits. */
  shown: CollabCardData;
  link: LaggyLink | null;
}

/** What the run asked for, to compare with the end state. */
interface Intentions {
  typed: string;
  words: string[];
  /** Each editor's own elements as they last left them (null: removed). */
  own: Map<string, CardElement | null>;
}

const textElement = (id: string, content: string, x = 10): CardElement => ({
  id,
  type: 'text',
  content,
  position: { x, y: 20 },
});

/** Lets the server take what the links delivered: its Redis and Postgres replies are real I/O. */
const serverTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function runScenario(seed: number, replicas: Running[]) {
  const random = seededRandom(seed);
  const cardId = newCardId();
  const ownerVisitorId = newVisitorId();
  const start = sampleCard({
    cardMessage: '',
    elements: [textElement(TYPED_TEXT_ID, 'Dear Sam, ')],
  });
  const intentions: Intentions = { typed: '', words: [], own: new Map() };
  const editors: Editor[] = [];

  const join = (
    name: string,
    visitorId: string,
    editToken: string | null,
    card: CollabCardData,
  ) => {
    const editor: Editor = { name, shown: card, link: null } as Editor;
    editor.client = new CollabClient({
      cardId,
      clientId: `${name}-${seed}`,
      color: '#336699',
      editToken,
      url: 'memory://collab',
      timers: clock,
      openSocket: () => {
        const replica = replicas[Math.floor(random() * replicas.length)]!;
        const { client, server } = createSocketPair();
        replica.app.collabSockets.accept(server, { visitorId, editToken });
        editor.link = new LaggyLink(client, clock, random, MAX_DELAY_MS);
        return editor.link;
      },
      name: () => name,
      onRemoteCard: (card) => {
        editor.shown = card;
      },
    });
    editor.client.setLocalCard(card);
    editor.client.start();
    return editor;
  };

  const tick = async (ms = TICK_MS) => {
    clock.advance(ms);
    await serverTurn();
  };
  /**
   * Moves the clock until `done`, giving the server a millisecond of real time per tick for its
   * Redis, Postgres and cards round trips (joins and saves wait on them, not on the clock).
   */
  const until = async (done: () => boolean, limitMs: number) => {
    for (let waited = 0; !done(); waited += TICK_MS) {
      if (waited > limitMs) {
        throw new Error(
          `the run did not settle: ${JSON.stringify(
            editors.map((editor) => ({
              name: editor.name,
              joined: editor.client.state.joined,
              unacknowledged: editor.client.unacknowledged,
              text: editor.shown.elements.map((e) => `${e.id}:${e.content}:${e.position.x}`),
            })),
          )}`,
        );
      }
      clock.advance(TICK_MS);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };

  editors.push(join('typist', ownerVisitorId, null, start));
  await until(() => editors[0]!.client.state.joined, 30_000);
  const editToken = await editTokenOf(cardId, ownerVisitorId);
  for (const name of ['prefixer', 'mover', 'shuffler']) {
    editors.push(join(name, newVisitorId(), editToken, editors[0]!.shown));
  }
  await until(() => editors.every((editor) => editor.client.state.joined), 30_000);

  const edit = (editor: Editor, next: CollabCardData) => {
    editor.shown = next;
    editor.client.setLocalCard(next);
  };
  const retyped = (card: CollabCardData, id: string, change: (content: string) => string) => ({
    ...card,
    elements: card.elements.map((element) =>
      element.id === id && element.type === 'text'
        ? { ...element, content: change(element.content) }
        : element,
    ),
  });
  const [typist, prefixer, ...others] = editors as [Editor, Editor, Editor, Editor];
  let created = 0;
  let drops = 0;

  for (let at = 0; at < RUN_MS; at += TICK_MS) {
    if (random() < 0.5) {
      // A controlled input: the key goes at the end of the text the typist sees.
      const key = SENTENCE[intentions.typed.length % SENTENCE.length]!;
      intentions.typed += key;
      edit(
        typist,
        retyped(typist.shown, TYPED_TEXT_ID, (content) => content + key),
      );
    }
    if (random() < 0.02) {
      const word = `w${intentions.words.length} `;
      intentions.words.push(word);
      edit(
        prefixer,
        retyped(prefixer.shown, TYPED_TEXT_ID, (content) => word + content),
      );
    }
    for (const editor of others) {
      if (random() >= 0.1) continue;
      const mine = editor.shown.elements.filter((element) => element.id.startsWith(editor.name));
      const choice = random();
      if (mine.length === 0 || (choice < 0.15 && mine.length < 3)) {
        const element = textElement(
          `${editor.name}-${created++}`,
          'new',
          Math.floor(random() * 500),
        );
        intentions.own.set(element.id, element);
        edit(editor, { ...editor.shown, elements: [...editor.shown.elements, element] });
      } else if (choice < 0.25) {
        const gone = mine[0]!;
        intentions.own.set(gone.id, null);
        const elements = editor.shown.elements.filter((element) => element.id !== gone.id);
        edit(editor, { ...editor.shown, elements });
      } else {
        const target = mine[Math.floor(random() * mine.length)]!;
        const changed: CardElement =
          choice < 0.6
            ? {
                ...target,
                position: { x: Math.floor(random() * 500), y: Math.floor(random() * 500) },
              }
            : { ...target, content: `${editor.name} ${Math.floor(random() * 1000)}` };
        intentions.own.set(changed.id, changed);
        const elements = editor.shown.elements.map((element) =>
          element.id === changed.id ? changed : element,
        );
        edit(editor, { ...editor.shown, elements });
      }
    }
    for (const editor of editors) {
      if (random() >= 0.002 || !editor.link) continue;
      editor.link.drop();
      drops += 1;
    }
    await tick();
  }

  // Quiet: no more edits; reconnects finish, every operation is acknowledged, relays arrive.
  const settled = () =>
    editors.every((editor) => editor.client.state.joined && editor.client.unacknowledged === 0) &&
    editors.every((editor) => sameValue(editor.shown, editors[0]!.shown));
  await until(settled, 60_000);
  await until(() => clock.pending === 0 || settled(), 5_000);

  const final = editors[0]!.shown;
  const fresh = join('fresh', newVisitorId(), editToken, sampleCard());
  await until(() => fresh.client.state.joined && sameValue(fresh.shown, final), 30_000);
  for (const editor of [...editors, fresh]) editor.client.stop();
  await until(() => clock.pending === 0, 5_000);
  return { final, intentions, cardId, drops };
}

function expectNothingLost(final: CollabCardData, intentions: Intentions) {
  const typed = final.elements.find((element) => element.id === TYPED_TEXT_ID)!.content;
  // Every keystroke, once and in order, at the end; every word typed at the start is there.
  expect(typed.endsWith(`Dear Sam, ${intentions.typed}`)).toBe(true);
  const prefix = typed.slice(0, typed.length - `Dear Sam, ${intentions.typed}`.length);
  expect([...prefix.matchAll(/w\d+ /g)].map((match) => match[0]).sort()).toEqual(
    [...intentions.words].sort(),
  );
  expect(prefix.length).toBe(intentions.words.join('').length);
  for (const [id, element] of intentions.own) {
    expect(final.elements.find((candidate) => candidate.id === id) ?? null).toEqual(element);
  }
}

async function expectSaved(cardId: string, final: CollabCardData) {
  await expect
    .poll(async () => {
      const saved = await savedCard(cardId);
      return { cardMessage: saved.cardMessage, elements: saved.elements };
    })
    .toEqual({ cardMessage: final.cardMessage, elements: final.elements });
}

describe('convergence over a slow, unreliable network', () => {
  it('four people on one replica: no keystroke or edit lost, everyone and the saved card agree', async () => {
    const { final, intentions, cardId, drops } = await runScenario(20261128, [services.collab]);
    expect(intentions.typed.length).toBeGreaterThan(400);
    expect(drops).toBeGreaterThan(0);
    expectNothingLost(final, intentions);
    await expectSaved(cardId, final);
  });

  it('the same with the four spread over two replicas sharing Redis', async () => {
    const { final, intentions, cardId, drops } = await runScenario(38, [services.collab, second]);
    expect(drops).toBeGreaterThan(0);
    expectNothingLost(final, intentions);
    await expectSaved(cardId, final);
  });
});
