import type { RankedVendor } from '@vsp/contract';
import { makeEvent } from '../../../../test/fixtures';
import { pickEvent } from '../../../lib/events';
import { calibrationNote, hasResponses } from './ranking';

const vendor = (id: number, name: string, rank: number | null, normalisedRank: number | null, responses = 4): RankedVendor => ({
  vendorId: id,
  name,
  rank,
  weightedScore: rank === null ? null : 5 - rank,
  meanScore: null,
  median: null,
  responses,
  noVotes: 0,
  coverage: 1,
  normalisedScore: null,
  normalisedRank,
  consensusScore: rank === null ? null : 5 - rank,
  consensusRank: rank,
});

describe('calibrationNote', () => {
  it('names the calibrated winner and the raw one when they differ', () => {
    expect(calibrationNote([vendor(1, 'Alpha', 1, 2), vendor(2, 'Bravo', 2, 1)])).toBe(
      'Calibrated for evaluator leniency, Bravo ranks first instead of Alpha.',
    );
  });

  it('says nothing when the same vendor wins both ways', () => {
    expect(calibrationNote([vendor(1, 'Alpha', 1, 1), vendor(2, 'Bravo', 2, 2)])).toBeNull();
  });

  it('says nothing when a shared first place includes the calibrated winner', () => {
    expect(calibrationNote([vendor(1, 'Alpha', 1, 2), vendor(2, 'Bravo', 1, 1)])).toBeNull();
  });

  it('names every vendor sharing a first place that changed', () => {
    expect(calibrationNote([vendor(1, 'Alpha', 1, 3), vendor(2, 'Bravo', 2, 1), vendor(3, 'Charlie', 3, 1)])).toBe(
      'Calibrated for evaluator leniency, Bravo and Charlie rank first instead of Alpha.',
    );
  });

  it('says nothing without scores', () => {
    expect(calibrationNote([vendor(1, 'Alpha', null, null)])).toBeNull();
  });
});

describe('hasResponses', () => {
  it('counts any response, a No Vote included', () => {
    expect(hasResponses([vendor(1, 'Alpha', null, null, 0)])).toBe(false);
    expect(hasResponses([vendor(1, 'Alpha', null, null, 0), vendor(2, 'Bravo', null, null, 1)])).toBe(true);
  });
});

describe('pickEvent', () => {
  const scheduled = makeEvent({ id: 1, name: 'Scheduled Review', status: 'Scheduled', disagreementThreshold: 2 });
  const retired = makeEvent({ id: 2, name: 'Retired Review', status: 'Active', isActive: false, disagreementThreshold: 2 });
  const active = makeEvent({ id: 3, name: 'Active Review', status: 'Active', disagreementThreshold: 2 });

  it('opens the event named in the URL', () => {
    expect(pickEvent([scheduled, retired, active], '1')).toBe(scheduled);
  });

  it('opens the first active Active event when the URL names none or an unknown one', () => {
    expect(pickEvent([scheduled, retired, active], null)).toBe(active);
    expect(pickEvent([scheduled, retired, active], '99')).toBe(active);
  });

  it('falls back to the first event, and to none without events', () => {
    expect(pickEvent([scheduled, retired], null)).toBe(scheduled);
    expect(pickEvent([], null)).toBeUndefined();
  });
});
