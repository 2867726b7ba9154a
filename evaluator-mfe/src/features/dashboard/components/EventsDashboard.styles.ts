import styled from 'styled-components';

export const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const OverallRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const EventGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: flex;
    flex-direction: column;
  }

  & > li > * {
    flex: 1;
  }
`;

export const LockMark = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
