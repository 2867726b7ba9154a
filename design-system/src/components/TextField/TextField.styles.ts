import styled from 'styled-components';
import { controlStyles } from './controlStyles';

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
