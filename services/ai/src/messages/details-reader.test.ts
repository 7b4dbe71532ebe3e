import { describe, expect, it } from 'vitest';
import { numberInWords, readFacts } from './details-reader.js';

describe('readFacts', () => {
  it('reads the name, age and interests of a birthday note', () => {
    expect(readFacts('Sam is turning 30, loves hiking and bad puns.')).toMatchObject({
      addressee: 'Sam',
      age: 30,
      interests: ['hiking', 'bad puns'],
      news: [],
    });
  });

  it('retells news about the recipient in the second person', () => {
    expect(readFacts('Raj got promoted to head of design.').news).toEqual([
      'you got promoted to head of design',
    ]);
    expect(readFacts('Grandpa Joe is 85 today and still beats everyone at chess.')).toMatchObject({
      addressee: 'Grandpa Joe',
      age: 85,
      news: ['you still beat everyone at chess'],
    });
    expect(readFacts('Olivia just moved to a flat in Bristol with her dog.').news).toEqual([
      'you and your dog just moved to a flat in Bristol',
    ]);
  });

  it('keeps people close to the recipient apart from the recipient', () => {
    const facts = readFacts('Her mother Rose passed away last week, she loved her garden.');
    expect(facts.addressee).toBeNull();
    expect(facts.news).toEqual(['your mother Rose passed away']);
    expect(facts.interests).toEqual(['your garden']);
    expect(readFacts('my mum and dad send their love', false).news).toEqual([
      'my mum and dad send their love',
    ]);
  });

  it('tells years from age and keeps what the sender shared', () => {
    expect(readFacts('Ten years married to Chris, we met in Lisbon.')).toMatchObject({
      addressee: 'Chris',
      years: 10,
      age: null,
      memories: ['we met in Lisbon'],
    });
  });

  it('spells numbers for sentences', () => {
    expect([numberInWords(7), numberInWords(30), numberInWords(85)]).toEqual([
      'seven',
      'thirty',
      'eighty-five',
    ]);
  });
});
