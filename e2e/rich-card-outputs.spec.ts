import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LINK_PREVIEW_CARD_BOX } from '@cardsmith/card-render';
import { CARD_SIZE, LINK_PREVIEW_SIZE } from '@cardsmith/contracts';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { locateFfmpeg } from '../services/media/src/video/render/ffmpeg.js';
import { CARD_BOX as VIDEO_CARD_BOX } from '../services/media/src/video/render/layout.js';
import { cropped, differingShare, drawCardAt } from './card-pixels.js';
import { expect, test, type Browser, type Page } from './fixtures.js';
import { postAs } from './page-api.js';
import { printPdfOf, printedPage } from './print-order.js';

/**
 * Issue 31's proof that what people receive is the card that was made: one rich card built in
 * the editor (template art, a frame, an uploaded photo, words with emoji, Chinese and Arabic, a
 * voice message) is compared pixel by pixel with the editor's own preview in every output: the
 * recipient page, preview.png, the link-preview image, page 1 of the print PDF (pdftoppm), the
 * video card's frames at 1, 7 and 14 s, the AR model drawn by Chromium, and the delivery email
 * opened from another origin. Each output's PNGs and differences are attached to the test.
 */
const run = promisify(execFile);
const offset = Number(process.env.E2E_PORT_OFFSET ?? 10_000);
const serviceUrl = (port: number) => `http://127.0.0.1:${port + offset}`;
/** The development default every service of the test platform runs with. */
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'cardsmith-dev-internal-secret';
const internal = { 'x-internal-secret': INTERNAL_SECRET };

/** The card's words: emoji, Chinese and Arabic (right to left) beside Latin. */
const WORDS = 'Happy Birthday 🎂🎉\n你好 مرحبا';
const RECIPIENT_EMAIL = 'rich-card@example.com';

/**
 * How far each output may stray from the editor's preview: the share of the card's pixels
 * (`maxShare`) and of the words' box alone (`maxWords`) that differ by more than pixelmatch's
 * colour distance `threshold`, and why that much:
 * - the recipient page is the browser's own drawing (the same SVG, fonts and pictures): exact;
 * - resvg's drawings (preview.png, the link preview, the email's picture) differ only in the
 *   antialiasing of glyph and picture edges, Chromium's rasteriser against resvg's (0.13–0.15%
 *   measured): at most 0.3% of the card;
 * - the print page is resvg's drawing at 300 dpi, compared at 300 dpi (0.67% measured, its many
 *   more edge pixels): at most 1%;
 * - a video frame is H.264 at CRF 23 in yuv420p, colour at half resolution and blocky edges, so
 *   the colour distance is 0.2 (as media's frame test; 0.32–0.39% measured): at most 1%;
 * - the AR model is a lit 3D scene: model-viewer shades the front texture with its neutral
 *   environment and tone mapping, and WebGL filters the texture; distance 0.3 (1.03% measured):
 *   at most 3%.
 * The words' box alone is held to its own bar (1.2–1.3% measured for resvg's drawings, 0.3% for
 * the print, 2.7–3.0% for video frames, 7.7% for the AR model). A blank card differs in most of
 * its pixels; words drawn as boxes in only about half a per cent of the card, below the lossy
 * outputs' bars, so each output's words must also be `nearer` times nearer the editor's than
 * the same card's drawn with boxes: twice, but for the AR model, whose shading leaves its words
 * only 1.22 times nearer (7.7% against 9.4% measured): there 1.1.
 */
const TOLERANCE = {
  'recipient page': { threshold: 0.1, maxShare: 0.001, maxWords: 0.005, nearer: 2 },
  'preview.png': { threshold: 0.1, maxShare: 0.003, maxWords: 0.02, nearer: 2 },
  'link preview (card)': { threshold: 0.1, maxShare: 0.003, maxWords: 0.02, nearer: 2 },
  'print PDF page 1': { threshold: 0.1, maxShare: 0.01, maxWords: 0.02, nearer: 2 },
  'email from another origin': { threshold: 0.1, maxShare: 0.003, maxWords: 0.02, nearer: 2 },
  'video at 1 s': { threshold: 0.2, maxShare: 0.01, maxWords: 0.05, nearer: 2 },
  'video at 7 s': { threshold: 0.2, maxShare: 0.01, maxWords: 0.05, nearer: 2 },
  'video at 14 s': { threshold: 0.2, maxShare: 0.01, maxWords: 0.05, nearer: 2 },
  'AR model (front)': { threshold: 0.3, maxShare: 0.03, maxWords: 0.12, nearer: 1.1 },
} as const;
type Output = keyof typeof TOLERANCE;

