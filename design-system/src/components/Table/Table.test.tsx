import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme';
import { Table, type RowId, type TableColumn } from './Table';

interface User {
  id: number;
  name: string;
  role: string;
}

const users: User[] = [
  { id: -1, name: 'System', role: '' },
  { id: 2, name: 'Jordan Example', role: 'Lead' },
  { id: 3, name: 'Alex Placeholder', role: 'Evaluator' },
  { id: 4, name: 'Sam Sample', role: 'Evaluator' },
];

const columns: TableColumn<User>[] = [
  { key: 'name', header: 'Name', sortValue: (u) => u.name, cell: (u) => u.name },
  { key: 'role', header: 'Role', sortValue: (u) => u.role, cell: (u) => u.role },
];

function Harness({ onSelectionChange = jest.fn(), initial = [] as RowId[] }) {
  const [selected, setSelected] = useState<RowId[]>(initial);
  return (
    <ThemeProvider withGlobalStyle={false}>
      <Table
        caption="Users"
        columns={columns}
        rows={users}
        getRowId={(u) => u.id}
        getRowLabel={(u) => u.name}
        isRowSelectable={(u) => u.id !== -1}
        selectedIds={selected}
        onSelectionChange={(ids) => {
          onSelectionChange(ids);
          setSelected(ids);
        }}
      />
    </ThemeProvider>
  );
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('Table selection', () => {
  it('selects every selectable row with select-all and leaves the unselectable one out', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Harness onSelectionChange={onSelectionChange} />);

    await user.click(selectAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 3, 4]);
    expect(selectAll()).toBeChecked();
    expect(rowBox('Jordan Example')).toBeChecked();
    expect(rowBox('System')).not.toBeChecked();
    expect(rowBox('System')).toBeDisabled();
  });

  it('clears the selection when select-all is clicked with everything selected', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Harness onSelectionChange={onSelectionChange} initial={[2, 3, 4]} />);
    expect(selectAll()).toBeChecked();
    await user.click(selectAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(rowBox('Sam Sample')).not.toBeChecked();
  });

  it('shows select-all as mixed when only some rows are selected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(rowBox('Alex Placeholder'));
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toBePartiallyChecked();

    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();
  });

  it('toggles single rows and cannot select an unselectable row', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Harness onSelectionChange={onSelectionChange} />);
    await user.click(rowBox('Jordan Example'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2]);
    await user.click(rowBox('System'));
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    await user.click(rowBox('Jordan Example'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('disables select-all when no row can be selected', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Table
          caption="Users"
          columns={columns}
          rows={[users[0]]}
          getRowId={(u) => u.id}
          isRowSelectable={() => false}
          selectedIds={[]}
          onSelectionChange={jest.fn()}
        />
      </ThemeProvider>,
    );
    expect(selectAll()).toBeDisabled();
    expect(selectAll()).not.toBeChecked();
  });
});

describe('Table sorting', () => {
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);

  it('sorts by a column header, ascending then descending, and marks aria-sort', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(names()).toEqual(['System', 'Jordan Example', 'Alex Placeholder', 'Sam Sample']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Alex Placeholder', 'Jordan Example', 'Sam Sample', 'System']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['System', 'Sam Sample', 'Jordan Example', 'Alex Placeholder']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Role' })).not.toHaveAttribute('aria-sort');
  });

  it('puts empty values last in both directions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Role' }));
    expect(names()[3]).toBe('System');
    await user.click(screen.getByRole('button', { name: 'Role' }));
    expect(names()[3]).toBe('System');
  });
});

describe('Table sorted by its caller', () => {
  it('reports a header click, shows the sort it is given, and keeps the rows in the order given', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    const callerColumns: TableColumn<User>[] = [
      { key: 'name', header: 'Name', sortable: true, cell: (u) => u.name },
      { key: 'role', header: 'Role', cell: (u) => u.role },
    ];
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Table caption="Users" columns={callerColumns} rows={users} getRowId={(u) => u.id} sort={{ key: 'name', direction: 'asc' }} onSortChange={onSortChange} />
      </ThemeProvider>,
    );
    const rowNames = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(rowNames).toEqual(['System', 'Jordan Example', 'Alex Placeholder', 'Sam Sample']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.queryByRole('button', { name: 'Role' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });
});

describe('Table with a sticky first column', () => {
  const renderTable = (stickyFirstColumn?: boolean) =>
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Table caption="Users" columns={columns} rows={users} getRowId={(user) => user.id} stickyFirstColumn={stickyFirstColumn} />
      </ThemeProvider>,
    );

  it('keeps the first column in view while the table scrolls sideways, and only the first', () => {
    renderTable(true);
    const [first, second] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(first).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(second).not.toHaveStyle({ position: 'sticky' });
  });

  it('scrolls every column by default', () => {
    renderTable();
    const [first] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(first).not.toHaveStyle({ position: 'sticky' });
  });
});
