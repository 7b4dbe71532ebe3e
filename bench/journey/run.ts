/**
 * Issue 16's measure of "a card in a minute": a new visitor's whole journey the shortest way the
 * interface allows, on a desktop and a phone viewport. Land on /, pick an occasion, a template,
 * write an AI message naming the recipient, save and share, then open the link as the recipient.
 * Issue 31 adds the other ways into a card, on the desktop: /ai-message, /ai-image and
 * /voice-messages ("Put on a new card") and the editor's Surprise Me, each to a shared link.
 * Prints, per path, the actions from landing to a shared link, the wall time, whether any action's
 * result was out of view (so a scroll would be needed to see it), and pixel diffs of the
 * recipient's card and the server's preview PNG against the editor's preview.
 *
 * Run on demand: `npm run build && node --import tsx bench/journey/run.ts`
 * (JOURNEY_BASE_URL=http://… drives an already running platform instead of starting one).
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { startPlatform } from '../../scripts/test-platform.js';
import { differingShare, drawCardAt } from '../../e2e/card-pixels.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

/** The targets. */
const TARGET_ACTIONS = 10;
/**
 * pixelmatch's per-pixel colour distance (0–1), and the share of pixels allowed to differ for two
 * renders to count as identical: 0.1% of the card (350 px), room for the edge antialiasing in
 * which Chromium's and resvg's rasterisers differ, where a word wrapped or sized differently
 * changes several per cent.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_SHARE = 0.001;
const RECIPIENT = 'Sam';
const CARD = { width: 500, height: 700 } as const;

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

interface Step {
  action: string;
  /** The action's result was wholly in the viewport when it appeared. */
  inView: boolean;
}

/** Whether the element's box lies wholly inside the viewport (no scroll needed to see it). */
async function whollyInView(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height + 1 &&
    box.x + box.width <= viewport.width + 1
  );
}

type Device = keyof typeof VIEWPORTS;

/** One thing the visitor does, and what they look at to see it worked. */
type Act = (action: string, doIt: () => Promise<void>, result: () => Locator) => Promise<void>;

interface Visitor {
  page: Page;
  act: Act;
  tap: (target: Locator) => Promise<void>;
  /** The editor's card preview. */
  preview: () => Locator;
}

/** A way into a card: where the visitor lands and what they do until the editor shows it. */
interface CardPath {
  landing: string;
  devices: readonly Device[];
  toEditor: (visitor: Visitor) => Promise<void>;
}

