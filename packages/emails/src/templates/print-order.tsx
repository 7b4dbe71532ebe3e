/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  findPaperType,
  findPrintSize,
  PRINT_PAPER_TYPE_IDS,
  PRINT_SIZE_IDS,
  singleLine,
} from '@cardsmith/contracts';
import { Link, Text } from '@react-email/components';
import { z } from 'zod';
import { webUrl } from '../define-template.js';
import { palette } from '../layout.js';

/** What every print order email says of the order: who, what, and where to follow it. */
export const printOrderProps = z.object({
  /** The first name given with the shipping details. */
  firstName: singleLine().max(100),
  quantity: z.number().int().min(1),
  size: z.enum(PRINT_SIZE_IDS),
  paperType: z.enum(PRINT_PAPER_TYPE_IDS),
  /** The order's page, where every status change shows. */
  orderUrl: webUrl(),
});
type PrintOrder = z.output<typeof printOrderProps>;

/** "2 × Standard cards on Premium Matte paper". */
export const orderedCards = ({ quantity, size, paperType }: PrintOrder) =>
  `${quantity} × ${findPrintSize(size).name} card${quantity === 1 ? '' : 's'} on ${
    findPaperType(paperType).name
  } paper`;

export const sampleOrder = (origin: string) => ({
  firstName: 'Ada',
  quantity: 2,
  size: 'standard' as const,
  paperType: 'premium-matte' as const,
  orderUrl: `${origin}/orders/a3c1e8a0-0000-4000-8000-000000000001`,
});

/** A labelled link whose address also reads in the plain-text part: "Your order: https://…". */
export function LabelledLink({ label, href }: { label: string; href: string }) {
  return (
    <Text>
      {`${label}: `}
      <Link href={href} style={{ color: palette.accent }}>
        {href}
      </Link>
    </Text>
  );
}