/** A photograph-like picture: smooth colour fields crossed by hard-edged discs. */
function photo(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const disc =
        (x - 300) ** 2 + (y - 300) ** 2 < 160 ** 2 !== (x - 820) ** 2 + (y - 560) ** 2 < 220 ** 2;
      image.data[at] = disc ? 250 : 128 + 100 * Math.sin(x / 37);
      image.data[at + 1] = disc ? 200 : 128 + 100 * Math.sin(y / 23 + x / 90);
      image.data[at + 2] = disc ? 40 : 140 + 90 * Math.cos((x + y) / 51);
      image.data[at + 3] = 255;
    }
  return PNG.sync.write(image);
}

/** Builds the card in the editor as a visitor does and saves it; its id. */
async function buildInEditor(page: Page, photoFile: string): Promise<string> {
  await page.goto('/editor?category=birthday');
  await page
    .locator('section[aria-labelledby="template-picker-heading"] ul button')
    .first()
    .click();

  await page.getByRole('tab', { name: 'design' }).click();
  await page.getByRole('button', { name: /Golden Borders/ }).click();

  await page.getByRole('tab', { name: 'content' }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill(WORDS);
  // Large enough that a glyph drawn as a box would show in every output.
  await page.getByLabel('Size (px)').fill('36');
  await page.getByLabel('Size (px)').press('Enter');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'images' }).click();
  await page.getByLabel('Photo to upload').setInputFiles(photoFile);
  await expect(page.getByText('Photo added to the card.')).toBeAttached({ timeout: 60_000 });

  await page.getByRole('tab', { name: 'content' }).click();
  await page.getByRole('button', { name: 'Text to speech' }).click();
  const voice = page.getByRole('dialog', { name: 'Add Voice Message' });
  await voice.getByLabel('Your message').fill('Happy birthday! I hope it is a wonderful one.');
  await voice.getByRole('button', { name: 'Generate Voice' }).click();
  await voice.getByRole('button', { name: 'Add to Card' }).click({ timeout: 60_000 });
  await expect(page.getByText(/This spoken message \(\d:\d\d\) is on your card\./)).toBeVisible();

  await page.getByRole('button', { name: 'Save and Share' }).first().click();
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await naming.getByLabel('Who is it for? (optional)').fill('Mina');
  await naming.getByRole('button', { name: 'Save and Share' }).click();
  const saved = page.getByRole('dialog', { name: 'Your card is saved' });
  await expect(saved.getByLabel('Card link')).toHaveValue(/\/cards\/[A-Za-z0-9_-]+$/);
  const link = await saved.getByLabel('Card link').inputValue();
  await page.keyboard.press('Escape');
  await expect(saved).toBeHidden();
  return new URL(link).pathname.split('/').pop()!;
}

/**
 * The card as it would look with every glyph its fonts miss drawn as a box and no emoji
 * pictures: what the outputs looked like before the world's scripts were covered.
 */
function boxed(markup: string): string {
  return markup
    .replace(/\shref="\/emoji\/[^"]*"/g, ' href=""')
    .replace(
      />([^<]+)</g,
      (_text, words: string) => `>${words.replace(/[^\x20-\x7e]/gu, '\ue000')}<`,
    );
}

