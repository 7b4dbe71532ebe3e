import { describe, expect, it } from 'vitest';
import { CURSOR_COLORS, cursorLabelColors } from './collab-protocol.js';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const v = parseInt(hex.slice(at, at + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('cursorLabelColors', () => {
  it('gives every cursor colour of ours a label that reads at 4.5:1 or better', () => {
    for (const colour of CURSOR_COLORS) {
      const label = cursorLabelColors(colour);
      expect(label.backgroundColor).toBe(colour);
      expect(contrast(label.backgroundColor, label.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts dark text on a light colour another client chose, and a neutral label on junk', () => {
    const light = cursorLabelColors('#fde68a');
    expect(light.color).not.toBe('#ffffff');
    expect(contrast('#fde68a', light.color)).toBeGreaterThanOrEqual(4.5);
    expect(cursorLabelColors('#abc').backgroundColor).toBe('#abc');
    const junk = cursorLabelColors('t=12345');
    expect(contrast(junk.backgroundColor, junk.color)).toBeGreaterThanOrEqual(4.5);
  });
});
