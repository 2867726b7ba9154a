import styled, { css } from 'styled-components';

export const linkStyles = css`
  color: ${({ theme }) => theme.colors.brandText};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  /* A darker shade would fade on a dark page: hover thickens the underline in both sets instead. */
  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const StyledTextLink = styled.a`
  ${linkStyles}
`;
