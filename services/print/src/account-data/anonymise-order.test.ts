import { PRINT_COUNTRIES, ShippingDetailsSchema, type ShippingDetails } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { PrintCardSnapshot } from '../db/database.js';
import { anonymisedShipping, anonymisedSnapshot } from './anonymise-order.js';

const details: ShippingDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address1: '12 St James’s Square',
  address2: 'Flat 2',
  city: 'London',
  state: 'Greater London',
  zip: 'SW1Y 4JH',
  country: 'UK',
};

describe('anonymisedShipping', () => {
  it('keeps the country and state tax was charged for and nothing that names or reaches her', () => {
    const kept = anonymisedShipping(details);
    expect(kept).toMatchObject({ country: 'UK', state: 'Greater London' });
    const text = JSON.stringify(kept);
    for (const personal of [
      'Ada',
      'Lovelace',
      'ada@example.com',
      'James',
      'Flat 2',
      'London,',
      'SW1Y',
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(kept.address2).toBeUndefined();
  });

  it('still reads as valid shipping details in every country we ship to', () => {
    for (const country of PRINT_COUNTRIES) {
      const kept = anonymisedShipping({ ...details, country });
      expect(ShippingDetailsSchema.safeParse(kept).success, country).toBe(true);
    }
  });
});

describe('anonymisedSnapshot', () => {
  it('drops the words and pictures of the card and keeps its look and art', () => {
    const snapshot: PrintCardSnapshot = {
      card: {
        title: 'For Sam',
        cardMessage: 'Hey Sam, happy birthday',
        backgroundColor: '#ffeecc',
        textFont: 'Lato',
        textSize: 'medium',
        elements: [{ id: 'e1', type: 'text', content: 'Sam!', x: 1, y: 2 } as never],
      },
      art: { templateSvg: '<svg/>', frameSvg: null },
    };
    const kept = anonymisedSnapshot(snapshot);
    expect(kept.card).toMatchObject({ cardMessage: '', elements: [], backgroundColor: '#ffeecc' });
    expect(JSON.stringify(kept)).not.toContain('Sam');
    expect(kept.art).toEqual(snapshot.art);
  });
});
