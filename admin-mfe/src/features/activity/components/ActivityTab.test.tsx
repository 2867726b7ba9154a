import { screen, within } from '@testing-library/react';
import { api, type AuditEntry, type AuditQuery, type ItemsPage } from '@vsp/contract';
import { mockDownloads } from '../../../../test/downloads';
import { adminFixtures, adminUser, robin } from '../../../../test/fixtures';
import { renderWithProviders, user, type Fixtures } from '../../../../test/renderWithProviders';
import { userSearchPath } from '../../../lib/api/useUserSearch';
import { formatEntryTime } from '../utils/activity';
import { ActivityTab } from './ActivityTab';

function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry {
  return {
    actorId: adminUser.id,
    actorName: adminUser.name,
    entity: 'user',
    entityId: String(robin.id),
    action: 'updated',
    changes: { name: { old: 'Robin', new: 'Robin Evaluator' } },
    at: '2026-03-07T09:30:00.000Z',
    ...overrides,
  };
}

const entries: AuditEntry[] = [
  entry({ id: 3, changes: { name: { old: 'Robin', new: 'Robin Evaluator' }, password: { old: null, new: 'password changed' } } }),
  entry({ id: 2, entity: 'score', entityId: null, action: 'deleted all', changes: { count: { old: 120, new: 0 } }, at: '2026-03-06T16:15:00.000Z' }),
  entry({ id: 1, actorId: null, actorName: null, entity: 'event', entityId: '4', action: 'created', changes: { name: { old: null, new: 'Platform Review' }, isActive: { old: null, new: true } }, at: '2026-03-05T10:00:00.000Z' }),
];

// The tab asks with the filters first, then the page.
const pathOf = ({ offset = 0, ...filters }: AuditQuery) => api.audit.list.path({ ...filters, limit: 50, offset });
const page = (items: AuditEntry[], total = items.length) => ({ data: { items, total } satisfies ItemsPage<AuditEntry> });

function renderTab(overrides: Fixtures = {}) {
  renderWithProviders(<ActivityTab />, { fixtures: adminFixtures({ [pathOf({})]: page(entries), ...overrides }) });
}

const bodyCells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('ActivityTab', () => {
  it('lists the changes newest first: when, who, entity, id, action and each field as old → new', async () => {
    renderTab();
    await screen.findByText('Showing 1–3 of 3');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'Entity', 'Id', 'Action', 'Changes']);
    expect(bodyCells()).toEqual([
      [formatEntryTime('2026-03-07T09:30:00.000Z'), 'Alex Admin', 'User', '7', 'Updated', 'name: Robin → Robin Evaluatorpassword: — → password changed'],
      [formatEntryTime('2026-03-06T16:15:00.000Z'), 'Alex Admin', 'Score', 'All', 'Deleted all', 'count: 120 → 0'],
      [formatEntryTime('2026-03-05T10:00:00.000Z'), 'Outside the portal', 'Event', '4', 'Created', 'name: — → Platform ReviewisActive: — → Yes'],
    ]);
  });

  it('asks the BFF for the chosen entity, record and person, starting again at the newest', async () => {
    const robinsPage = entry({ id: 9, changes: { role: { old: null, new: 'Analyst' } } });
    renderTab({
      [pathOf({ entity: 'user' })]: page(entries.slice(0, 1)),
      [pathOf({ entity: 'user', entityId: '7' })]: page(entries.slice(0, 1)),
      [pathOf({ entity: 'user', entityId: '7', actorId: adminUser.id })]: page([robinsPage]),
      // The person is found by typing part of their name: the server searches, no list of every user is loaded.
      [userSearchPath('alex')]: { data: { items: [adminUser], total: 1 } },
    });
    await screen.findByText('Showing 1–3 of 3');
    await user.selectOptions(screen.getByLabelText('Entity'), 'user');
    await screen.findByText('Showing 1–1 of 1');
    await user.type(screen.getByLabelText('Entity id'), '7');
    await user.type(screen.getByRole('combobox', { name: 'Who' }), 'alex');
    await user.click(await screen.findByRole('option', { name: 'Alex Admin @aadmin' }));
    expect(await screen.findByText('role: — → Analyst')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Who' })).toHaveValue('Alex Admin');
  });

  it('pages to older entries and back', async () => {
    const many = Array.from({ length: 50 }, (_, index) => entry({ id: 120 - index }));
    renderTab({ [pathOf({})]: page(many, 70), [pathOf({ offset: 50 })]: page(Array.from({ length: 20 }, (_, index) => entry({ id: 70 - index, action: 'deleted' })), 70) });
    await screen.findByText('Showing 1–50 of 70');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Showing 51–70 of 70');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Showing 1–50 of 70');
  });

  it('names a filter that cannot be right, and neither reads nor exports until it is fixed', async () => {
    renderTab();
    await screen.findByText('Showing 1–3 of 3');
    await user.type(screen.getByLabelText('Entity id'), 'abc');
    expect(await screen.findByText('An id such as 12, or two ids such as 12:3')).toBeInTheDocument();
    expect(screen.getByText('Correct the filters to see the activity.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('exports the log with the same filters to a spreadsheet, downloaded in the page', async () => {
    const { requests, saved } = mockDownloads(() => ({ headers: { 'content-disposition': 'attachment; filename="activity-log.xlsx"' }, parts: ['PK'] }));
    renderTab({ [pathOf({ entity: 'vendor' })]: page([]) });
    await screen.findByText('Showing 1–3 of 3');
    await user.selectOptions(screen.getByLabelText('Entity'), 'vendor');
    expect(await screen.findByText('No changes recorded for these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Saved activity-log.xlsx (2 bytes)')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual([api.exports.audit.path({ entity: 'vendor' })]);
    expect(saved.map((file) => file.name)).toEqual(['activity-log.xlsx']);
  });
});
