import type { EventVendorInfo, Question, QuestionKind, Score, Vendor, VendorFile, VendorSchedule } from '@vsp/contract';
import { ScoreCell } from '@vsp/design-system';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filesByVendor } from '../../../lib/filesByVendor';
import { firstSlotByVendor, formatPresentationTime } from '../../../lib/schedule';
import { useNarrowScreen } from '../hooks/useNarrowScreen';
import { canOpenCell, cellKey, firstOpenCell, formatEventDate, hasComments, indexScores, keyMoves, nextOpenCell, type CellPosition } from '../utils/grid';
import {
  CELL_SIZE,
  CornerHeader,
  FooterCell,
  FooterSpacer,
  GridScroller,
  GridTable,
  QuestionHeaderCell,
  ScoreTableCell,
  VendorHeaderCell,
} from './ScoringGrid.styles';
import { OneVendorView } from './OneVendorView';
import { QuestionLabel } from './QuestionLabel';
import { VendorColumnHeader } from './VendorColumnHeader';

export interface ScoringGridProps {
  eventId: number;
  eventName: string;
  /** Active questions of the event, in order. */
  questions: readonly Question[];
  /** Active vendors, in their order. */
  vendors: readonly Vendor[];
  scores: readonly Score[];
  vendorInfo: readonly EventVendorInfo[];
  /** The documents of the event's vendors, behind each column's Documents control. */
  vendorFiles: readonly VendorFile[];
  /** The event's presentation slots: a vendor's own slot replaces the event's date and venue under its column. */
  schedules: readonly VendorSchedule[];
  /** Shown under every vendor column that has no slot of its own. */
  startDate: string | null;
  venueText: string | null;
  readOnly: boolean;
  /** The vendors the evaluator declared a conflict with: their columns are read-only, and empty cells disabled. */
  conflicts?: ReadonlySet<number>;
  onOpenCell: (questionId: number, vendorId: number) => void;
}

const NO_CONFLICTS: ReadonlySet<number> = new Set();

interface GridCellProps {
  row: number;
  col: number;
  label: string;
  score: number | undefined;
  kind: QuestionKind;
  hasComments: boolean;
  disabled: boolean;
  tabbable: boolean;
  onOpen: (row: number, col: number) => void;
  onMove: (row: number, col: number, event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocusCell: (row: number, col: number) => void;
  registerCell: (row: number, col: number, node: HTMLButtonElement | null) => void;
}

// A 30 x 40 grid has 1,200 cells: each re-renders only when its own score, state or tab stop changes.
const GridCell = memo(function GridCell({
  row,
  col,
  label,
  score,
  kind,
  hasComments: withComments,
  disabled,
  tabbable,
  onOpen,
  onMove,
  onFocusCell,
  registerCell,
}: GridCellProps) {
  return (
    <ScoreTableCell>
      <ScoreCell
        ref={(node) => registerCell(row, col, node)}
        label={label}
        score={score}
        kind={kind}
        hasComments={withComments}
        size={CELL_SIZE}
        disabled={disabled}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onOpen(row, col)}
        onKeyDown={(event) => onMove(row, col, event)}
        onFocus={() => onFocusCell(row, col)}
        data-row={row}
        data-col={col}
      />
    </ScoreTableCell>
  );
});

/**
 * Questions by vendors; on a phone, one vendor at a time (OneVendorView). The grid is one tab stop: Tab enters it at the last focused cell and arrow
 * keys, Home and End move between the cells that can be opened.
 */
