import { Banner, Button } from '@vsp/design-system';
import styled from 'styled-components';
import type { UploadProblem } from '../api/useUsersUpload';

const List = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0;
  padding-left: ${({ theme }) => theme.space[5]};
  max-height: 240px;
  overflow-y: auto;
`;

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export interface UploadReportProps {
  problems: readonly UploadProblem[];
  onDismiss: () => void;
}

/** Why each row of the last upload did not become a user. */
export function UploadReport({ problems, onDismiss }: UploadReportProps) {
  if (problems.length === 0) return null;
  return (
    <Wrapper>
      <Banner variant="warning" title={`${problems.length} ${problems.length === 1 ? 'row was' : 'rows were'} not imported`}>
        <List aria-label="Rows not imported">
          {problems.map((problem) => (
            <li key={`${problem.line}-${problem.message}`}>
              Line {problem.line}
              {problem.username ? ` (${problem.username})` : ''}: {problem.message}
            </li>
          ))}
        </List>
        <Button variant="outline" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </Banner>
    </Wrapper>
  );
}
