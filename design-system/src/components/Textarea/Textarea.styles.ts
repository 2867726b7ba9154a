import styled from 'styled-components';
import { controlStyles } from '../TextField/controlStyles';

export const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;
