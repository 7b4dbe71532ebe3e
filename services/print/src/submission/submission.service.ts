import { findPrintSize } from '@cardsmith/contracts';
import type { Logger } from '@cardsmith/service-kit';
import type { SignaturesPort } from '../adapters/cards-client.js';
import type { CardImages } from '../adapters/media-images.js';
import { VendorRejectedError, type PrintVendor } from '../adapters/vendor.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { PrintFilesRepository } from '../print-files/print-files.repository.js';
import { buildPrintFiles } from '../print-files/print-pdf.js';
import { toVendorOrder } from './vendor-order.js';

/** `early`: a scheduled post's job ran before its submit instant; the reconciler puts it back. */
export type SubmitOutcome = 'submitted' | 'skipped' | 'rejected' | 'early';

/**
 * The print-submit job: render the files once, hand the order to the vendor (idempotency key =
 * order id, so a run repeated after a crash finds the same vendor order), then move the order
 * paid → submitted with a conditional UPDATE so only one run records it.
 */
export class SubmissionService {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      files: PrintFilesRepository;
      vendor: PrintVendor;
      links: {
        printPdfUrl: (orderId: string) => string;
        callbackUrl: string;
      };
      images?: CardImages;
      /** A group card's signatures, read when its files are made (the submit instant). */
      signatures: SignaturesPort;
      logger: Logger;
      /** The clock a scheduled post's submit instant is compared with; tests pass their own. */
      now?: () => Date;
    },
  ) {}

  async submit(orderId: string): Promise<SubmitOutcome> {
    const { orders, files, vendor, links } = this.deps;
    const row = await orders.findById(orderId);
    if (!row || row.status !== 'paid') return 'skipped';
    // Sent to the vendor early, the card would arrive before its date: never before the instant.
    const now = this.deps.now?.() ?? new Date();
    if (row.submit_after && row.submit_after.getTime() > now.getTime()) {
      this.deps.logger.info(
        { orderId, submitAfter: row.submit_after },
        'not due at the vendor yet',
      );
      return 'early';
    }
    if (!(await files.has(orderId))) {
      const size = findPrintSize(row.size);
      const rendered = await buildPrintFiles({
        orderId,
        card: row.card_snapshot.card,
        art: row.card_snapshot.art,
        trim: size,
        sizeLabel: size.dimensions,
        images: this.deps.images,
        signatures: await this.deps.signatures.of(row.card_id),
      });
      await files.save(orderId, rendered);
    }
    let vendorOrderId: string | null;
    try {
      ({ vendorOrderId } = await vendor.submit(
        toVendorOrder(row, {
          printPdfUrl: links.printPdfUrl(orderId),
          callbackUrl: links.callbackUrl,
        }),
      ));
    } catch (error) {
      if (!(error instanceof VendorRejectedError)) throw error;
      await orders.transition(orderId, ['paid'], 'failed', {
        note: error.message,
        fields: {
          failure_reason: 'The printer could not accept this order. Our team will contact you.',
        },
      });
      this.deps.logger.error({ orderId, err: error }, 'vendor rejected the order');
      return 'rejected';
    }
    const note =
      vendor.kind === 'outbox'
        ? 'Waiting in the print outbox for our team to send to the printer'
        : 'Sent to the printer';
    const moved = await orders.transition(orderId, ['paid'], 'submitted', {
      note,
      fields: { vendor: vendor.kind, vendor_order_id: vendorOrderId },
    });
    return moved ? 'submitted' : 'skipped';
  }
}
