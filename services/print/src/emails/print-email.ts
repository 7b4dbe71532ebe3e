import {
  findPaperType,
  findPrintSize,
  formatCents,
  type PrintOrderStatus,
  type PrintPaperTypeId,
  type PrintSizeId,
  type ShippingDetails,
} from '@cardsmith/contracts';
import { escapeXml } from '@cardsmith/card-render';
import type { PrintEmailKind } from '../db/database.js';

/** The statuses the customer hears about by email: money taken, and the parcel on its way. */
export function emailKindFor(status: PrintOrderStatus): PrintEmailKind | null {
  if (status === 'paid') return 'paid';
  if (status === 'shipped') return 'shipped';
  return null;
}

export interface EmailOrder {
  quantity: number;
  paperType: PrintPaperTypeId;
  size: PrintSizeId;
  total: number;
  shippingDetails: ShippingDetails;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Paid at the test checkout: the email must not claim money arrived. */
  testPayment: boolean;
}

export interface ComposedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The email for one of the order's moments, to the address given with the shipping details. */
export function composePrintEmail(
  kind: PrintEmailKind,
  order: EmailOrder,
  orderPageUrl: string,
): ComposedEmail {
  const details = order.shippingDetails;
  const cards = `${order.quantity} × ${findPrintSize(order.size).name} card${
    order.quantity === 1 ? '' : 's'
  } on ${findPaperType(order.paperType).name} paper`;
  const lines =
    kind === 'paid'
      ? {
          subject: 'Your printed card order is paid',
          intro: `Thank you, ${details.firstName}. We received your ${
            order.testPayment ? 'test payment (test mode: no money moved)' : 'payment'
          } of ${formatCents(order.total)} for ${cards}. We are preparing the print files and will email you again when your cards ship.`,
        }
      : {
          subject: 'Your printed cards are on their way',
          intro: `Good news, ${details.firstName}: ${cards} shipped to ${details.city}, ${details.state}.`,
        };
  const tracking =
    kind === 'shipped'
      ? order.trackingNumber
        ? `Tracking number: ${order.trackingNumber}`
        : 'The carrier did not give a tracking number; your order page shows every update.'
      : null;
  // Only a web address becomes a link: the vendor's callback text is not trusted to be one.
  const trackingLink =
    kind === 'shipped' && order.trackingUrl && /^https?:\/\/[^\s]+$/i.test(order.trackingUrl)
      ? order.trackingUrl
      : '';

  const text = [
    lines.intro,
    tracking,
    trackingLink ? `Track your parcel: ${trackingLink}` : null,
    `Your order: ${orderPageUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const link = (href: string, label: string) =>
    `<a href="${escapeXml(href)}" style="color:#7c3aed">${escapeXml(label)}</a>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    paragraph(escapeXml(lines.intro)),
    tracking ? paragraph(escapeXml(tracking)) : '',
    trackingLink ? paragraph(link(trackingLink, 'Track your parcel')) : '',
    paragraph(link(orderPageUrl, 'See your order')),
    '</body></html>',
  ].join('');
  return { to: details.email, subject: lines.subject, html, text };
}
