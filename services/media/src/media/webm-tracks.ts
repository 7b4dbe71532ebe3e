const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;
/** Elements whose children we walk into; every other element is skipped whole. */
const CONTAINERS = new Set([SEGMENT, TRACKS, TRACK_ENTRY]);
const VIDEO_TRACK = 1;
const AUDIO_TRACK = 2;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An EBML variable-length integer; IDs keep their length marker bit, sizes drop it. */
function readVint(buffer: Buffer, offset: number, keepMarker: boolean): Vint | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * Whether a WebM file holds only audio, read from the track list in its first bytes. Recorders
 * (MediaRecorder, ffmpeg) write the track list before any media cluster. Null when the head does
 * not reach it.
 */
export function webmIsAudioOnly(head: Buffer): boolean | null {
  const trackTypes = new Set<number>();
  let offset = 0;
  while (offset < head.length) {
    const id = readVint(head, offset, true);
    if (!id) break;
    const size = readVint(head, offset + id.length, false);
    if (!size) break;
    const payload = offset + id.length + size.length;
    if (id.value === CLUSTER) break;
    if (CONTAINERS.has(id.value)) {
      offset = payload;
      continue;
    }
    if (size.unknown || payload + size.value > head.length) break;
    if (id.value === TRACK_TYPE) trackTypes.add(head.readUIntBE(payload, Math.min(size.value, 6)));
    offset = payload + size.value;
  }
  if (trackTypes.size === 0) return null;
  return trackTypes.has(AUDIO_TRACK) && !trackTypes.has(VIDEO_TRACK);
}
