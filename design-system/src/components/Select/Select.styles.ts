import styled from 'styled-components';
import { controlStyles } from '../TextField/controlStyles';

export const SelectWrapper = styled.div`
  position: relative;
  width: 100%;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;