const PATHS: Record<string, CardPath> = {
  'editor template': {
    landing: '/',
    devices: ['desktop', 'phone'],
    async toEditor({ page, act, tap, preview }) {
      await act(
        'pick the occasion (Birthday tile)',
        () => tap(page.getByRole('link', { name: /^Birthday/ }).first()),
        preview,
      );
      await act(
        'pick a template',
        () =>
          tap(page.locator('section[aria-labelledby="template-picker-heading"] ul button').first()),
        preview,
      );
      await act(
        'open the Content tab',
        () => tap(page.getByRole('tab', { name: 'content' })),
        () => page.getByRole('button', { name: 'AI message' }),
      );
      const assistant = page.getByRole('dialog', { name: 'AI Message Assistant' });
      await act(
        'open AI message',
        () => tap(page.getByRole('button', { name: 'AI message' })),
        () => assistant,
      );
      await act(
        'choose the relationship',
        async () => {
          await assistant.getByLabel('Relationship').selectOption('friend');
        },
        () => assistant.getByLabel('Relationship'),
      );
      await act(
        "type the recipient's name",
        () => assistant.getByLabel('Details (optional)').fill(`${RECIPIENT} loves hiking`),
        () => assistant.getByLabel('Details (optional)'),
      );
      await act(
        'generate messages',
        () => tap(assistant.getByRole('button', { name: 'Generate Messages' })),
        () => assistant.getByRole('button', { name: 'Use This Message' }),
      );
      await act(
        'use the first message',
        () => tap(assistant.getByRole('button', { name: 'Use This Message' }).first()),
        preview,
      );
    },
  },
  '/ai-message': {
    landing: '/ai-message',
    devices: ['desktop'],
    async toEditor({ page, act, tap, preview }) {
      const choices = [
        ['Occasion', 'birthday'],
        ['Relationship', 'friend'],
        ['Tone', 'heartfelt'],
      ] as const;
      for (const [label, value] of choices) {
        const field = page.getByLabel(new RegExp(`^${label}`));
        await act(
          `choose the ${label.toLowerCase()}`,
          async () => {
            await field.selectOption(value);
          },
          () => field,
        );
      }
      const putOnCard = page.getByRole('button', { name: 'Put on a new card' });
      await act(
        'generate',
        () => tap(page.getByRole('button', { name: 'Generate' })),
        () => putOnCard,
      );
      await act('put it on a new card', () => tap(putOnCard), preview);
    },
  },
  '/ai-image': {
    landing: '/ai-image',
    devices: ['desktop'],
    async toEditor({ page, act, tap, preview }) {
      const creator = page.getByRole('dialog');
      await act(
        'open the Image Creator',
        () => tap(page.getByRole('button', { name: 'Open Image Creator' })),
        () => creator.getByLabel('Describe your image'),
      );
      await act(
        'describe the picture',
        () => creator.getByLabel('Describe your image').fill('A sunset over a calm sea'),
        () => creator.getByLabel('Describe your image'),
      );
      await act(
        'generate the image',
        () => tap(creator.getByRole('button', { name: 'Generate Image' })),
        () => creator.getByRole('button', { name: 'Perfect!' }),
      );
      const putOnCard = page.getByRole('button', { name: 'Put on a new card' });
      await act(
        'take it (Perfect!)',
        () => tap(creator.getByRole('button', { name: 'Perfect!' })),
        () => putOnCard,
      );
      await act('put it on a new card', () => tap(putOnCard), preview);
    },
  },
  '/voice-messages': {
    landing: '/voice-messages',
    devices: ['desktop'],
    async toEditor({ page, act, tap, preview }) {
      await act(
        'type the words to speak',
        () => page.getByLabel('Text to speak').fill(`Happy birthday, ${RECIPIENT}!`),
        () => page.getByLabel('Text to speak'),
      );
      const putOnCard = page.getByRole('button', { name: 'Put on a new card' });
      await act(
        'generate the voice',
        () => tap(page.getByRole('button', { name: 'Generate Voice' })),
        () => putOnCard,
      );
      await act('put it on a new card', () => tap(putOnCard), preview);
    },
  },
  'editor Surprise Me': {
    landing: '/editor',
    devices: ['desktop'],
    async toEditor({ page, act, tap, preview }) {
      const surprise = page.getByRole('button', { name: 'Surprise Me', exact: true });
      await act(
        'open the Surprise Me tab',
        () => tap(page.getByRole('tab', { name: 'Surprise Me' })),
        () => surprise,
      );
      const useDesign = page.getByRole('button', { name: 'Use this design' });
      await act(
        'design a surprise card',
        () => tap(surprise),
        () => useDesign,
      );
      await act('use the design', () => tap(useDesign), preview);
    },
  },
};

