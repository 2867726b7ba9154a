import { makeAwardVendor } from '../../../../test/resultsFixtures';
import { notFirstNote, recommendable, toApprovalPayload, validateApproval, validateRecommendation } from './decision';

const vendors = [
  makeAwardVendor({ vendorId: 1, name: 'Acme', awardRank: 1 }),
  makeAwardVendor({ vendorId: 2, name: 'Beta', awardRank: 2 }),
  makeAwardVendor({ vendorId: 3, name: 'Cedar', excluded: true }),
];

it('offers only the vendors still in the award', () => {
  expect(recommendable(vendors).map((vendor) => vendor.name)).toEqual(['Acme', 'Beta']);
});

it("says when the vendor chosen is not the award's first, and not otherwise", () => {
  expect(notFirstNote(vendors, 1)).toBeNull();
  expect(notFirstNote(vendors, 2)).toBe("Beta is not the award's first (Acme is): the rationale must say why the panel recommends it instead, and the report prints both.");
});

it('asks for a vendor and a rationale of at least 20 characters', () => {
  expect(validateRecommendation({ vendorId: '', rationale: 'Cheapest.' })).toEqual({
    vendorId: 'Choose the vendor to recommend',
    rationale: 'Rationale must be at least 20 characters',
  });
  expect(validateRecommendation({ vendorId: '1', rationale: 'Best quality for the price by far.' })).toEqual({});
});

it('requires a comment to reject, not to approve, and sends an empty one as null', () => {
  expect(validateApproval({ decision: 'reject', comment: ' ' })).toEqual({ comment: 'Say why the recommendation is rejected' });
  expect(validateApproval({ decision: 'approve', comment: '' })).toEqual({});
  expect(toApprovalPayload({ decision: 'approve', comment: ' ' })).toEqual({ decision: 'approve', comment: null });
});
