import type { Question } from '@vsp/contract';
import { makeAwardVendor } from '../../../../test/resultsFixtures';
import { awardFirstNote, formatPrice, pendingDecisions, toOverridePayload, validateOverride, validatePrice } from './award';

const vendor = makeAwardVendor;

describe('awardFirstNote', () => {
  it('says nothing when the award and the quality score put the same vendor first', () => {
    const vendors = [vendor({ vendorId: 1, name: 'Acme', qualityScore: 4.2, awardRank: 1 }), vendor({ vendorId: 2, name: 'Beta', qualityScore: 3.9, awardRank: 2 })];
    expect(awardFirstNote(vendors)).toBeNull();
  });

  it('names both vendors when price puts another vendor first', () => {
    const vendors = [vendor({ vendorId: 2, name: 'Beta', qualityScore: 3.9, awardRank: 1 }), vendor({ vendorId: 1, name: 'Acme', qualityScore: 4.2, awardRank: 2 })];
    expect(awardFirstNote(vendors)).toBe('Beta comes first in the award, while Acme has the highest quality score: price changed the order.');
  });

  it('says an exclusion changed the order when the best quality vendor is excluded', () => {
    const vendors = [vendor({ vendorId: 2, name: 'Beta', qualityScore: 3.9, awardRank: 1 }), vendor({ vendorId: 1, name: 'Acme', qualityScore: 4.2, excluded: true })];
    expect(awardFirstNote(vendors)).toContain('an exclusion changed the order');
  });

  it('takes a tie at the top of either as agreement when one vendor is first in both', () => {
    const vendors = [
      vendor({ vendorId: 1, name: 'Acme', qualityScore: 4, awardRank: 1 }),
      vendor({ vendorId: 2, name: 'Beta', qualityScore: 4, awardRank: 2 }),
    ];
    expect(awardFirstNote(vendors)).toBeNull();
  });

  it('says nothing when no vendor is in the award', () => {
    expect(awardFirstNote([vendor({ vendorId: 1, name: 'Acme', qualityScore: 4, excluded: true })])).toBeNull();
  });
});

it('lists each pending rule with its vendor and question', () => {
  const questions = [{ id: 7, text: 'Holds the certificate' }, { id: 8, text: 'Security' }] as Question[];
  const vendors = [
    vendor({ vendorId: 1, name: 'Acme', pending: [{ kind: 'knockOut', questionId: 7 }] }),
    vendor({ vendorId: 2, name: 'Beta', pending: [{ kind: 'minimum', questionId: 8 }] }),
  ];
  expect(pendingDecisions(vendors, questions)).toEqual([
    { key: '1:knockOut:7', vendorName: 'Acme', text: "'Holds the certificate': as many Fail answers as Pass answers, or none. Agree a Pass or Fail in the Consensus view." },
    { key: '2:minimum:8', vendorName: 'Beta', text: "'Security': no agreed score and no mean to compare with the minimum. Agree a score in the Consensus view." },
  ]);
});

it('formats a price with grouping and two decimals', () => {
  expect(formatPrice(1250)).toBe('1,250.00');
  expect(formatPrice(null)).toBe('—');
});

describe('validatePrice', () => {
  it.each(['0', '-3', '12.345', 'abc'])('refuses %s, naming the rule', (price) => {
    expect(validatePrice({ price }).price).toMatch(/^Price must be more than 0/);
  });

  it('asks for a price when none is given and takes one with two decimals', () => {
    expect(validatePrice({ price: ' ' }).price).toBe('Enter the price');
    expect(validatePrice({ price: '1250.50' })).toEqual({});
  });
});

describe('validateOverride', () => {
  it('asks for a choice and a rationale of at least 10 characters', () => {
    expect(validateOverride({ include: '', rationale: 'short' })).toEqual({
      include: 'Choose whether to keep or exclude the vendor',
      rationale: 'Rationale must be at least 10 characters',
    });
  });

  it('sends the choice as include and the trimmed rationale', () => {
    const values = { include: 'exclude', rationale: '  Failed the site visit  ' } as const;
    expect(validateOverride(values)).toEqual({});
    expect(toOverridePayload(values)).toEqual({ include: false, rationale: 'Failed the site visit' });
  });
});
