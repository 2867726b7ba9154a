import styled from 'styled-components';

/** The event cards, as many to a row as fit at a readable width, each as tall as the tallest in its row. */
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
