import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CARD_SIZE } from '@cardsmith/contracts';
import { PNG } from 'pngjs';
import { PRINT_DPI } from '../services/print/src/print-files/pdf-pages.js';
import { expect, type Page } from './fixtures.js';
import { postAs } from './page-api.js';

const run = promisify(execFile);
/** The print service itself: internal routes are never proxied by the gateway. */
const printUrl = `http://127.0.0.1:${4105 + Number(process.env.E2E_PORT_OFFSET ?? 10_000)}`;
/** The development default every service of the test platform runs with. */
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'cardsmith-dev-internal-secret';
const internal = { 'x-internal-secret': INTERNAL_SECRET };

/** Orders one printed card as the page's visitor, paid by invoice, and returns its print-ready PDF. */
export async function printPdfOf(page: Page, cardId: string): Promise<Buffer> {
  const selection = {
    quantity: 1,
    paperType: 'standard',
    size: 'standard',
    includeEnvelopes: false,
  };
  const quote = await postAs<{ total: number }>(page, '/api/print/quote', selection);
  const { order } = await postAs<{ order: { id: string } }>(page, '/api/print', {
    ...selection,
    cardId,
    totalAmount: quote.total,
    shippingDetails: {
      firstName: 'Mina',
      lastName: 'Park',
      email: 'mina@example.com',
      address1: '12 Analytical Row',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
  });
  const paid = await page.request.post(`${printUrl}/internal/print/orders/${order.id}/mark-paid`, {
    headers: internal,
    data: { note: 'Paid by bank transfer' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  // The print-submit worker draws the files once the order is paid.
  let pdf: Buffer | undefined;
  await expect
    .poll(
      async () => {
        const file = await page.request.get(
          `${printUrl}/internal/print/orders/${order.id}/files/print.pdf`,
          { headers: internal },
        );
        if (file.ok()) pdf = await file.body();
        return file.status();
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(200);
  return pdf!;
}

/**
 * One page (from 1) of a print-ready PDF as poppler draws it at the PDF's own 300 dpi, so the
 * page's picture lands pixel for pixel, and how far the card's art overhangs it at the top and
 * the bottom (the art covers trim and bleed: the card is as wide as the page and taller).
 */
export async function printedPage(
  pdf: Buffer,
  pageNumber: number,
): Promise<{ page: PNG; overhang: number }> {
  const scratch = await mkdtemp(join(tmpdir(), 'print-page-'));
  try {
    const pdfFile = join(scratch, 'print.pdf');
    await writeFile(pdfFile, pdf);
    await run('pdftoppm', [
      ...['-png', '-f', String(pageNumber), '-l', String(pageNumber), '-singlefile'],
      ...['-r', String(PRINT_DPI), pdfFile, join(scratch, 'page')],
    ]);
    const page = PNG.sync.read(await readFile(join(scratch, 'page.png')));
    const cardHeightPx = (page.width * CARD_SIZE.height) / CARD_SIZE.width;
    return { page, overhang: (cardHeightPx - page.height) / 2 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
