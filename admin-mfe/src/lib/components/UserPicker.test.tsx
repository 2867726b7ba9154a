import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@vsp/contract';
import { FormField } from '@vsp/design-system';
import { useState } from 'react';
import { adminUser, makeUser, robin, sam } from '../../../test/fixtures';
import { fixtureFetcher, renderWithProviders, type Fixtures, user } from '../../../test/renderWithProviders';
import { USER_PICKER_LIMIT, userSearchPath } from '../api/useUserSearch';
import { UserPicker } from './UserPicker';

const found = (items: AdminUser[], total = items.length) => ({ data: { items, total } });

function Filter({ onChange }: { onChange: (userId: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="Who">
      <UserPicker
        value={value}
        anyLabel="Anyone"
        onChange={(userId) => {
          setValue(userId);
          onChange(userId);
        }}
      />
    </FormField>
  );
}

function renderPicker(fixtures: Fixtures = {}) {
  const all: Fixtures = {
    [userSearchPath('')]: found([adminUser, robin, sam]),
    [userSearchPath('rob')]: found([robin]),
    [userSearchPath('sam')]: found([sam]),
    ...fixtures,
  };
  const reads: string[] = [];
  const fromFixtures = fixtureFetcher(all);
  const onChange = jest.fn();
  renderWithProviders(<Filter onChange={onChange} />, {
    fixtures: all,
    fetcher: (key) => {
      reads.push(key);
      return fromFixtures(key);
    },
  });
  return { onChange, reads, box: screen.getByRole('combobox', { name: 'Who' }) };
}

describe('UserPicker', () => {
  it('asks the server for nothing until it is opened', async () => {
    const { reads, box } = renderPicker();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('placeholder', 'Anyone');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads).toEqual([]);
  });

  it('searches the server as the person types, one request after a pause, and picks a match with the mouse', async () => {
    const { onChange, reads, box } = renderPicker();
    await user.type(box, 'rob');
    const list = screen.getByRole('listbox', { name: 'Matching users' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Anyone', 'Robin Evaluator @robin']));
    expect(reads).not.toContain(userSearchPath('r'));
    expect(reads).not.toContain(userSearchPath('ro'));
    await user.click(within(list).getByRole('option', { name: 'Robin Evaluator @robin' }));
    expect(onChange).toHaveBeenCalledWith(String(robin.id));
    expect(box).toHaveValue('Robin Evaluator');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves through the matches with the arrow keys, picks with Enter and closes with Escape', async () => {
    const { onChange, box } = renderPicker();
    box.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Sam Reviewer @sam' });
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Sam Reviewer @sam' }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Robin Evaluator @robin' });
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(String(robin.id));
    expect(box).toHaveValue('Robin Evaluator');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Robin Evaluator @robin' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen name in the box when the matches change, and lets it go when emptied or Anyone is picked', async () => {
    // The first matches, without a search, do not include Sam.
    const { onChange, box } = renderPicker({ [userSearchPath('')]: found([adminUser, robin], 3) });
    await user.type(box, 'sam');
    await user.click(await screen.findByRole('option', { name: 'Sam Reviewer @sam' }));
    expect(box).toHaveValue('Sam Reviewer');

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByRole('option', { name: /Sam/ })).not.toBeInTheDocument();
    expect(box).toHaveValue('Sam Reviewer');

    // Typing over the name searches; leaving without a pick puts the chosen name back.
    await user.type(box, 'rob', { initialSelectionStart: 0, initialSelectionEnd: 'Sam Reviewer'.length });
    await screen.findByRole('option', { name: 'Robin Evaluator @robin' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Sam Reviewer');
    await user.type(box, 'rob', { initialSelectionStart: 0, initialSelectionEnd: 'Sam Reviewer'.length });
    await user.tab();
    expect(box).toHaveValue('Sam Reviewer');
    expect(onChange).toHaveBeenCalledTimes(1);

    await user.clear(box);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
    await user.type(box, 'rob');
    await user.click(await screen.findByRole('option', { name: 'Robin Evaluator @robin' }));
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Anyone' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('says when nothing matches, when there are more matches than it lists, and when the search fails', async () => {
    const many = Array.from({ length: USER_PICKER_LIMIT }, (_, n) => makeUser({ id: 100 + n, username: `user${n}`, name: `User ${n}` }));
    const { box } = renderPicker({ [userSearchPath('')]: found(many, 2000), [userSearchPath('zz')]: found([]), [userSearchPath('err')]: { status: 500 } });
    await user.click(box);
    expect(await screen.findByText('First 20 of 2000 users: type more of a name to narrow the list.')).toBeInTheDocument();
    await user.type(box, 'zz');
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'err');
    expect(await screen.findByText(/^Could not search users\. /)).toBeInTheDocument();
  });
});
