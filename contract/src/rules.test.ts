import {
  agreementReading,
  allowsScoring,
  brandColourProblem,
  contrastRatio,
  displayEventStatus,
  flagDetail,
  formatContrast,
  gapSentence,
  hasAccess,
  isAnswered,
  isValidWeight,
  missingItemLine,
  plural,
  priceWeightFlipSentence,
  ratingOf,
  reminderText,
  scoreLabel,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  weightFlipSentence,
} from './rules';

describe('rules', () => {
  it('write a count with its noun in the right number', () => {
    expect([0, 1, 2].map((count) => plural(count, 'user'))).toEqual(['0 users', '1 user', '2 users']);
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(4, 'person', 'people')).toBe('4 people');
  });

  it('label scores, 0 as No Vote', () => {
    expect([5, 4, 3, 2, 1, 0].map(scoreLabel)).toEqual(['Exceptional', 'Very Good', 'Good', 'Fair', 'Poor', 'No Vote']);
  });

  it('rate averages in bands', () => {
    expect([4, 3.99, 3, 2, 1.99].map(ratingOf)).toEqual(['Excellent', 'Good', 'Good', 'Fair', 'Poor']);
  });

  it('count "no vote", numbers and non-empty text as answers', () => {
    expect([0, 5, 'No Vote', 'x'].every(isAnswered)).toBe(true);
    expect([null, undefined, '', '  '].some(isAnswered)).toBe(false);
  });

  it('show a missing status as Scheduled and allow scoring only when Active', () => {
    expect(displayEventStatus(null)).toBe('Scheduled');
    expect(displayEventStatus('  ')).toBe('Scheduled');
    expect(allowsScoring('Active')).toBe(true);
    expect(allowsScoring('Closed')).toBe(false);
    expect(allowsScoring(undefined)).toBe(false);
  });

  it('grant access without a record', () => {
    expect(hasAccess(undefined)).toBe(true);
    expect(hasAccess({ hasAccess: false })).toBe(false);
    expect(hasAccess({ hasAccess: true })).toBe(true);
  });

  it.each([0.01, 0.1, 0.29, 0.57, 1, 1.1, 1.25, 2.3, 33.33, 99.99, 100])('accept a weight of %p, which has at most two decimals', (weight) => {
    expect(isValidWeight(weight)).toBe(true);
  });

  it.each([0, -1, -0.5, 100.01, 101, 1.005, 1.234, 0.001, 1.000000001, 1e-7, NaN, Infinity, -Infinity])(
    'refuse a weight of %p: not more than 0 and at most 100, or more than two decimals',
    (weight) => {
      expect(isValidWeight(weight)).toBe(false);
    },
  );

  it('read agreement as reliable from 0.8, tentative from 0.667, low below', () => {
    expect([1, 0.8, 0.7999, 0.667, 0.6669, 0, -0.5].map(agreementReading)).toEqual([
      'reliable',
      'reliable',
      'tentative',
      'tentative',
      'low',
      'low',
      'low',
    ]);
  });
});

describe('reminder templates', () => {
  const values = { name: 'Robin', event: 'Platform Review', missing: '- Alpha: 1/4 questions completed', link: 'https://portal.example.org/scoring/3', siteName: 'Review Hub' };

  it('fill each placeholder, and an empty template stands for the default', () => {
    expect(reminderText({ subject: '{siteName}: {event}', body: '{name}\n{missing}\n{link}' }, values)).toEqual({
      subject: 'Review Hub: Platform Review',
      body: 'Robin\n- Alpha: 1/4 questions completed\nhttps://portal.example.org/scoring/3',
    });
    const defaults = reminderText({ subject: '  ', body: null }, values);
    expect(defaults.subject).toBe('Reminder: your evaluation of Platform Review');
    expect(defaults.body).toContain('Hello Robin,');
    expect(defaults.body).toContain('Continue where you left off: https://portal.example.org/scoring/3');
  });

  it('keep the subject on one line whatever the values hold', () => {
    expect(reminderText({ subject: '{event} by {name}' }, { ...values, event: 'Two\r\nlines' }).subject).toBe('Two lines by Robin');
  });

  it('name what is not a placeholder, each once', () => {
    expect(unknownPlaceholders('{name} {deadline} {deadline} {event} { x }')).toEqual(['deadline']);
    expect(unknownPlaceholderMessage(['deadline'])).toBe('Unknown placeholder {deadline}; use {name}, {event}, {missing}, {link}, {siteName}');
  });

  it('write a missing vendor as Incomplete Submissions does', () => {
    expect(missingItemLine({ vendorName: 'Alpha', company: 'Alpha Ltd' }, 1, 4)).toBe('- Alpha (Alpha Ltd): 1/4 questions completed');
    expect(missingItemLine({ vendorName: 'Bravo', company: null }, 0, 4)).toBe('- Bravo: 0/4 questions completed');
  });
});

