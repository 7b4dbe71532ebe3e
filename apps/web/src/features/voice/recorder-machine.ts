/**
 * The voice recorder of spec 001 §4, as a pure reducer: inactive → recording ⇄ paused →
 * recorded → inactive. The hook around it owns the microphone and the timer; this decides what
 * each press and tick means, so every transition is testable without a browser.
 */
export type RecorderStatus = 'inactive' | 'recording' | 'paused' | 'recorded';
export type MicrophonePermission = 'unknown' | 'denied' | 'granted';

export interface RecorderState {
  status: RecorderStatus;
  permission: MicrophonePermission;
  /** Whole seconds recorded; pauses do not count. */
  seconds: number;
  maxSeconds: number;
}

export type RecorderEvent =
  | { type: 'permission'; permission: MicrophonePermission }
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'tick' }
  | { type: 'discard' };

export const initialRecorderState = (maxSeconds: number): RecorderState => ({
  status: 'inactive',
  permission: 'unknown',
  seconds: 0,
  maxSeconds,
});

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'permission':
      return { ...state, permission: event.permission };
    case 'start':
      // Starting resets the timer (and, in the hook, the chunks); it needs the microphone.
      if (state.permission !== 'granted') return state;
      if (state.status !== 'inactive' && state.status !== 'recorded') return state;
      return { ...state, status: 'recording', seconds: 0 };
    case 'pause':
      return state.status === 'recording' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'recording' } : state;
    case 'stop':
      return state.status === 'recording' || state.status === 'paused'
        ? { ...state, status: 'recorded' }
        : state;
    case 'tick': {
      if (state.status !== 'recording') return state;
      const seconds = state.seconds + 1;
      // At the maximum the recording stops by itself.
      return seconds >= state.maxSeconds
        ? { ...state, seconds: state.maxSeconds, status: 'recorded' }
        : { ...state, seconds };
    }
    case 'discard':
      return state.status === 'paused' || state.status === 'recorded'
        ? { ...state, status: 'inactive', seconds: 0 }
        : state;
  }
}

/** Share of the maximum used, 0–1, for the progress bar. */
export const recorderProgress = (state: RecorderState) =>
  Math.min(1, state.seconds / state.maxSeconds);

/** Spec 001 §2: the bar turns amber beyond 80 percent of the maximum length. */
export const isNearLimit = (state: RecorderState) => recorderProgress(state) > 0.8;
