import { CARD_SIZE, type GroupOverview } from '@cardsmith/contracts';
import { createDb } from '@cardsmith/service-kit';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { LINK_PREVIEW_SPREAD_BOXES } from '@cardsmith/card-render';
import { cropped, differingShare, drawCardAt } from './card-pixels.js';
import { expect, test, type Page } from './fixtures.js';
import { postAs } from './page-api.js';
import { printPdfOf, printedPage } from './print-order.js';

const RECIPIENT_ZONE = 'Europe/London';
/** Share of an inside page's pixels that may differ between the browser's drawing and resvg's. */
const INSIDE_PAGE_BAR = 0.02;
/** The width inside.png is asked at above, where the print PDF's signature page is compared. */
const PRINT_COMPARE_WIDTH = 500;
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** 1.5 s of a 440 Hz tone as 16-bit mono WAV: a voice note the media service accepts. */
function voiceNote(): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * 1.5);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return wav;
}

/** Date and time (YYYY-MM-DD, HH:MM) on the wall clock of a zone, some minutes from now. */
function wallClockIn(timeZone: string, minutesAhead: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutesAhead * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

interface Mail {
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

/** What the scheduler's email channel sent (offline: its outbox table), for these addresses. */
async function mailsTo(addresses: string[]): Promise<Mail[]> {
  const db = createDb<{ outbox_message: Mail & { channel: string; created_at: Date } }>(
    process.env.E2E_DATABASE_URL!,
    'scheduler',
    1,
  );
  try {
    return await db
      .selectFrom('outbox_message')
      .select(['recipient', 'subject', 'html', 'text'])
      .where('channel', '=', 'email')
      .where('recipient', 'in', addresses)
      .orderBy('created_at')
      .execute();
  } finally {
    await db.destroy();
  }
}

/** Waits until `count` emails whose subject matches have reached these addresses. */
async function awaitMails(addresses: string[], subject: RegExp, count: number): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect(async () => {
    found = (await mailsTo(addresses)).filter((mail) => subject.test(mail.subject));
    expect(found).toHaveLength(count);
  }).toPass({ timeout: 90_000 });
  return found;
}

async function deliveryToken(cardId: string): Promise<string> {
  const db = createDb<{ delivery: { card_id: string; token: string } }>(
    process.env.E2E_DATABASE_URL!,
    'scheduler',
    1,
  );
  try {
    const row = await db
      .selectFrom('delivery')
      .select('token')
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow();
    return row.token;
  } finally {
    await db.destroy();
  }
}

const signPath = (mail: Mail) => /\/sign\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

async function sign(page: Page, fields: { name: string; message: string }) {
  await page.getByLabel('Your name').fill(fields.name);
  await page.getByLabel('Your message').fill(fields.message);
}

test('a group card: invitations arrive, two sign, one is reminded, a late signature is in it, and the thank-you reaches every signer', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const run = Date.now().toString(36);
  const addresses = ['ann', 'bo', 'cy'].map((name) => `${name}-${run}@example.com`);
  const [ann, bo, cy] = addresses as [string, string, string];
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'Good luck, Grace!' });

  // The organiser invites three people from the collaboration page.
  await page.goto(`/collaboration?card=${card.id}`);
  await expect(page.getByText(/Pending/)).toHaveCount(0);
  await page.getByLabel('Email addresses').fill(addresses.join(', '));
  await page.getByLabel('Your name in the invitation (optional)').fill('Sam');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const invited = page.getByRole('list', { name: 'Invited signers' });
  await expect(invited.getByRole('listitem')).toHaveCount(3);
  await expect(invited.getByText('Invitation sent')).toHaveCount(3);

  // One real email each, sent by the scheduler's worker, with a personal link.
  const invitations = await awaitMails(addresses, /^Sam invites you to sign/, 3);
  const linkOf = (address: string) => signPath(invitations.find((m) => m.recipient === address)!);
  expect(new Set(addresses.map(linkOf)).size).toBe(3);
  for (const mail of invitations) {
    for (const other of addresses.filter((a) => a !== mail.recipient)) {
      expect(mail.html + mail.text).not.toContain(other);
    }
  }

  // Ann signs with a photo and a sticker, Bo with a voice note; neither has an account.
  const signers = await browser.newContext();
  const annPage = await signers.newPage();
  await annPage.goto(linkOf(ann));
  await expect(annPage.getByRole('heading', { name: 'Sign “Good luck, Grace!”' })).toBeVisible();
  await sign(annPage, { name: 'Ann', message: 'We will miss you, Grace!' });
  await annPage.getByLabel('Photo (optional)').setInputFiles({
    name: 'ann.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  await expect(annPage.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await annPage.getByRole('button', { name: 'Party popper' }).click();
  await annPage.getByRole('button', { name: 'Sign the card' }).click();
  await expect(annPage.getByRole('button', { name: 'Save changes' })).toBeVisible();

  const boContext = await browser.newContext();
  const boPage = await boContext.newPage();
  await boPage.goto(linkOf(bo));
  await sign(boPage, { name: 'Bo', message: 'Listen to this!' });
  await boPage.getByLabel('Voice note (optional)').setInputFiles({
    name: 'bo.wav',
    mimeType: 'audio/wav',
    buffer: voiceNote(),
  });
  await expect(boPage.getByLabel('Your voice note')).toBeVisible();
  await boPage.getByRole('button', { name: 'Sign the card' }).click();
  await expect(boPage.getByRole('button', { name: 'Save changes' })).toBeVisible();

  // The organiser sees who signed and reminds the one who has not: Cy, once.
  await page.reload();
  await expect(page.getByText('Signers: 2 of 3 have signed')).toBeVisible();
  await page.getByRole('button', { name: 'Remind the ones who have not signed' }).click();
  await expect(page.getByText('1 person was reminded.', { exact: true })).toBeVisible();
  const [reminder] = await awaitMails([cy], /^A reminder to sign/, 1);
  expect(signPath(reminder!)).toBe(linkOf(cy));
  await awaitMails([ann, bo], /^A reminder to sign/, 0);

  // The delivery, two minutes ahead in the recipient's zone; signing stays open until then.
  const { date, time } = wallClockIn(RECIPIENT_ZONE, 2);
  await postAs(page, '/api/cards/schedule', {
    cardId: card.id,
    deliveryMethod: 'email',
    deliveryDate: date,
    deliveryTime: time,
    timezone: RECIPIENT_ZONE,
    recipientInfo: { name: 'Grace', email: `grace-${run}@example.com` },
    reminderSettings: { enabled: false, reminderDays: [], reminderTime: '09:00' },
    senderEmail: `sam-${run}@example.com`,
  });
  // The scheduler reports the instant to cards as an event through its outbox, a moment later.
  const overview = async () =>
    (await (await page.request.get(`/api/cards/${card.id}/group`)).json()) as GroupOverview;
  await expect.poll(async () => (await overview()).deliverAt, { timeout: 20_000 }).not.toBeNull();
  const deliverAt = new Date((await overview()).deliverAt!);
  expect(deliverAt.getTime()).toBeGreaterThan(Date.now());

  // Cy signs in the last minute before the instant.
  const cyContext = await browser.newContext();
  const cyPage = await cyContext.newPage();
  await cyPage.waitForTimeout(Math.max(0, deliverAt.getTime() - 55_000 - Date.now()));
  await cyPage.goto(linkOf(cy));
  await sign(cyPage, { name: 'Cy', message: 'Just in time!' });
  await cyPage.getByRole('button', { name: 'Sign the card' }).click();
  await expect(cyPage.getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(Date.now()).toBeLessThan(deliverAt.getTime());

  // At the instant the card goes to Grace, and signing is closed.
  const [delivered] = await awaitMails([`grace-${run}@example.com`], /Good luck, Grace!/, 1);
  expect(delivered!.text).toContain(`/cards/${card.id}?delivery=`);
  await cyPage.reload();
  await expect(cyPage.getByText(/signatures can no longer be added or changed/)).toBeVisible();

  // The recipient page draws all three signatures (card-render's inside pages) and Bo's voice.
  const grace = await browser.newContext();
  const gracePage = await grace.newPage();
  await gracePage.goto(`/cards/${card.id}?delivery=${await deliveryToken(card.id)}`);
  await gracePage.getByRole('button', { name: 'Open your card' }).click();
  const inside = gracePage.getByRole('region', { name: 'Everyone who signed' });
  for (const name of ['Ann', 'Bo', 'Cy']) {
    await expect(inside.locator('svg text', { hasText: `— ${name}` })).toHaveCount(1);
  }
  await expect(inside.getByText('Voice note from Bo')).toBeVisible();
  const insidePng = await gracePage.request.get(
    `/api/cards/${card.id}/inside.png?page=0&width=${PRINT_COMPARE_WIDTH}`,
  );
  expect(insidePng.status()).toBe(200);

  // The share image (og:image) shows the card opened: its first inside page beside the front,
  // the same signatures at the same places as the recipient's page draws them.
  const shared = await gracePage.request.get(`/api/cards/${card.id}/link-preview.png`);
  expect(shared.status()).toBe(200);
  const sharedInside = cropped(
    PNG.sync.read(await shared.body()),
    LINK_PREVIEW_SPREAD_BOXES.inside,
  );
  const recipientInside = await drawCardAt(
    gracePage,
    inside.getByTestId('inside-page-0').locator('svg'),
    LINK_PREVIEW_SPREAD_BOXES.inside,
  );
  const sharedShare = differingShare(sharedInside, recipientInside, 0.1);
  await test
    .info()
    .attach('share image.png', { body: await shared.body(), contentType: 'image/png' });
  test.info().annotations.push({
    type: 'share image inside page differing from the recipient page',
    description: `${((sharedShare ?? 1) * 100).toFixed(3)}%`,
  });
  expect(sharedShare).not.toBeNull();
  expect(sharedShare!).toBeLessThanOrEqual(INSIDE_PAGE_BAR);

  // The printed card Sam orders now: its first signature page (after the front and the message)
  // is card-render's inside page with all three signatures, as inside.png draws it. Both are
  // resvg's drawings; compared at the recipient page's 500 px, the PDF's 300 dpi page scaled
  // down to it.
  const { page: printedSignatures, overhang } = await printedPage(
    await printPdfOf(page, card.id),
    3,
  );
  const scale = PRINT_COMPARE_WIDTH / printedSignatures.width;
  const shownHeight = Math.floor(printedSignatures.height * scale);
  const printedAtCompare = PNG.sync.read(
    await sharp(PNG.sync.write(printedSignatures))
      .resize(PRINT_COMPARE_WIDTH, shownHeight, { fit: 'fill' })
      .png()
      .toBuffer(),
  );
  const insideAtCompare = cropped(PNG.sync.read(await insidePng.body()), {
    x: 0,
    y: Math.round(overhang * scale),
    width: PRINT_COMPARE_WIDTH,
    height: shownHeight,
  });
  const printedShare = differingShare(printedAtCompare, insideAtCompare, 0.1);
  test.info().annotations.push({
    type: 'print PDF signature page differing from inside.png',
    description: `${((printedShare ?? 1) * 100).toFixed(3)}%`,
  });
  console.log(
    `print PDF signature page vs inside.png: ${((printedShare ?? 1) * 100).toFixed(3)}% of pixels differ`,
  );
  expect(printedShare).not.toBeNull();
  expect(printedShare!).toBeLessThanOrEqual(INSIDE_PAGE_BAR);

  // Grace thanks everyone once; each signer gets it alone, nobody's address in anyone's email.
  await gracePage.getByLabel('Your name (optional)').fill('Grace');
  await gracePage.getByLabel('Your thank-you').fill('Thank you all so much!');
  await gracePage.getByRole('button', { name: 'Send my thank-you' }).click();
  await expect(gracePage.getByText('Your thank-you is on its way to all 3 signers.')).toBeVisible();
  const thanks = await awaitMails(addresses, /^Grace says thank you/, 3);
  expect(thanks.map((mail) => mail.recipient).sort()).toEqual([...addresses].sort());
  for (const mail of thanks) {
    expect(mail.text).toContain('Thank you all so much!');
    for (const other of [...addresses, `grace-${run}@example.com`, `sam-${run}@example.com`]) {
      if (other !== mail.recipient) expect(mail.html + mail.text).not.toContain(other);
    }
  }
  await Promise.all([signers.close(), boContext.close(), cyContext.close(), grace.close()]);
});

test('100 signatures spill onto extra inside pages, drawn the same in the browser and on the server', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const card = await postAs<{ id: string }>(page, '/api/cards', { title: 'From the whole office' });
  const run = Date.now().toString(36);
  const emails = Array.from({ length: 100 }, (_, i) => `person${i}-${run}@example.com`);
  let overview: GroupOverview | undefined;
  for (const batch of [emails.slice(0, 50), emails.slice(50)]) {
    overview = await postAs<GroupOverview>(page, `/api/cards/${card.id}/group/invites`, {
      emails: batch,
    });
  }
  // Each signer by their own link, without the organiser's cookie.
  const signers = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const stickers = ['1f389', '1f382', '2764', '1f44f', '1f31f'];
  const words = 'thank you for everything we will miss you good luck in the new job'.split(' ');
  for (const [i, invite] of overview!.invites.entries()) {
    const res = await signers.put(
      new URL(invite.signUrl!).pathname.replace('/sign/', '/api/sign/'),
      {
        data: {
          name: `Colleague ${i + 1}`,
          message: Array.from(
            { length: 3 + ((i * 7) % 30) },
            (_, w) => words[(i + w) % words.length],
          ).join(' '),
          sticker: i % 3 === 0 ? stickers[i % stickers.length] : null,
        },
        headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
      },
    );
    expect(res.status(), await res.text()).toBe(200);
  }
  await signers.dispose();

  await page.goto(`/collaboration?card=${card.id}`);
  await expect(page.getByText('Signers: 100 of 100 have signed')).toBeVisible();
  const pages = page.getByTestId(/^inside-page-/);
  const count = await pages.count();
  expect(count).toBeGreaterThan(5);
  await page.evaluate(() => document.fonts.ready);
  const figures: string[] = [];
  const drawn: { browser: PNG; server: PNG }[] = [];
  for (const index of [0, count - 1]) {
    const svg = page.getByTestId(`inside-page-${index}`).locator('svg');
    await svg.scrollIntoViewIfNeeded();
    const browserPage = await drawCardAt(page, svg, CARD_SIZE);
    const server = PNG.sync.read(
      await (
        await page.request.get(
          `/api/cards/${card.id}/inside.png?page=${index}&width=${CARD_SIZE.width}`,
        )
      ).body(),
    );
    drawn.push({ browser: browserPage, server });
    const share = differingShare(browserPage, server, 0.1);
    for (const [kind, image] of Object.entries({ browser: browserPage, server })) {
      await testInfo.attach(`inside page ${index + 1} ${kind}.png`, {
        body: PNG.sync.write(image),
        contentType: 'image/png',
      });
    }
    figures.push(`page ${index + 1} of ${count}: ${((share ?? 1) * 100).toFixed(3)}%`);
    expect(share).not.toBeNull();
    // Every note at the same place with the same line breaks; what differs is the antialiasing
    // of glyph edges (Chromium's rasteriser against resvg's), which on a page that is mostly
    // text is about 1.2% of its pixels (0.3% on a card, rich-card-outputs.spec.ts).
    expect(share!).toBeLessThanOrEqual(INSIDE_PAGE_BAR);
  }
  // The bar tells layouts apart: the first page against the last differs far more.
  const otherPage = differingShare(drawn[0]!.browser, drawn[1]!.server, 0.1)!;
  figures.push(`page 1 against page ${count}: ${(otherPage * 100).toFixed(1)}%`);
  expect(otherPage).toBeGreaterThan(INSIDE_PAGE_BAR * 3);
  testInfo.annotations.push({
    type: 'inside pages differing from the browser',
    description: figures.join('; '),
  });
});
