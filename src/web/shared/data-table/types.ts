// What a page tells the data table: its columns, its filters' labels and options, and the actions
// on a row, on the selection and in the Exportar menu.
import type { ReactNode } from 'react';
import type { FilterSpecs } from '../../../domain/list-query.ts';

export interface TableColumn<Row> {
  /** The field shown; also the `ordenar` key when sortable. */
  key: string;
  label: string;
  sortable?: boolean;
  /** Hidden at 768 px or less (spec §2): ticket type, phone, registration date, actions. */
  hideOnMobile?: boolean;
  /** One value per cell; or `primary` and `secondary` on two lines (spec §3 column definition). */
  render?: (row: Row) => ReactNode;
  primary?: (row: Row) => ReactNode;
  secondary?: (row: Row) => ReactNode;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
}

export interface FilterOption {
  value: string;
  label: string;
}

/** Labels and choices of one filter of the list spec (its type comes from the spec). */
export interface FilterField<F extends FilterSpecs = FilterSpecs> {
  key: keyof F & string;
  label: string;
  /** select and multiselect. */
  options?: FilterOption[];
  /** boolean: what true and false mean here ("Presentes", "Ausentes"). */
  trueLabel?: string;
  falseLabel?: string;
  /** number: e.g. "R$". */
  unit?: string;
}

export interface RowAction<Row> {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: (row: Row) => void;
  /** A reason shown when the action does not apply to this row. */
  disabledReason?: (row: Row) => string | null;
}

export interface BulkAction {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: () => void;
  /** Why it cannot run for this selection (shown as a tooltip), or null. */
  disabledReason?: string | null;
  loading?: boolean;
}

export interface ExportItem {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
}
