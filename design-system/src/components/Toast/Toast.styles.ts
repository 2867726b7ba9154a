import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import type { ToastVariant } from './toastStore';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: none; }
`;

const tones: Record<ToastVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  default: ({ colors }) => css`
    background: ${colors.surface};
    border-color: ${colors.border};
    color: ${colors.text};
  `,
  success: ({ colors }) => css`
    background: ${colors.successSubtle};
    border-color: ${colors.successBorder};
    color: ${colors.successText};
  `,
  destructive: ({ colors }) => css`
    background: ${colors.destructive};
    border-color: ${colors.destructive};
    color: ${colors.destructiveContrast};
  `,
};

export const Viewport = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[4]};
  pointer-events: none;

  &:focus-visible {
    outline: none;
  }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ToastRoot = styled.div<{ $variant: ToastVariant; $dragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.normal};
  transition: ${({ $dragging, theme }) => ($dragging ? 'none' : `transform ${theme.motion.normal}`)};
  ${({ theme, $variant }) => tones[$variant](theme)}

  > svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

export const ToastBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1;
  min-width: 0;
`;

export const ToastTitle = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export const ToastDescription = styled.div`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  opacity: 0.9;
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin: -4px -4px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.75;
  cursor: pointer;

  &:hover {
    opacity: 1;
  }

  &:focus-visible {
    outline: none;
    opacity: 1;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
