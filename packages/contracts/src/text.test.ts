import { describe, expect, it } from 'vitest';
import { ClientMessageSchema } from './collab.js';
import { contractRoutes, stringSchemasIn } from '../../testing/src/contract-routes.js';
import { NUL_MESSAGE, singleLine, text } from './text.js';

describe('text', () => {
  it('refuses NUL with a sentence and keeps every other character', () => {
    const result = text().safeParse('Happy\u0000birthday');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(text().parse('Happy birthday 😀\t\n')).toBe('Happy birthday 😀\t\n');
  });

  it('is what every text field a client sends is declared with', () => {
    const inputs = contractRoutes().flatMap(({ name, route }) =>
      [route.params, route.querystring, route.body]
        .filter((schema) => schema !== undefined)
        .map((schema) => ({ name, schema })),
    );
    inputs.push({ name: 'ClientMessageSchema', schema: ClientMessageSchema });
    const strings = inputs.flatMap(({ name, schema }) =>
      stringSchemasIn(schema).map((string) => ({ name, string })),
    );
    expect(strings.length).toBeGreaterThan(20);
    const acceptingNul = strings.filter(({ string }) =>
      // A value the field would otherwise take, with a NUL in it.
      ['a\u0000b', 'abcdefghijkl\u0000', '\u0000'].some((value) => string.safeParse(value).success),
    );
    expect(acceptingNul.map(({ name }) => name)).toEqual([]);
  });
});

describe('singleLine', () => {
  const title = singleLine().trim().min(1).max(20);

  it('makes each run of control characters one space, so no line break reaches a subject', () => {
    expect(title.parse(' Hi\r\nSam\t\u0085\u2028! ')).toBe('Hi Sam !');
    expect(title.parse('Bcc: x\r\nSubject: y')).not.toMatch(/[\r\n]/);
  });

  it('checks limits after stripping and still refuses NUL', () => {
    expect(title.safeParse('\r\n').success).toBe(false);
    expect(title.safeParse('a\u0000').success).toBe(false);
    expect(title.parse('Happy birthday 😀')).toBe('Happy birthday 😀');
  });
});
