import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme';
import { TabPanel, Tabs, type TabGroup } from './Tabs';

const groups: TabGroup[] = [
  { label: 'User Settings', tabs: [{ value: 'users', label: 'Users' }, { value: 'permissions', label: 'Permissions' }] },
  { label: 'Analysis', tabs: [{ value: 'scores', label: 'Scores' }, { value: 'export', label: 'Export Data', disabled: true }] },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('users');
  return (
    <ThemeProvider withGlobalStyle={false}>
      <Tabs
        groups={groups}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      >
        <TabPanel value="users">Users list</TabPanel>
        <TabPanel value="permissions">Permission matrix</TabPanel>
        <TabPanel value="scores">Scores table</TabPanel>
      </Tabs>
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('groups tabs under headings that name each tab list', () => {
    render(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('tablist', { name: 'User Settings' })).toContainElement(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tablist', { name: 'Analysis' })).toContainElement(screen.getByRole('tab', { name: 'Scores' }));
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('Users list');
  });

  it('reports a click so the app can put the tab in the URL', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Scores' }));
    expect(onChange).toHaveBeenCalledWith('scores');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Scores table');
  });

  it('moves across groups with the arrow keys, skipping disabled tabs, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={jest.fn()} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Scores table');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Scores' })).toHaveFocus();
  });
});