describe('brand colour', () => {
  it('computes the WCAG contrast of known pairs, in either order', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#2563eb', '#2563eb')).toBe(1);
    expect(contrastRatio('#FFCC00', '#ffffff')).toBeCloseTo(1.51, 2);
  });

  it('writes a ratio rounded down, so a refused colour never reads as enough', () => {
    expect(formatContrast(4.4999)).toBe('4.4:1');
    expect(formatContrast(4.54)).toBe('4.5:1');
    expect(formatContrast(21)).toBe('21:1');
  });

  it('accepts a colour white text reads well on, and an empty value that clears it', () => {
    expect(brandColourProblem('#767676')).toBeNull();
    expect(brandColourProblem('#1D4ED8')).toBeNull();
    expect(brandColourProblem('')).toBeNull();
  });

  it('refuses a colour too light for white text, naming the field and the ratio', () => {
    expect(brandColourProblem('#ffcc00')).toBe(
      'Brand colour: #ffcc00 has a contrast of 1.5:1 with white text; choose a darker colour (at least 4.5:1).',
    );
    expect(brandColourProblem('#777777')).toBe(
      'Brand colour: #777777 has a contrast of 4.4:1 with white text; choose a darker colour (at least 4.5:1).',
    );
  });

  it('refuses anything but #rrggbb', () => {
    for (const colour of ['red', '#fff', '2563eb', '#2563eg', '#2563eb80']) {
      expect(brandColourProblem(colour)).toBe(`Brand colour: ${colour} is not a colour written as #rrggbb, e.g. #1d4ed8.`);
    }
  });
});

describe('how sure the decision is, in words', () => {
  it('says the gap and the interval of the resamples with two decimals', () => {
    expect(gapSentence('Vendor A', 4.2, [1.1, 7.456])).toBe('Vendor A leads by 4.20 points; in 90 % of resamples by 1.10 to 7.46');
  });

  it('says how far a weight would have to move, up or down, or that none changes the leader', () => {
    expect(weightFlipSentence('Security', 2.3, 'Vendor B')).toBe("'Security' would have to weigh 2.30 × more for Vendor B to lead");
    expect(weightFlipSentence('Speed', 0.4, 'Vendor B')).toBe("'Speed' would have to weigh 0.40 × as much for Vendor B to lead");
    expect(weightFlipSentence('Speed', null, null)).toBe("'Speed' could weigh anything from 0 to 100 × as much without changing the leader");
  });

  it('says the price weight at which another vendor would lead, or that none would', () => {
    expect(priceWeightFlipSentence(40, { priceWeight: 25, vendor: 'Vendor A' })).toBe('Price would have to carry 25.00 of the 100 points instead of 40 for Vendor A to lead');
    expect(priceWeightFlipSentence(40, null)).toBe('No price weight from 0 to 100 changes the leader (price carries 40 of the 100 points)');
  });

  it('says what each flag found', () => {
    const names = (vendorId: number) => `Vendor ${vendorId}`;
    const flag = { userId: 1, name: 'Ann' };
    expect(flagDetail({ ...flag, kind: 'straightLine', detail: 3 }, names)).toBe('Gave every cell they rated 3');
    expect(flagDetail({ ...flag, kind: 'pivotal', detail: 7 }, names)).toBe('Without their scores Vendor 7 would lead');
    expect(flagDetail({ ...flag, kind: 'pivotal', detail: null }, names)).toBe('Without their scores no vendor would lead');
    expect(flagDetail({ ...flag, kind: 'opposite', detail: -0.823 }, names)).toBe("Their ratings run against the other evaluators' means of the same cells (r = -0.82)");
  });
});
