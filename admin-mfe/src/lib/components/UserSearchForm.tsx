import { Button, TextField } from '@vsp/design-system';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  max-width: 32rem;

  & > input {
    flex: 1 1 16rem;
  }
`;

export interface UserSearchFormProps {
  /** Runs the search the box holds when it is submitted; the server matches username, name and email. */
  onSearch: (q: string) => void;
}

/** The search above a paged list of users: asked for on submit, not on every key, since each search is a server query. */
export function UserSearchForm({ onSearch }: UserSearchFormProps) {
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };
  return (
    <Form role="search" aria-label="Search users" onSubmit={submit}>
      <TextField type="search" aria-label="Username, name or email" placeholder="Username, name or email" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Button type="submit" variant="outline" icon={<Search size={16} aria-hidden />}>
        Search
      </Button>
    </Form>
  );
}
