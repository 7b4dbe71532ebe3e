import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerCountsGauge, type CountRow } from './metrics.js';

describe('registerCountsGauge', () => {
  it('reports the rows read at each scrape, drops label sets that went away, keeps the last values when a read fails', async () => {
    const registry = new Registry();
    const reads: (() => Promise<CountRow<'status'>[]>)[] = [
      async () => [
        { status: 'paid', count: 3 },
        { status: 'shipped', count: 1 },
      ],
      async () => [{ status: 'shipped', count: 4 }],
      async () => {
        throw new Error('database unreachable');
      },
    ];
    registerCountsGauge(registry, {
      name: 'orders',
      help: 'Orders by status',
      labelNames: ['status'],
      read: () => reads.shift()!(),
    });
    const values = async () =>
      Object.fromEntries(
        (await registry.getSingleMetric('orders')!.get()).values.map((v) => [
          v.labels.status,
          v.value,
        ]),
      );
    expect(await values()).toEqual({ paid: 3, shipped: 1 });
    expect(await values()).toEqual({ shipped: 4 });
    expect(await values()).toEqual({ shipped: 4 });
  });
});
