import { errorSentence } from '@vsp/api-client';
import { plural } from '@vsp/contract';
import { Text, TextField } from '@vsp/design-system';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useUserSearch } from '../api/useUserSearch';

/** The pause after a keystroke before the server is asked, so typing a name is one search, not one a letter. */
export const USER_SEARCH_DELAY_MS = 250;

const Root = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  max-height: 20rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Options = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  display: grid;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.typography.fontWeights.semibold : theme.typography.fontWeights.regular)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
`;

const Note = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

interface Choice {
  /** The user's id, '' for no user in particular. */
  id: string;
  name: string;
  username?: string;
}

export interface UserPickerProps {
  /** The chosen user's id, '' for no user in particular. */
  value: string;
  onChange: (userId: string) => void;
  /** The choice of no user in particular, also shown in the empty box: "All users", "Anyone". */
  anyLabel: string;
  /** The name of the user `value` names, when the screen knows it without a pick here (an id from a link). */
  knownName?: string;
}

/**
 * A user chosen by typing part of their username, name or e-mail address: a combobox that asks the
 * server for the matches, so no list of every user is loaded. Put it in a FormField, which labels
 * it. Arrow keys move through the matches, Enter picks one, Escape closes the list. The chosen
 * user's name is kept here, so it stays in the box whatever the matches are.
 */
export function UserPicker({ value, onChange, anyLabel, knownName }: UserPickerProps) {
  const listId = useId();
  const [chosen, setChosen] = useState<Choice | null>(null);
  // What is typed, while the person is typing; otherwise the box shows the chosen name.
  const [typed, setTyped] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed ?? ''), USER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // Asked only while the list is open; the matches shown stay until the next search answers.
  const matches = useUserSearch(open ? search : null);
  const choices: Choice[] = [
    { id: '', name: anyLabel },
    ...(matches.data?.items ?? []).map((user) => ({ id: String(user.id), name: user.name, username: user.username })),
  ];

  // The matches may shrink under the highlighted one while a search answers.
  const highlighted = active < choices.length ? active : -1;
  // An id set from outside, never picked here, reads as its known name, or as an unknown user does elsewhere: "User {id}".
  const chosenName = value === '' ? '' : chosen?.id === value ? chosen.name : (knownName ?? `User ${value}`);
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };

  const pick = (choice: Choice) => {
    setChosen(choice.id === '' ? null : choice);
    close();
    if (choice.id !== value) onChange(choice.id);
  };

  const edit = (text: string) => {
    setTyped(text);
    setOpen(true);
    setActive(-1);
    // Emptying the box lets go of the chosen user; the list stays open for the next name.
    if (text === '' && value !== '') {
      setChosen(null);
      onChange('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const down = event.key === 'ArrowDown';
      if (highlighted < 0) setActive(down ? 0 : choices.length - 1);
      else setActive((highlighted + (down ? 1 : -1) + choices.length) % choices.length);
    } else if (event.key === 'Enter' && open && highlighted >= 0) {
      event.preventDefault();
      pick(choices[highlighted]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const found = matches.data;
  const note = matches.error
    ? `Could not search users. ${errorSentence(matches.error)}`
    : !found
      ? 'Searching users...'
      : found.total === 0
        ? 'No users match.'
        : found.total > found.items.length
          ? `First ${found.items.length} of ${plural(found.total, 'user')}: type more of a name to narrow the list.`
          : null;

  return (
    <Root>
      <TextField
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && highlighted >= 0 ? optionId(highlighted) : undefined}
        placeholder={anyLabel}
        value={typed ?? chosenName}
        onChange={(event) => edit(event.target.value)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open && (
        <Popup>
          {/* A press on an option must not blur the box first, which would close the list before the click. */}
          <Options id={listId} role="listbox" aria-label="Matching users" onMouseDown={(event) => event.preventDefault()}>
            {choices.map((choice, index) => (
              <Option
                key={choice.id}
                id={optionId(index)}
                role="option"
                aria-selected={choice.id === value}
                $active={index === highlighted}
                $selected={choice.id === value}
                onClick={() => pick(choice)}
              >
                {choice.name}
                {choice.username && (
                  <>
                    {' '}
                    <Text as="span" size="sm" tone="muted" weight="inherit">
                      @{choice.username}
                    </Text>
                  </>
                )}
              </Option>
            ))}
          </Options>
          {note && <Note role="status">{note}</Note>}
        </Popup>
      )}
    </Root>
  );
}
