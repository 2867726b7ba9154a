export { Table, type RowId, type TableColumn, type TableProps } from './Table';
export { sortRows, type SortDirection, type SortState, type SortValue } from './sortRows';