/** Renders the card's video from its own front and returns the finished MP4's URL. */
async function videoOf(page: Page, cardId: string): Promise<string> {
  const started = await page.request.post(`/api/video/create-card?cardId=${cardId}`, {
    multipart: {
      cardId,
      type: 'template',
      templateId: 'birthday-celebration',
      title: 'Happy Birthday, Mina!',
      message: 'A whole year of good things ahead.',
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  let videoUrl: string | undefined;
  await expect
    .poll(
      async () => {
        const job = await (await page.request.get(`/api/video/jobs/${jobId}`)).json();
        videoUrl = job.videoUrl;
        return job.status;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe('done');
  return videoUrl!;
}

/** Schedules the card by email a minute or two ahead (UTC wall clock); the schedule's id. */
async function scheduleEmail(page: Page, cardId: string): Promise<void> {
  const at = new Date(Date.now() + 2 * 60_000).toISOString();
  await postAs(page, '/api/cards/schedule', {
    cardId,
    deliveryDate: at.slice(0, 10),
    deliveryTime: at.slice(11, 16),
    deliveryMethod: 'email',
    timezone: 'UTC',
    recipientInfo: { name: 'Mina', email: RECIPIENT_EMAIL },
    reminderSettings: { enabled: false },
    personalMessage: 'Open me!',
  });
}

/** The delivered email's HTML, from the offline email channel's outbox, once it is sent. */
async function deliveredEmailHtml(page: Page): Promise<string> {
  const scheduler = serviceUrl(4104);
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await page.request.get(
          `${scheduler}/internal/scheduler/admin/outbox?channel=email`,
          { headers: internal },
        );
        const { messages } = (await list.json()) as {
          messages: { id: string; recipient: string }[];
        };
        id = messages.find((message) => message.recipient === RECIPIENT_EMAIL)?.id;
        return id;
      },
      { timeout: 240_000, intervals: [3_000] },
    )
    .toBeTruthy();
  const message = await page.request.get(`${scheduler}/internal/scheduler/admin/outbox/${id}`, {
    headers: internal,
  });
  return ((await message.json()) as { html: string }).html;
}

/**
 * Serves one HTML page from its own origin (another port of this machine), as a web mail client
 * shows a message: the page's images come from the platform's public origin, cross-origin.
 */
async function serveHtml(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/message`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** Whether every image of the page has loaded with a size (a blocked one has none). */
async function imagesLoaded(page: Page): Promise<boolean> {
  return page
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) =>
      images.every((image) => image.complete && image.naturalWidth > 0),
    );
}

/** model-viewer's background (the element's bg-stone-100), around the card in its picture. */
const VIEWER_BACKGROUND = [245, 245, 244] as const;

/**
 * The card's front in the AR page's 3D model, turned square to the camera, as Chromium's
 * WebGL draws it: the picture's part that is not the viewer's background, scaled to the card's
 * proportions.
 */
async function arFront(browser: Browser, cardId: string): Promise<PNG> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`/ar-view/${cardId}`);
    // Loading three.js and decoding the textures in software WebGL is slow on shared cores.
    await expect(page.getByTestId('card-model')).toHaveAttribute('data-support', 'no-ar', {
      timeout: 90_000,
    });
    const viewer = page.locator('model-viewer');
    await viewer.evaluate(async (element) => {
      const model = element as HTMLElement & {
        jumpCameraToGoal: () => void;
        updateComplete: Promise<unknown>;
      };
      element.style.height = '760px';
      // Without its default loading bar, which a change of tone mapping can bring back for a
      // moment across the model's top edge: it is the viewer's, not the card's.
      const noProgressBar = document.createElement('div');
      noProgressBar.slot = 'progress-bar';
      element.appendChild(noProgressBar);
      model.setAttribute('camera-orbit', '0deg 90deg auto');
      model.setAttribute('interaction-prompt', 'none');
      model.setAttribute('shadow-intensity', '0');
      model.setAttribute('tone-mapping', 'neutral');
      model.jumpCameraToGoal();
      await model.updateComplete;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const shot = PNG.sync.read(await viewer.screenshot());
    const box = { left: shot.width, top: shot.height, right: -1, bottom: -1 };
    for (let y = 0; y < shot.height; y += 1)
      for (let x = 0; x < shot.width; x += 1) {
        const at = (y * shot.width + x) * 4;
        const far = VIEWER_BACKGROUND.some((value, c) => Math.abs(shot.data[at + c]! - value) > 12);
        if (!far) continue;
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    expect(box.right, 'the model drew something').toBeGreaterThan(box.left);
    const width = box.right - box.left + 1;
    const card = await sharp(PNG.sync.write(shot))
      .extract({ left: box.left, top: box.top, width, height: box.bottom - box.top + 1 })
      .resize(width, Math.round((width * CARD_SIZE.height) / CARD_SIZE.width), {
        fit: 'fill',
        kernel: 'linear',
      })
      .png()
      .toBuffer();
    return PNG.sync.read(card);
  } finally {
    await context.close();
  }
}

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

test('one rich card is the same card in every output a person receives', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  const scratch = await mkdtemp(join(tmpdir(), 'rich-card-'));
  try {
    const photoFile = join(scratch, 'photo.png');
    await writeFile(photoFile, photo(1200, 900));
    const cardId = await buildInEditor(page, photoFile);

    // The slow outputs start first and are collected after the quick ones.
    await scheduleEmail(page, cardId);
    const video = videoOf(page, cardId);
    const printPdf = printPdfOf(page, cardId);

    const editorSvg = page.getByTestId('card-flipper').locator('svg').first();
    const editorAt = (width: number, height: number, shiftY = 0) =>
      drawCardAt(page, editorSvg, { width, height, shiftY });
    const outputs: { name: Output; reference: PNG; output: PNG; shiftY?: number }[] = [];
    const editorFront = await editorAt(CARD_SIZE.width, CARD_SIZE.height);
    // Where the words are on the card (card px), so each output is also judged on them alone.
    const words = await editorSvg.evaluate((svg) => {
      const text = [...svg.querySelectorAll('text')].find((t) => t.textContent?.includes('你好'))!;
      const box = text.getBBox();
      return { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 };
    });
    const wordsIn = (image: PNG, shiftY = 0) => {
      const scale = image.width / CARD_SIZE.width;
      return cropped(image, {
        x: Math.round(words.x * scale),
        y: Math.round(words.y * scale - shiftY),
        width: Math.round(words.width * scale),
        height: Math.round(words.height * scale),
      });
    };

    // The recipient: another browser, no cookies, the card's link.
    const recipient = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const theirPage = await recipient.newPage();
    await theirPage.goto(`/cards/${cardId}`);
    await theirPage.getByRole('button', { name: 'Open your card' }).click();
    const theirCard = theirPage
      .getByRole('button', { name: 'Flip the card to read the message' })
      .locator('svg')
      .first();
    await expect(theirCard).toBeVisible();
    outputs.push({
      name: 'recipient page',
      reference: editorFront,
      output: await drawCardAt(theirPage, theirCard, CARD_SIZE),
    });

    const preview = await theirPage.request.get(
      `/api/cards/${cardId}/preview.png?side=front&width=${CARD_SIZE.width}`,
    );
    outputs.push({
      name: 'preview.png',
      reference: editorFront,
      output: PNG.sync.read(await preview.body()),
    });

    // The link preview a network unfurls: og:image of the card's page, the card centred in it.
    const html = await (await theirPage.request.get(`/cards/${cardId}`)).text();
    const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(html)![1]!;
    const unfurled = PNG.sync.read(
      await (await theirPage.request.get(ogImage.replaceAll('&amp;', '&'))).body(),
    );
    expect([unfurled.width, unfurled.height]).toEqual([
      LINK_PREVIEW_SIZE.width,
      LINK_PREVIEW_SIZE.height,
    ]);
    const linkCard = LINK_PREVIEW_CARD_BOX;
    outputs.push({
      name: 'link preview (card)',
      reference: await editorAt(linkCard.width, linkCard.height),
      output: cropped(unfurled, linkCard),
    });
    await recipient.close();

    // Page 1 of the print-ready PDF (the front) at its own 300 dpi, so poppler draws the page's
    // picture pixel for pixel. The page is the trim plus bleed, covered by the card: the card
    // overhangs it top and bottom, and is drawn here where it lies.
    const { page: printed, overhang } = await printedPage(await printPdf, 1);
    await page.setViewportSize({ width: printed.width + 20, height: printed.height + 20 });
    const printReference = await editorAt(printed.width, printed.height, overhang);
    await page.setViewportSize({ width: 1280, height: 900 });
    outputs.push({
      name: 'print PDF page 1',
      reference: printReference,
      output: printed,
      shiftY: overhang,
    });

    // The delivery email, opened by a web mail client on another origin: its card image must
    // load from the public origin (absolute URL, Cross-Origin-Resource-Policy cross-origin).
    const emailHtml = await deliveredEmailHtml(page);
    const mailServer = await serveHtml(emailHtml);
    const mail = await browser.newContext({ viewport: { width: 548, height: 900 } });
    const mailPage = await mail.newPage();
    await mailPage.goto(mailServer.url);
    await expect.poll(() => imagesLoaded(mailPage)).toBe(true);
    const cardImage = mailPage.locator(`img[src*="/api/cards/${cardId}/preview.png"]`);
    const shown = (await cardImage.boundingBox())!;
    await mailPage.setViewportSize({
      width: Math.round(548 - (shown.width - CARD_SIZE.width)),
      height: 900,
    });
    await expect.poll(async () => (await cardImage.boundingBox())!.width).toBe(CARD_SIZE.width);
    // Blink paints the picture on whole pixels: its box rounded, not the box's fractional edges.
    const placed = (await cardImage.boundingBox())!;
    const emailShot = await mailPage.screenshot({
      clip: { x: Math.round(placed.x), y: Math.round(placed.y), ...CARD_SIZE },
    });
    outputs.push({
      name: 'email from another origin',
      reference: editorFront,
      output: PNG.sync.read(emailShot),
    });
    await mail.close();
    await mailServer.close();

    // Frames of the video card, its card region.
    const videoFile = join(scratch, 'card.mp4');
    const mp4 = await page.request.get(await video);
    await writeFile(videoFile, await mp4.body());
    const videoReference = await editorAt(VIDEO_CARD_BOX.width, VIDEO_CARD_BOX.height);
    for (const seconds of [1, 7, 14] as const) {
      const still = join(scratch, `frame-${seconds}.png`);
      await run(locateFfmpeg(), [
        '-v',
        'error',
        '-ss',
        String(seconds),
        '-i',
        videoFile,
        '-frames:v',
        '1',
        still,
      ]);
      outputs.push({
        name: `video at ${seconds} s`,
        reference: videoReference,
        output: cropped(PNG.sync.read(await readFile(still)), VIDEO_CARD_BOX),
      });
    }

    const ar = await arFront(browser, cardId);
    outputs.push({
      name: 'AR model (front)',
      reference: await editorAt(ar.width, ar.height),
      output: ar,
    });

    const figures: string[] = [];
    for (const { name, reference, output, shiftY } of outputs) {
      const { threshold, maxShare, maxWords, nearer } = TOLERANCE[name];
      const diff = new PNG({ width: reference.width, height: reference.height });
      const share = differingShare(reference, output, threshold, diff);
      const wordsShare = differingShare(
        wordsIn(reference, shiftY),
        wordsIn(output, shiftY),
        threshold,
      );
      const blank = new PNG({ width: reference.width, height: reference.height });
      blank.data.fill(255);
      const blankShare = differingShare(reference, blank, threshold);
      // Words drawn as boxes change too few of the card's pixels to fail a lossy output's bar;
      // the output's words must be nearer the editor's than the same card's with boxes.
      await page.setViewportSize({
        width: Math.max(1280, reference.width + 20),
        height: Math.max(900, reference.height + 20),
      });
      const boxedReference = await drawCardAt(page, editorSvg, {
        width: reference.width,
        height: reference.height,
        shiftY,
        edit: boxed,
      });
      const boxedWords = differingShare(
        wordsIn(boxedReference, shiftY),
        wordsIn(output, shiftY),
        threshold,
      );
      for (const [kind, image] of Object.entries({ editor: reference, output, diff })) {
        await testInfo.attach(`${name} ${kind}.png`, {
          body: PNG.sync.write(image),
          contentType: 'image/png',
        });
      }
      const percent = (value: number | null, digits: number) =>
        value === null ? 'size differs' : `${(value * 100).toFixed(digits)}%`;
      figures.push(
        `${name}: card ${percent(share, 3)} (bar ${maxShare * 100}%, blank ${percent(blankShare, 1)}), ` +
          `words ${percent(wordsShare, 2)} (bar ${maxWords * 100}%; against boxes ${percent(boxedWords, 2)})`,
      );
      expect.soft(share, `${name} against the editor's preview`).not.toBeNull();
      expect.soft(share!, `${name} against the editor's preview`).toBeLessThanOrEqual(maxShare);
      expect
        .soft(wordsShare!, `${name}'s words against the editor's`)
        .toBeLessThanOrEqual(maxWords);
      expect.soft(blankShare!, `a blank card against ${name}'s bar`).toBeGreaterThan(maxShare * 3);
      expect
        .soft(boxedWords!, `${name}'s words are the editor's, not boxes`)
        .toBeGreaterThan(wordsShare! * nearer);
    }
    testInfo.annotations.push({
      type: 'pixels differing from the editor preview',
      description: figures.join('; '),
    });
    console.log(figures.join('\n'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});
