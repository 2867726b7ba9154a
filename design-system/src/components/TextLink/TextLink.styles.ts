import styled, { css } from 'styled-components';

export const linkStyles = css`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const StyledTextLink = styled.a`
  ${linkStyles}
`;
