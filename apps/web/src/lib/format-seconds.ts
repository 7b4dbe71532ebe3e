/** 3.2 → "0:03", 75 → "1:15": how recorder timers and voice lengths are shown. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
