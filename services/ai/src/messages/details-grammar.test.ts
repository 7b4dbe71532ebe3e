import { describe, expect, it } from 'vitest';
import { bareWord, isFragment } from './details-grammar.js';

describe('isFragment', () => {
  it.each([
    // The review's three, then clauses with a regular past, an irregular past, a present in
    // '-s' after a singular subject and a bare present after a plural one.
    'her mother passed last week',
    'our dog misses you',
    'the kids made you a drawing',
    'my sister finally graduated from nursing school',
    'our team won the regional cup',
    'the twins turn five on Saturday',
    'his surgery went well',
    'the whole office signed this card',
    'her husband retired in March',
    'the baby arrived two weeks early',
    'your grandmother says hi',
    'the house feels empty without you',
    'my mother-in-law got the all clear',
    'my mum and dad send their love',
    'the kids all say hi',
    'this made my day',
    'that helped so much',
    'Her mother Anne passed away peacefully',
    'the card from her mum arrived',
    'the whole family wishes you well',
    'the baby sleeps so well',
    'my new job starts Monday',
    'our cat had kittens',
    'the trip is next week',
    'HER MOTHER PASSED LAST WEEK',
  ])('reads a clause: %s', (text) => {
    expect(isFragment(text)).toBe(false);
  });

  it.each([
    'her new job',
    'our trip to Rome',
    'the big move',
    'your well-deserved promotion',
    'the cake she baked for the party',
    'the cake I baked',
    'our long awaited holiday in Crete',
    'our wedding vows',
    'the news that you are expecting',
    'the flowers you sent',
    'my recently adopted puppy',
    'her exam results',
    'the school holidays',
    'the birthday cards you sent',
    'these baked goods',
    'those lovely flowers',
    'the cute little stuffed bear',
    'the wedding plans for June',
    'your new pottery class',
    'the trip to the Alps',
    'the drawing the kids made',
    'a weekend with the grandkids',
    'our first dance',
    'the best wishes from all of us',
    'the family dog',
    'your kind words',
    'the hospital bed',
    'the time we spent in Paris',
    'covering my shifts in May',
    'Priya who is starting her first teaching job',
  ])('reads a fragment: %s', (text) => {
    expect(isFragment(text)).toBe(true);
  });

  it('reads sentences that open with a subject of their own as clauses', () => {
    expect(isFragment('Sam loves jazz')).toBe(false);
    expect(isFragment('I heard about the surgery')).toBe(false);
  });
});

describe('bareWord', () => {
  it('keeps inner hyphens and apostrophes, drops the punctuation around a word', () => {
    expect(bareWord('“Mother-in-law,')).toBe('mother-in-law');
    expect(bareWord('Kids’')).toBe("kids'");
    expect(bareWord('(won!)')).toBe('won');
    expect(bareWord(undefined)).toBe('');
  });
});
