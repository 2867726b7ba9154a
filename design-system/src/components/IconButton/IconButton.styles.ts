import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../Button/Button.styles';

const edge = { sm: 32, md: 40, lg: 48 } as const;

export const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  width: ${({ $size }) => edge[$size]}px;
  height: ${({ $size }) => edge[$size]}px;
  min-height: 0;
  padding: 0;
`;