export function ScoringGrid({
  eventId,
  eventName,
  questions,
  vendors,
  scores,
  vendorInfo,
  vendorFiles,
  schedules,
  startDate,
  venueText,
  readOnly,
  conflicts = NO_CONFLICTS,
  onOpenCell,
}: ScoringGridProps) {
  const narrow = useNarrowScreen();
  const scoreByCell = useMemo(() => indexScores(scores), [scores]);
  const infoByVendor = useMemo(
    () => new Map(vendorInfo.filter((row) => row.eventId === eventId).map((row) => [row.vendorId, row.info])),
    [vendorInfo, eventId],
  );
  const filesOf = useMemo(() => filesByVendor(vendorFiles), [vendorFiles]);
  const slotOf = useMemo(() => firstSlotByVendor(schedules), [schedules]);
  const isOpen = useCallback(
    ({ row, col }: CellPosition) => {
      const question = questions[row];
      const vendor = vendors[col];
      return Boolean(question && vendor) && canOpenCell(readOnly || conflicts.has(vendor.id), scoreByCell.get(cellKey(question.id, vendor.id)));
    },
    [questions, vendors, readOnly, conflicts, scoreByCell],
  );

  const [active, setActive] = useState<CellPosition | null>(null);
  const tabStop = active && isOpen(active) ? active : firstOpenCell(questions.length, vendors.length, isOpen);

  const cells = useRef(new Map<string, HTMLButtonElement>());
  const registerCell = useCallback((row: number, col: number, node: HTMLButtonElement | null) => {
    if (node) cells.current.set(`${row}:${col}`, node);
    else cells.current.delete(`${row}:${col}`);
  }, []);

  // Read through a ref so the memoised cells keep stable handlers while the data changes.
  const latest = useRef({ isOpen, questions, vendors, onOpenCell });
  useLayoutEffect(() => {
    latest.current = { isOpen, questions, vendors, onOpenCell };
  });

  const onOpen = useCallback((row: number, col: number) => {
    const { questions: qs, vendors: vs, onOpenCell: open } = latest.current;
    open(qs[row].id, vs[col].id);
  }, []);

  const onMove = useCallback((row: number, col: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const { isOpen: open, questions: qs, vendors: vs } = latest.current;
    const next = nextOpenCell({ row, col }, move, qs.length, vs.length, open);
    if (!next) return;
    setActive(next);
    cells.current.get(`${next.row}:${next.col}`)?.focus();
  }, []);

  const onFocusCell = useCallback((row: number, col: number) => setActive({ row, col }), []);

  const date = formatEventDate(startDate);
  // A vendor with its own slot shows when and where it presents; the others, the event's day and venue.
  const footers = vendors.map((vendor) => {
    const slot = slotOf.get(vendor.id);
    if (!slot) return { vendorId: vendor.id, when: date, where: venueText };
    return { vendorId: vendor.id, when: formatPresentationTime(slot.scheduledDate), where: slot.location?.trim() || venueText };
  });

  if (narrow && vendors.length > 0) {
    return (
      <OneVendorView
        // Another event starts at its first vendor.
        key={eventId}
        eventName={eventName}
        questions={questions}
        vendors={vendors}
        scoreByCell={scoreByCell}
        infoByVendor={infoByVendor}
        filesOf={filesOf}
        footers={footers}
        readOnly={readOnly}
        conflicts={conflicts}
        onOpenCell={onOpenCell}
      />
    );
  }

  return (
    <GridScroller>
      <GridTable role="grid" aria-label={`${eventName} scores`} aria-readonly={readOnly || undefined}>
        <thead>
          <tr>
            <CornerHeader scope="col">Evaluation Criteria</CornerHeader>
            {vendors.map((vendor) => (
              <VendorHeaderCell key={vendor.id} scope="col">
                <VendorColumnHeader
                  vendor={vendor}
                  info={infoByVendor.get(vendor.id)}
                  conflict={conflicts.has(vendor.id)}
                  files={filesOf.get(vendor.id)}
                />
              </VendorHeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((question, row) => (
            <tr key={question.id}>
              <QuestionHeaderCell scope="row">
                <QuestionLabel question={question} />
              </QuestionHeaderCell>
              {vendors.map((vendor, col) => {
                const score = scoreByCell.get(cellKey(question.id, vendor.id));
                return (
                  <GridCell
                    key={vendor.id}
                    row={row}
                    col={col}
                    label={`${vendor.name}, ${question.text}`}
                    score={score?.score}
                    kind={question.kind}
                    hasComments={hasComments(score)}
                    disabled={!canOpenCell(readOnly || conflicts.has(vendor.id), score)}
                    tabbable={tabStop?.row === row && tabStop.col === col}
                    onOpen={onOpen}
                    onMove={onMove}
                    onFocusCell={onFocusCell}
                    registerCell={registerCell}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
        {footers.some(({ when, where }) => when || where) && (
          <tfoot>
            <tr>
              <FooterSpacer />
              {footers.map(({ vendorId, when, where }) => (
                <FooterCell key={vendorId}>
                  {when && <div>{when}</div>}
                  {where && <div>{where}</div>}
                </FooterCell>
              ))}
            </tr>
          </tfoot>
        )}
      </GridTable>
    </GridScroller>
  );
}
