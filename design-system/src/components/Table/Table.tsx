import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import {
  Caption,
  Cell,
  EmptyCell,
  HeaderCell,
  Row,
  SelectCell,
  SelectHeaderCell,
  SortButton,
  StyledTable,
  TableWrapper,
  type CellAlign,
} from './Table.styles';
import { useScrollsSideways } from '../../hooks/useScrollsSideways';
import { sortRows, type SortState, type SortValue } from './sortRows';

export type RowId = string | number;

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** With `onSortChange` (the caller sorts), makes the column sortable without a value of its own. */
  sortable?: boolean;
  align?: CellAlign;
  width?: string;
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  /** Names the table; visually hidden with captionHidden when the page heading already says it. */
  caption: ReactNode;
  captionHidden?: boolean;
  /** Sort applied before the user picks one; without it rows keep the order given. */
  defaultSort?: SortState;
  /**
   * Sorting done by the caller, as a server sorting every page of a long list: the table shows
   * `sort`, reports a click on a sortable header, and keeps the rows in the order given.
   */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Turns on the checkbox column. Selection is owned by the caller. */
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  /** Rows that may not be selected (e.g. the system account) get a disabled checkbox. */
  isRowSelectable?: (row: T) => boolean;
  /** Names a row for its checkbox: "Select {label}". */
  getRowLabel?: (row: T) => string;
  /** Shown in place of the body when there are no rows. */
  emptyState?: ReactNode;
  /** Keeps the first column in view while a wide table scrolls sideways (a matrix with a row name first). */
  stickyFirstColumn?: boolean;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function Table<T>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  defaultSort,
  sort: sortShown,
  onSortChange,
  selectedIds,
  onSelectionChange,
  isRowSelectable = () => true,
  getRowLabel,
  emptyState,
  stickyFirstColumn = false,
}: TableProps<T>) {
  const [localSort, setLocalSort] = useState<SortState | undefined>(defaultSort);
  const sortedByCaller = onSortChange !== undefined;
  const sort = sortedByCaller ? sortShown : localSort;
  const isSortable = (column: TableColumn<T>) => Boolean(column.sortValue) || (sortedByCaller && column.sortable === true);
  const selectable = Boolean(selectedIds && onSelectionChange);
  const selected = new Set(selectedIds);

  const sortColumn = sort && columns.find((column) => column.key === sort.key && column.sortValue);
  const shownRows = !sortedByCaller && sortColumn?.sortValue && sort ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;

  const selectableIds = rows.filter(isRowSelectable).map(getRowId);
  const selectedCount = selectableIds.filter((id) => selected.has(id)).length;
  const allSelected = selectableIds.length > 0 && selectedCount === selectableIds.length;

  const toggleAll = () => {
    if (!onSelectionChange) return;
    const pageIds = new Set(selectableIds);
    const others = [...selected].filter((id) => !pageIds.has(id));
    onSelectionChange(allSelected ? others : [...others, ...selectableIds]);
  };

  const toggleRow = (id: RowId) => {
    if (!onSelectionChange) return;
    onSelectionChange(selected.has(id) ? [...selected].filter((other) => other !== id) : [...selected, id]);
  };

  const toggleSort = (key: string) => {
    const next: SortState = { key, direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc' };
    if (onSortChange) onSortChange(next);
    else setLocalSort(next);
  };

  const columnCount = columns.length + (selectable ? 1 : 0);

  // A table wider than the screen scrolls inside its wrapper, which then takes focus so the arrow
  // keys scroll it, named by the caption.
  const wrapperRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const scrollable = useScrollsSideways(wrapperRef);

  return (
    <TableWrapper
      ref={wrapperRef}
      {...(scrollable && { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}
    >
      <StyledTable $stickyFirstColumn={stickyFirstColumn}>
        <Caption id={captionId} $hidden={captionHidden}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {selectable && (
              <SelectHeaderCell scope="col">
                <Checkbox
                  aria-label="Select all rows"
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  disabled={selectableIds.length === 0}
                  onChange={toggleAll}
                />
              </SelectHeaderCell>
            )}
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const SortIcon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
              return (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  $align={column.align ?? 'left'}
                  $width={column.width}
                  aria-sort={direction ? ariaSort[direction] : undefined}
                >
                  {isSortable(column) ? (
                    <SortButton type="button" onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <SortIcon size={14} aria-hidden />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shownRows.length === 0 && emptyState !== undefined ? (
            <tr>
              <EmptyCell colSpan={columnCount}>{emptyState}</EmptyCell>
            </tr>
          ) : (
            shownRows.map((row, index) => {
              const id = getRowId(row);
              const canSelect = isRowSelectable(row);
              const isSelected = selected.has(id);
              return (
                <Row key={id} $selected={isSelected} data-selected={isSelected || undefined}>
                  {selectable && (
                    <SelectCell>
                      <Checkbox
                        aria-label={`Select ${getRowLabel?.(row) ?? `row ${index + 1}`}`}
                        checked={canSelect && isSelected}
                        disabled={!canSelect}
                        onChange={() => toggleRow(id)}
                      />
                    </SelectCell>
                  )}
                  {columns.map((column) => (
                    <Cell key={column.key} $align={column.align ?? 'left'}>
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              );
            })
          )}
        </tbody>
      </StyledTable>
    </TableWrapper>
  );
}
