import styled, { type DefaultTheme } from 'styled-components';

export type FormWidth = keyof DefaultTheme['breakpoints'];

export const FormRoot = styled.form<{ $maxWidth?: FormWidth }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme, $maxWidth }) => ($maxWidth ? theme.breakpoints[$maxWidth] : 'none')};
`;
