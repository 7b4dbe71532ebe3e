import { describe, expect, it } from 'vitest';
import {
  initialRecorderState,
  isNearLimit,
  recorderReducer,
  type RecorderEvent,
  type RecorderState,
} from './recorder-machine.js';

const run = (state: RecorderState, ...events: RecorderEvent[]) =>
  events.reduce(recorderReducer, state);
const granted = run(initialRecorderState(60), { type: 'permission', permission: 'granted' });
const ticks = (n: number): RecorderEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('voice recorder state machine', () => {
  it('starts only with microphone access', () => {
    expect(run(initialRecorderState(60), { type: 'start' }).status).toBe('inactive');
    const denied = run(
      initialRecorderState(60),
      { type: 'permission', permission: 'denied' },
      { type: 'start' },
    );
    expect(denied.status).toBe('inactive');
    expect(run(granted, { type: 'start' }).status).toBe('recording');
  });

  it('pauses and resumes, counting only recorded seconds', () => {
    const state = run(
      granted,
      { type: 'start' },
      ...ticks(2),
      { type: 'pause' },
      ...ticks(5),
      { type: 'resume' },
      ...ticks(1),
    );
    expect(state).toMatchObject({ status: 'recording', seconds: 3 });
  });

  it('stops from recording or paused, and discards from paused or recorded', () => {
    expect(run(granted, { type: 'start' }, { type: 'stop' }).status).toBe('recorded');
    expect(run(granted, { type: 'start' }, { type: 'pause' }, { type: 'stop' }).status).toBe(
      'recorded',
    );
    expect(run(granted, { type: 'start' }, { type: 'discard' }).status).toBe('recording');
    expect(
      run(granted, { type: 'start' }, ...ticks(4), { type: 'stop' }, { type: 'discard' }),
    ).toMatchObject({ status: 'inactive', seconds: 0 });
    expect(run(granted, { type: 'start' }, { type: 'pause' }, { type: 'discard' }).status).toBe(
      'inactive',
    );
  });

  it('ignores presses that make no sense in the current state', () => {
    expect(run(granted, { type: 'pause' })).toEqual(granted);
    expect(run(granted, { type: 'resume' })).toEqual(granted);
    expect(run(granted, { type: 'stop' })).toEqual(granted);
    const recording = run(granted, { type: 'start' }, ...ticks(3));
    expect(run(recording, { type: 'start' })).toEqual(recording);
  });

  it('restarting a recorded clip resets the timer', () => {
    const again = run(granted, { type: 'start' }, ...ticks(4), { type: 'stop' }, { type: 'start' });
    expect(again).toMatchObject({ status: 'recording', seconds: 0 });
  });

  it('stops by itself at the maximum, amber past 80 percent', () => {
    const page = run(initialRecorderState(30), { type: 'permission', permission: 'granted' });
    const at24 = run(page, { type: 'start' }, ...ticks(24));
    expect(isNearLimit(at24)).toBe(false);
    const at25 = run(at24, ...ticks(1));
    expect(isNearLimit(at25)).toBe(true);
    const done = run(at25, ...ticks(10));
    expect(done).toMatchObject({ status: 'recorded', seconds: 30 });
  });
});
