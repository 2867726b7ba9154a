import styled from 'styled-components';

/** Fixed sizes keep the grid from jumping as logos, info lines and scores arrive. */
export const QUESTION_COLUMN_WIDTH = 300;
export const VENDOR_COLUMN_WIDTH = 168;
export const CELL_SIZE = 56;
// Room for the logo, the name, company and info lines, and the Documents control.
const HEADER_HEIGHT = 172;

/** Scrolls both ways inside the page, so the question column and the vendor header can stay in view. */
export const GridScroller = styled.div`
  position: relative;
  overflow: auto;
  max-height: max(420px, 75vh);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overscroll-behavior: contain;
`;

export const GridTable = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  width: max-content;

  th,
  td {
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const CornerHeader = styled.th`
  position: sticky;
  top: 0;
  left: 0;
  z-index: 3;
  width: ${QUESTION_COLUMN_WIDTH}px;
  min-width: ${QUESTION_COLUMN_WIDTH}px;
  height: ${HEADER_HEIGHT}px;
  padding: ${({ theme }) => theme.space[3]};
  text-align: left;
  vertical-align: bottom;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const VendorHeaderCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 2;
  width: ${VENDOR_COLUMN_WIDTH}px;
  min-width: ${VENDOR_COLUMN_WIDTH}px;
  height: ${HEADER_HEIGHT}px;
  padding: ${({ theme }) => theme.space[3]};
  vertical-align: top;
  font-weight: inherit;
`;

export const QuestionHeaderCell = styled.th`
  position: sticky;
  left: 0;
  z-index: 1;
  width: ${QUESTION_COLUMN_WIDTH}px;
  padding: ${({ theme }) => theme.space[3]};
  text-align: left;
  vertical-align: middle;
  font-weight: inherit;
`;

export const ScoreTableCell = styled.td`
  padding: ${({ theme }) => theme.space[2]};
  text-align: center;
  vertical-align: middle;

  & > button {
    /* Keyboard moves scroll the focused cell clear of the sticky header and question column. */
    scroll-margin: ${HEADER_HEIGHT + 8}px 8px 8px ${QUESTION_COLUMN_WIDTH + 8}px;
  }
`;

/** Keeps the question column's background under the footer while it scrolls sideways. */
export const FooterSpacer = styled.td`
  position: sticky;
  left: 0;
  z-index: 1;
`;

export const FooterCell = styled.td`
  padding: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  vertical-align: top;
`;

/**
 * A flex column, not a Stack: the column keeps the width its longest line asks for, where the
 * Stack's grid would hold it to VENDOR_COLUMN_WIDTH and cut the lines short.
 */
export const VendorHeaderBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
`;

/** One line, cut with an ellipsis; the full text is in the title. Reserves its height even when empty. */
export const OneLine = styled.span<{ $tone?: 'strong' | 'muted' | 'info' }>`
  display: block;
  width: 100%;
  min-height: 1.25em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme, $tone }) => ($tone === 'strong' ? theme.typography.fontSizes.sm : theme.typography.fontSizes.xs)};
  font-weight: ${({ theme, $tone }) => ($tone === 'strong' ? theme.typography.fontWeights.semibold : theme.typography.fontWeights.regular)};
  color: ${({ theme, $tone }) =>
    $tone === 'strong' ? theme.colors.text : $tone === 'info' ? theme.colors.infoText : theme.colors.textMuted};
`;
