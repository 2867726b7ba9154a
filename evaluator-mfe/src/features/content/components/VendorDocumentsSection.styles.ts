import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const VendorGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const VendorGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
