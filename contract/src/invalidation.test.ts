import { below, isStale, PUBLIC_CACHES, staleAfter } from './invalidation';
import { api } from './paths';

describe('isStale', () => {
  it('matches a key exactly or with a query string', () => {
    expect(isStale('/api/admin/scores', ['/api/admin/scores'])).toBe(true);
    expect(isStale('/api/admin/scores?offset=50', ['/api/admin/scores'])).toBe(true);
    expect(isStale('/api/admin/scores-old', ['/api/admin/scores'])).toBe(false);
    expect(isStale('/api/events/1/scores', ['/api/events'])).toBe(false);
  });

  it('matches everything below a key that ends in a slash', () => {
    expect(isStale('/api/events/1/questions', [below('/api/events')])).toBe(true);
    expect(isStale('/api/events', [below('/api/events')])).toBe(false);
  });
});

describe('staleAfter', () => {
  it('after a score save lists the event scores, the event list and the admin lists', () => {
    expect(staleAfter.scoreSave(4)).toEqual(
      expect.arrayContaining([
        '/api/events/4/scores',
        '/api/events',
        '/api/admin/scores',
        '/api/admin/events',
        '/api/admin/users',
        '/api/admin/questions',
        '/api/admin/vendors',
        '/api/admin/user-permissions',
      ]),
    );
    // A save refreshes the one event's scores, not every event's cached pages.
    expect(isStale('/api/events/5/scores', staleAfter.scoreSave(4))).toBe(false);
  });

  it("refreshes the Permissions tab's page of users and its permission rows after a permission or user change", () => {
    const permissionRows = api.permissions.adminList.path({ userIds: '7,8' });
    const usersPage = api.users.adminList.path({ q: 'rob', limit: 50, offset: 50 });
    expect(isStale(permissionRows, staleAfter.permissionChange)).toBe(true);
    expect(isStale(permissionRows, staleAfter.userChange)).toBe(true);
    expect(isStale(usersPage, staleAfter.userChange)).toBe(true);
  });

  it("after an agreed score refreshes that event's consensus list and ranking, not another event's", () => {
    const keys = staleAfter.consensusChange(4);
    expect(keys).toEqual(expect.arrayContaining(['/api/admin/events/4/consensus', '/api/admin/analysis/events/4/ranking']));
    expect(isStale('/api/admin/analysis/events/5/ranking', keys)).toBe(false);
    expect(isStale('/api/admin/analysis/events/4/cells', keys)).toBe(false);
  });

  it.each([
    ['an agreed score', staleAfter.consensusChange(4)],
    ['a price', staleAfter.priceChange(4)],
    ['an exclusion override', staleAfter.exclusionChange(4)],
  ])("after %s refreshes how sure that event's award is, with any seed and sample count, not another event's", (_change, keys) => {
    expect(isStale(api.analysis.robustness.path({ eventId: 4 }), keys)).toBe(true);
    expect(isStale(api.analysis.robustness.path({ eventId: 4 }, { seed: 7, samples: 500 }), keys)).toBe(true);
    expect(isStale(api.analysis.robustness.path({ eventId: 5 }, { seed: 7 }), keys)).toBe(false);
  });

  it('after a saved score refreshes how sure every award is, as every other result', () => {
    expect(isStale(api.analysis.robustness.path({ eventId: 4 }, { seed: 7, samples: 500 }), staleAfter.scoreSave(4))).toBe(true);
  });

  it("after a step of the decision refreshes that event's decision and the audit log, not another event's", () => {
    const keys = staleAfter.decisionChange(4);
    expect(isStale('/api/admin/events/4/decision', keys)).toBe(true);
    expect(isStale('/api/admin/audit?limit=50', keys)).toBe(true);
    expect(isStale('/api/admin/events/5/decision', keys)).toBe(false);
  });

  it("after a submission refreshes the caller's submissions, the event's scores, its submitters and the analyses", () => {
    const keys = staleAfter.submission(4);
    expect(keys).toEqual(expect.arrayContaining(['/api/user/submissions', '/api/events/4/scores', '/api/admin/events/4/submissions', '/api/admin/analysis/incomplete']));
    expect(isStale('/api/admin/events/5/submissions', keys)).toBe(false);
  });

  it("after a declaration refreshes the caller's declaration, the event's scores, declarations and vendor files, the Reference Material files and the analyses", () => {
    const keys = staleAfter.declaration(4);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/events/4/declaration',
        '/api/events/4/scores',
        '/api/admin/events/4/declarations',
        '/api/events/4/vendor-files',
        '/api/vendor-files',
        '/api/admin/analysis/incomplete',
      ]),
    );
    expect(isStale('/api/events/5/declaration', keys)).toBe(false);
  });

  it("after reminders are queued refreshes that event's record only", () => {
    expect(staleAfter.remindersSent(4)).toEqual(['/api/admin/events/4/reminders']);
  });

  it("after a reopening refreshes the event's submitters and the analyses", () => {
    expect(staleAfter.reopenSubmission(4)).toEqual(expect.arrayContaining(['/api/admin/events/4/submissions', '/api/admin/analysis/incomplete']));
  });

  it('after every admin change refreshes the public caches and the pages below them', () => {
    // A score save, a submission and a declaration are an evaluator's own changes; queuing reminders changes no record but their own.
    const evaluatorChanges = ['scoreSave', 'submission', 'declaration', 'remindersSent'];
    const adminChanges = Object.entries(staleAfter).filter(([name]) => !evaluatorChanges.includes(name));
    for (const [, change] of adminChanges) {
      const keys = typeof change === 'function' ? change(1) : change;
      expect(keys).toEqual(expect.arrayContaining(PUBLIC_CACHES));
      expect(isStale('/api/content/instructions', keys as string[])).toBe(true);
      expect(isStale('/api/events/2/questions', keys as string[])).toBe(true);
      // Every administrator change is in the audit log, whatever the Activity tab's filters.
      expect(isStale('/api/admin/audit?entity=user&offset=50', keys as string[])).toBe(true);
    }
  });
});
