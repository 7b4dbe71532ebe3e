import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngBomb, startService, type StartedService } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newVisitor, PUBLIC_ORIGIN } from './support.js';

/**
 * Issue 32, defect 1: a card with 60 image elements showing one 5000×5000 PNG (within the upload
 * limit) took the cards process to gigabytes. The cards service runs as its own process here, so
 * its resident memory is measured alone, while a stand-in media service serves that PNG for
 * every image it is asked for (as a media service without renditions would).
 */
const RSS_LIMIT_BYTES = 600 * 1024 * 1024;
const HUGE_ID = 'huge5000px0001';
const RENDITION_ID = 'rendition2048px';
const images = new Map([
  [HUGE_ID, pngBomb(5000, 5000)],
  // What the media service serves for an upload of any size: its copy at 2048 px.
  [RENDITION_ID, pngBomb(2048, 2048)],
]);

let media: Server;
let cards: StartedService;
beforeAll(async () => {
  media = createServer((request, response) => {
    const id = /^\/api\/media\/([^/]+)\/rendition$/.exec(request.url ?? '')?.[1] ?? '';
    const image = images.get(id);
    if (!image) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(image);
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  cards = await startService({
    name: 'cards',
    infra: inject('infra'),
    env: {
      MEDIA_URL: `http://127.0.0.1:${(media.address() as AddressInfo).port}`,
      PUBLIC_ORIGIN,
    },
  });
}, 150_000);
afterAll(async () => {
  await cards?.stop();
  await new Promise((resolve) => media.close(resolve));
});

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

/** Samples the process's resident memory every 20 ms while `work` runs; the highest reading. */
async function peakResidentWhile(pid: number, work: Promise<unknown>): Promise<number> {
  let peak = await residentBytes(pid);
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    await work;
  } finally {
    running = false;
    await sampling;
  }
  return peak;
}

const owner = newVisitor();

const imageElements = (elementCount: number, mediaId: string) =>
  Array.from({ length: elementCount }, (_, i) => ({
    id: `photo${i}`,
    type: 'image',
    content: `/api/media/${mediaId}`,
    position: { x: 40 + (i % 6) * 80, y: 60 + Math.floor(i / 6) * 60 },
    size: { width: 80, height: 60 },
  }));

async function createCard(elementCount: number, mediaId: string): Promise<string> {
  const elements = imageElements(elementCount, mediaId);
  const response = await fetch(`${cards.url}/api/cards`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ elements }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A save changes the card's version, so its next preview is drawn anew. */
async function save(id: string, title: string, elements: object[]): Promise<void> {
  const response = await fetch(`${cards.url}/api/cards/${id}`, {
    method: 'PUT',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ title, elements }),
  });
  expect(response.status).toBe(200);
}

const preview = (id: string) => fetch(`${cards.url}/api/cards/${id}/preview.png?width=1500`);

describe('the memory of one preview render is bounded', () => {
  it('answers the 60-image card with a sentence and stays under 600 MB resident', async () => {
    const id = await createCard(60, HUGE_ID);
    const before = await residentBytes(cards.pid);
    const started = performance.now();
    let answers: Response[] = [];
    const peak = await peakResidentWhile(
      cards.pid,
      (async () => {
        answers = await Promise.all([preview(id), preview(id)]);
        answers.push(...(await Promise.all(Array.from({ length: 6 }, () => preview(id)))));
      })(),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `60-image card, 8 renders: ${Math.round(before / 2 ** 20)} MB before, peak ${Math.round(peak / 2 ** 20)} MB, ${seconds.toFixed(1)} s, statuses ${answers.map((a) => a.status).join(',')}`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { message: string }).message).toMatch(/pictures/);
    }
    expect(peak).toBeLessThan(RSS_LIMIT_BYTES);
  }, 120_000);

  it('draws a card within the budget under 600 MB, batch after batch', async () => {
    // Eleven full-size renditions: 46 megapixels, the most the budget admits.
    const elements = imageElements(11, RENDITION_ID);
    const id = await createCard(11, RENDITION_ID);
    const before = await residentBytes(cards.pid);
    const peaks: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const statuses: number[] = [];
      peaks.push(
        await peakResidentWhile(
          cards.pid,
          (async () => {
            await save(id, `Batch ${batch}`, elements);
            const answers = await Promise.all([preview(id), preview(id), preview(id)]);
            statuses.push(...answers.map((answer) => answer.status));
          })(),
        ),
      );
      expect(statuses).toEqual([200, 200, 200]);
    }
    console.info(
      `11-rendition card, 3 batches of 3 renders: ${Math.round(before / 2 ** 20)} MB before, peaks ${peaks.map((peak) => Math.round(peak / 2 ** 20)).join(', ')} MB`,
    );
    for (const peak of peaks) expect(peak).toBeLessThan(RSS_LIMIT_BYTES);
  }, 120_000);
});
