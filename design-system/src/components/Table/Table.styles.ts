import styled from 'styled-components';

export type CellAlign = 'left' | 'center' | 'right';

export const TableWrapper = styled.div`
  width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const StyledTable = styled.table<{ $stickyFirstColumn: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  ${({ $stickyFirstColumn, theme }) =>
    $stickyFirstColumn &&
    `
      th:first-child,
      td:first-child {
        position: sticky;
        left: 0;
        z-index: 1;
      }

      td:first-child {
        background: ${theme.colors.surface};
      }

      tr:hover td:first-child {
        background: ${theme.colors.surfaceHover};
      }
    `}
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: left;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};

  ${({ $hidden }) =>
    $hidden &&
    `
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
`;

export const HeaderCell = styled.th<{ $align: CellAlign; $width?: string }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  width: ${({ $width }) => $width ?? 'auto'};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-align: ${({ $align }) => $align};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const Row = styled.tr<{ $selected: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSubtle : 'transparent')};

  &:not(:last-child) td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:hover td {
    background: ${({ theme, $selected }) => ($selected ? 'transparent' : theme.colors.surfaceHover)};
  }
`;

export const Cell = styled.td<{ $align: CellAlign }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  /* On a phone, words stay whole and the table scrolls sideways inside its wrapper instead. */
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    overflow-wrap: break-word;
  }
`;

// The checkbox is a block here: inline, it sits on the text baseline and looks higher than the row's text.
export const SelectCell = styled.td`
  width: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  vertical-align: middle;

  input {
    display: block;
    margin: 0;
  }
`;

export const SelectHeaderCell = styled.th`
  width: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;

  input {
    display: block;
    margin: 0;
  }
`;

export const EmptyCell = styled.td`
  padding: 0;
`;
