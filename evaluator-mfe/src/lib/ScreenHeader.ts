import styled from 'styled-components';

/** The top of a page about one event, the scoring screen and its agenda alike: the way back, then the title row. */
export const ScreenHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The page's title with what goes beside it: the progress and actions, or the calendar download. */
export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
`;