async function journey(browser: Browser, baseUrl: string, path: CardPath, device: Device) {
  const context = await browser.newContext({ ...VIEWPORTS[device], baseURL: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const steps: Step[] = [];
  const act: Act = async (action, doIt, result) => {
    await doIt();
    const shown = result();
    await shown.first().waitFor({ state: 'visible' });
    // Measured once the page has laid out and painted what the action changed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    steps.push({ action, inView: await whollyInView(page, shown.first()) });
  };
  const tap = (target: Locator) => (device === 'phone' ? target.tap() : target.click());
  const preview = () => page.getByTestId('card-flipper');

  const started = performance.now();
  await page.goto(path.landing);
  await path.toEditor({ page, act, tap, preview });
  const naming = page.getByRole('dialog', { name: 'Name your card' });
  await act(
    'Save and Share',
    () => tap(page.getByRole('button', { name: 'Save and Share' }).first()),
    () => naming,
  );
  const saved = page.getByRole('dialog', { name: 'Your card is saved' });
  await act(
    'accept the suggested title and share',
    () => tap(naming.getByRole('button', { name: 'Save and Share' })),
    () => saved.getByLabel('Card link'),
  );
  // The field shows while the dialog asks for the link; the link is there once it has a value.
  await page.waitForFunction(
    (field) => (field as HTMLInputElement).value !== '',
    await saved.getByLabel('Card link').elementHandle(),
  );
  const link = await saved.getByLabel('Card link').inputValue();
  const toLink = performance.now() - started;
  await page.keyboard.press('Escape');
  const editorFront = await drawCardAt(page, preview().locator('svg').first(), CARD);

  // The recipient: another browser, no cookies, the shared link.
  const recipientContext = await browser.newContext({ ...VIEWPORTS[device] });
  const recipient = await recipientContext.newPage();
  recipient.setDefaultTimeout(120_000);
  await recipient.goto(link);
  const open = recipient.getByRole('button', { name: 'Open your card' });
  await (device === 'phone' ? open.tap() : open.click());
  const card = recipient.getByRole('button', { name: 'Flip the card to read the message' });
  await card.waitFor({ state: 'visible' });
  const recipientInView = await whollyInView(recipient, card);
  const wall = performance.now() - started;
  const recipientFront = await drawCardAt(recipient, card.locator('svg').first(), CARD);

  const shared = new URL(link);
  const cardId = shared.pathname.split('/').pop();
  const preview500 = await recipient.request.get(
    `${shared.origin}/api/cards/${cardId}/preview.png?side=front&width=${CARD.width}`,
  );
  const serverFront = preview500.ok() ? PNG.sync.read(await preview500.body()) : null;

  await recipientContext.close();
  await context.close();
  return {
    device,
    steps,
    toLinkMs: toLink,
    wallMs: wall,
    recipientInView,
    recipientDiff: differingShare(editorFront, recipientFront, PIXEL_THRESHOLD),
    serverDiff: serverFront ? differingShare(editorFront, serverFront, PIXEL_THRESHOLD) : null,
  };
}

const ownPlatform = process.env.JOURNEY_BASE_URL
  ? null
  : await startPlatform({ portOffset: BENCH_PORT_OFFSET });
const baseUrl = process.env.JOURNEY_BASE_URL ?? ownPlatform!.baseUrl;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
  ],
});
const percent = (share: number | null) =>
  share === null ? 'n/a (sizes differ)' : `${(share * 100).toFixed(3)}%`;
try {
  console.log(
    `bench/journey ${new Date().toISOString()} · ${cpus().length} cores · load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `targets: ≤ ${TARGET_ACTIONS} actions to a shared link, no result out of view, renders identical` +
      ` (≤ ${MAX_DIFF_SHARE * 100}% of pixels differ at pixelmatch threshold ${PIXEL_THRESHOLD})`,
  );
  for (const [name, path] of Object.entries(PATHS))
    for (const device of path.devices) {
      const run = await journey(browser, baseUrl, path, device);
      const outOfView = run.steps.filter((step) => !step.inView).map((step) => step.action);
      console.log(`\n${name}, ${device}:`);
      run.steps.forEach((step, i) =>
        console.log(`  ${i + 1}. ${step.action}${step.inView ? '' : '  (result out of view)'}`),
      );
      console.log(
        `  actions to a shared link: ${run.steps.length} (target ≤ ${TARGET_ACTIONS}: ${
          run.steps.length <= TARGET_ACTIONS ? 'met' : 'missed'
        })`,
      );
      console.log(
        `  wall time: ${(run.toLinkMs / 1000).toFixed(1)} s to the link, ${(run.wallMs / 1000).toFixed(1)} s until the recipient sees the card`,
      );
      console.log(
        `  results needing a scroll: ${outOfView.length ? outOfView.join('; ') : 'none'}; recipient's card in view: ${run.recipientInView ? 'yes' : 'no'}`,
      );
      const verdict = (share: number | null) =>
        share !== null && share <= MAX_DIFF_SHARE ? 'identical' : 'DIFFERENT';
      console.log(
        `  recipient's card vs editor preview: ${percent(run.recipientDiff)} of pixels differ (${verdict(run.recipientDiff)})`,
      );
      console.log(
        `  server preview PNG vs editor preview: ${percent(run.serverDiff)} of pixels differ (${verdict(run.serverDiff)})`,
      );
    }
} finally {
  await browser.close();
  await ownPlatform?.stop();
}
