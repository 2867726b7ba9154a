import { remoteForPath } from './registration';

const evaluator = { id: 7, name: 'Robin Evaluator', isAdmin: false };
const admin = { id: 1, name: 'Alex Admin', isAdmin: true };

describe('the remote a first screen is prefetched from', () => {
  it.each(['/admin', '/admin/users', '/Admin/Events'])('is the admin remote for %s to an administrator', (path) => {
    expect(remoteForPath(path, admin)).toBe('admin');
  });

  it.each(['/', '/scoring/4', '/administration', '/instructions'])('is the evaluator remote for %s', (path) => {
    expect(remoteForPath(path, admin)).toBe('evaluator');
  });

  it('is the evaluator remote for anyone else on /admin, who is sent home', () => {
    expect(remoteForPath('/admin', evaluator)).toBe('evaluator');
  });
});
