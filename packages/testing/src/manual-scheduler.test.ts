import { describe, expect, it } from 'vitest';
import { ManualScheduler } from './manual-scheduler.js';

describe('ManualScheduler', () => {
  it('runs nothing until advanced, then each due task in time order, awaiting each', async () => {
    const scheduler = new ManualScheduler();
    const ran: string[] = [];
    scheduler.after(300, async () => {
      await Promise.resolve();
      ran.push('300');
      scheduler.after(100, () => ran.push('300+100'));
    });
    scheduler.after(100, () => ran.push('100'));
    scheduler.every(250, () => ran.push('every 250'));
    expect(ran).toEqual([]);

    await scheduler.advance(400);
    expect(ran).toEqual(['100', 'every 250', '300', '300+100']);
    await scheduler.advance(100);
    expect(ran.at(-1)).toBe('every 250');
  });

  it('forgets a cancelled task and reports the delays still waiting', async () => {
    const scheduler = new ManualScheduler();
    const ran: number[] = [];
    const cancel = scheduler.after(100, () => ran.push(100));
    scheduler.after(200, () => ran.push(200));
    cancel();
    expect(scheduler.pendingDelays()).toEqual([200]);
    await scheduler.advance(1000);
    expect(ran).toEqual([200]);
    expect(scheduler.pendingDelays()).toEqual([]);
  });

  it('resolves waitForTask once a task with that delay is scheduled', async () => {
    const scheduler = new ManualScheduler();
    const waiting = scheduler.waitForTask(500);
    scheduler.after(100, () => {});
    queueMicrotask(() => scheduler.after(500, () => {}));
    await waiting;
    expect(scheduler.pendingDelays()).toEqual([100, 500]);
  });
});
