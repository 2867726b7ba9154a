import { forceLabel, queuedDescription, reminderQuestion } from './reminderConfirm';

describe('reminder confirmation wording', () => {
  it('counts users, one or many, and says when nobody would receive one', () => {
    expect(reminderQuestion(1)).toBe('Send a reminder to 1 user?');
    expect(reminderQuestion(3)).toBe('Send a reminder to 3 users?');
    expect(reminderQuestion(0)).toBe('Nobody would receive a reminder.');
    expect(queuedDescription(3, 'Platform Review')).toBe('3 users will receive a reminder for Platform Review');
  });

  it('names the cool-down in hours', () => {
    expect(forceLabel(24)).toBe('Also remind users reminded within the last 24 hours');
    expect(forceLabel(1)).toBe('Also remind users reminded within the last 1 hour');
  });
});
