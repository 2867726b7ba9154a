import styled from 'styled-components';

/** The header's actions, one under another: at its end beside the progress, at its start on a phone. */
export const HeaderActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};

  /* On a phone the header stacks, so the actions line up with the title on the left. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    align-items: flex-start;
  }
`;

export const ProgressBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 220px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const ProgressFigure = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brandText};
  line-height: 1;
`;
