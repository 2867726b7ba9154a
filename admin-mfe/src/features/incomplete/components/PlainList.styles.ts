import styled from 'styled-components';

/** A list of people, one row each, without bullets: the incomplete users of a vendor, the submitters of an event. */
export const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
