import { screen, within } from '@testing-library/react';
import { api, MINIMUM_INVALID, WEIGHT_INVALID } from '@vsp/contract';
import { adminFixtures, makeQuestion } from '../../../../test/fixtures';
import { mockFetch, renderWithProviders, user } from '../../../../test/renderWithProviders';
import { QuestionsTab } from './QuestionsTab';

const questions = [
  makeQuestion({ id: 1, eventId: 2, text: 'Support quality', order: 1, weight: 1.25, section: 'Technical' }),
  makeQuestion({ id: 2, eventId: 1, text: 'Cost', order: 2, isActive: false }),
  makeQuestion({ id: 3, eventId: 1, text: 'Fit', order: 1, description: 'How well it fits', minimum: 2.5 }),
  makeQuestion({ id: 4, eventId: 1, text: 'Certified', order: 3, kind: 'passFail' }),
];
const renderTab = () => renderWithProviders(<QuestionsTab />, { fixtures: adminFixtures({ [api.questions.adminList.path()]: { data: questions } }) });

describe('QuestionsTab', () => {
  it('lists Event, Question, Section, Kind, Weight, Minimum, Order and Status sorted by event name then order', async () => {
    renderTab();
    await screen.findByText('Support quality');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Event',
      'Question',
      'Section',
      'Kind',
      'Weight',
      'Minimum',
      'Order',
      'Status',
      'Actions',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Platform Review', 'Platform Review', 'Platform Review', 'Tooling Review']);
    expect(within(rows[0]).getByText('Fit')).toBeInTheDocument();
    expect(within(rows[0]).getByText('How well it fits')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Inactive')).toBeInTheDocument();
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(2, 7);
    expect(cells(rows[3])).toEqual(['Technical', 'Scale 1–5', '1.25', '—', '1']);
    expect(cells(rows[0])).toEqual(['—', 'Scale 1–5', '1', '2.5', '1']);
    // A pass/fail question carries no weight and has no minimum.
    expect(cells(rows[2])).toEqual(['—', 'Pass–Fail', '—', '—', '3']);
  });

  it('makes a pass/fail question without a minimum, and checks a scale question\'s minimum', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: questions[3] }));
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Question' });
    await user.selectOptions(within(dialog).getByLabelText(/Event/), 'Platform Review');
    await user.type(within(dialog).getByLabelText(/^Question/), 'Holds the certificate');
    await user.type(within(dialog).getByLabelText(/Minimum/), '5.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(within(dialog).getByText(MINIMUM_INVALID)).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/Kind/), 'Pass–Fail');
    expect(within(dialog).queryByLabelText(/Minimum/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ text: 'Holds the certificate', kind: 'passFail', minimum: null });
  });

  it('requires an event and the question text', async () => {
    renderTab();
    const { requests } = mockFetch();
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Question' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(within(dialog).getByText('Please select an event')).toBeInTheDocument();
    expect(within(dialog).getByText('Question text is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates a question in the chosen event', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: questions[0] }));
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Question' });
    await user.selectOptions(within(dialog).getByLabelText(/Event/), 'Tooling Review');
    await user.type(within(dialog).getByLabelText(/^Question/), 'Security posture');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: api.questions.create.path(),
      body: { eventId: 2, text: 'Security posture', description: null, order: 0, weight: 1, section: null, isActive: true, kind: 'scale', minimum: null },
    });
  });

  it('sends the weight and section typed, and refuses a weight the portal cannot store exactly', async () => {
    renderTab();
    const { requests } = mockFetch(() => ({ status: 201, body: questions[0] }));
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Question' });
    expect(within(dialog).getByLabelText(/Weight/)).toHaveValue(1);
    await user.selectOptions(within(dialog).getByLabelText(/Event/), 'Tooling Review');
    await user.type(within(dialog).getByLabelText(/^Question/), 'Total cost');
    await user.type(within(dialog).getByLabelText(/Section/), ' Commercial ');
    const weight = within(dialog).getByLabelText(/Weight/);
    await user.clear(weight);
    await user.type(weight, '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(within(dialog).getByText(WEIGHT_INVALID)).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(weight);
    await user.type(weight, '2.75');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ text: 'Total cost', weight: 2.75, section: 'Commercial' });
  });

  it("shows the server's message when it refuses a question", async () => {
    renderTab();
    mockFetch(() => ({ status: 400, body: { message: WEIGHT_INVALID } }));
    await user.click(await screen.findByRole('button', { name: 'Edit Support quality' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Question' });
    expect(within(dialog).getByLabelText(/Weight/)).toHaveValue(1.25);
    expect(within(dialog).getByLabelText(/Section/)).toHaveValue('Technical');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(WEIGHT_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Question' })).toBeInTheDocument();
  });

  it('edits and deletes a question after confirmation', async () => {
    renderTab();
    const { requests } = mockFetch((request) => (request.method === 'DELETE' ? { status: 204 } : { body: questions[2] }));
    await user.click(await screen.findByRole('button', { name: 'Edit Fit' }));
    expect(within(screen.getByRole('dialog')).getByLabelText(/Event/)).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Question updated successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Fit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Question' });
    expect(dialog).toHaveTextContent('This will also delete all associated scores.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question deleted successfully')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`PUT ${api.questions.update.path({ id: 3 })}`, `DELETE ${api.questions.remove.path({ id: 3 })}`]);
  });
});
