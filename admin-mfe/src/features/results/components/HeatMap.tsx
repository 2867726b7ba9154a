import type { CellStatistics, Question, Rating } from '@vsp/contract';
import { Inline, useScrollsSideways, VisuallyHidden } from '@vsp/design-system';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatScore, NO_FIGURE, weightLabel } from '../utils/format';
import { BAND_LEGEND, cellBand, cellLabel, cellLookup, NO_SECTION_LABEL, type SectionGroup } from '../utils/matrix';
import { bandColours } from './bands';
import { CellDetail } from './CellDetail';

const Wrapper = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};

  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} 0`};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  th {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    text-align: left;
    vertical-align: bottom;
  }

  th[scope='colgroup'] {
    border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
  }

  th[scope='row'] {
    min-width: 160px;
    color: ${({ theme }) => theme.colors.text};
    vertical-align: middle;
  }

  td {
    padding: 0;
  }
`;

const QuestionText = styled.span`
  display: -webkit-box;
  max-width: 140px;
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
`;

const Weight = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-variant-numeric: tabular-nums;
`;

const CellButton = styled.button<{ $band: Rating | null; $selected: boolean }>`
  ${({ theme, $band }) => bandColours(theme, $band)}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  min-width: 72px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: ${({ theme, $selected }) => ($selected ? `2px solid ${theme.colors.text}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Swatch = styled.span<{ $band: Rating | null }>`
  ${({ theme, $band }) => bandColours(theme, $band)}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.75rem;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const FLAG = '⚑';

type Key = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export interface HeatMapVendor {
  vendorId: number;
  name: string;
}

export interface HeatMapProps {
  eventId: number;
  vendors: readonly HeatMapVendor[];
  groups: readonly SectionGroup[];
  cells: readonly CellStatistics[];
  /** The event's disagreement threshold: a cell is flagged when its ratings differ by at least this. */
  threshold: number;
}

/**
 * Vendors by questions, each cell coloured by the band of its mean and showing the mean as text, so
 * the colour is never the only sign. Every cell is a button, but the map is one Tab stop (a roving
 * tab index): Tab reaches the cell last visited, arrow keys, Home and End move within the map, Enter
 * or Space opens the cell's detail below it, the next Tab goes on to the detail, and Escape, in the
 * map or in the detail, closes the detail and puts the focus back on its cell.
 */
export function HeatMap({ eventId, vendors, groups, cells, threshold }: HeatMapProps) {
  const [selected, setSelected] = useState<{ vendorId: number; questionId: number } | null>(null);
  const [showNames, setShowNames] = useState(false);
  // The one cell that Tab reaches: the first until another is visited.
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const detailId = useId();
  const captionId = useId();
  // A map wider than the screen scrolls inside its wrapper, which then takes focus so the arrow keys scroll it.
  const wrapper = useRef<HTMLDivElement>(null);
  const scrollable = useScrollsSideways(wrapper);

  const questions: Question[] = groups.flatMap((group) => group.questions);
  const cellOf = cellLookup(cells);
  const showSections = groups.some((group) => group.section !== null);
  const position = (row: number, column: number) => `${row}:${column}`;

  const close = () => {
    if (!selected) return;
    const row = vendors.findIndex((vendor) => vendor.vendorId === selected.vendorId);
    const column = questions.findIndex((question) => question.id === selected.questionId);
    setSelected(null);
    buttons.current.get(position(row, column))?.focus();
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    if (event.key === 'Escape' && selected) {
      event.preventDefault();
      close();
      return;
    }
    const lastRow = vendors.length - 1;
    const lastColumn = questions.length - 1;
    const targets: Record<Key, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), column],
      ArrowDown: [Math.min(lastRow, row + 1), column],
      ArrowLeft: [row, Math.max(0, column - 1)],
      ArrowRight: [row, Math.min(lastColumn, column + 1)],
      Home: [row, 0],
      End: [row, lastColumn],
    };
    const target = targets[event.key as Key];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(position(...target))?.focus();
  };

  const selectedVendor = selected && vendors.find((vendor) => vendor.vendorId === selected.vendorId);
  const selectedQuestion = selected && questions.find((question) => question.id === selected.questionId);
  // The map may have shrunk since a cell was visited (a vendor or question gone): Tab then reaches the first.
  const [activeRow, activeColumn] = active[0] < vendors.length && active[1] < questions.length ? active : [0, 0];

  return (
    <div>
      <Wrapper ref={wrapper} {...(scrollable && { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}>
        <Grid>
          <caption id={captionId}>Mean rating per vendor and question; select a cell for its scores and comments</caption>
          <colgroup />
          {groups.map((group) => (
            <colgroup key={group.section ?? ''} span={group.questions.length} />
          ))}
          <thead>
            {showSections && (
              <tr>
                <th scope="col" rowSpan={2}>
                  Vendor
                </th>
                {groups.map((group) => (
                  <th key={group.section ?? ''} scope="colgroup" colSpan={group.questions.length}>
                    {group.section ?? NO_SECTION_LABEL}
                  </th>
                ))}
              </tr>
            )}
            <tr>
              {!showSections && <th scope="col">Vendor</th>}
              {questions.map((question) => (
                <th key={question.id} scope="col" title={question.text}>
                  <QuestionText>{question.text}</QuestionText>
                  <Weight>
                    <VisuallyHidden>weight </VisuallyHidden>
                    {weightLabel(question.weight)}
                  </Weight>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vendors.map((vendor, row) => (
              <tr key={vendor.vendorId}>
                <th scope="row">{vendor.name}</th>
                {questions.map((question, column) => {
                  const cell = cellOf(vendor.vendorId, question.id);
                  const isSelected = selected?.vendorId === vendor.vendorId && selected.questionId === question.id;
                  return (
                    <td key={question.id}>
                      <CellButton
                        type="button"
                        ref={(element) => {
                          if (element) buttons.current.set(position(row, column), element);
                          else buttons.current.delete(position(row, column));
                        }}
                        tabIndex={row === activeRow && column === activeColumn ? 0 : -1}
                        onFocus={() => setActive([row, column])}
                        $band={cellBand(cell)}
                        $selected={isSelected}
                        aria-label={cellLabel(vendor.name, question.text, cell)}
                        aria-expanded={isSelected}
                        aria-controls={isSelected ? detailId : undefined}
                        onClick={() => setSelected(isSelected ? null : { vendorId: vendor.vendorId, questionId: question.id })}
                        onKeyDown={(event) => move(event, row, column)}
                      >
                        {cell?.mean == null ? NO_FIGURE : formatScore(cell.mean)}
                        {cell?.flagged && <span aria-hidden>{FLAG}</span>}
                      </CellButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Wrapper>
      <Legend aria-label="Colour scale">
        {BAND_LEGEND.map((band) => (
          <Inline as="li" wrap={false} key={band.rating}>
            <Swatch $band={band.rating} aria-hidden />
            {band.rating}: mean {band.range}
          </Inline>
        ))}
        <Inline as="li" wrap={false}>
          <Swatch $band={null} aria-hidden>
            {NO_FIGURE}
          </Swatch>
          No ratings
        </Inline>
        <Inline as="li" wrap={false}>
          <Swatch $band={null} aria-hidden>
            {FLAG}
          </Swatch>
          Flagged: ratings differ by {threshold} or more
        </Inline>
      </Legend>
      {selected && selectedVendor && selectedQuestion && (
        <CellDetail
          key={`${selected.vendorId}:${selected.questionId}`}
          id={detailId}
          cellRef={{ eventId, ...selected }}
          vendorName={selectedVendor.name}
          question={selectedQuestion}
          cell={cellOf(selected.vendorId, selected.questionId)}
          threshold={threshold}
          showNames={showNames}
          onShowNamesChange={setShowNames}
          onClose={close}
        />
      )}
    </div>
  );
}
