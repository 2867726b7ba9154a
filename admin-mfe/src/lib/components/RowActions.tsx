import { IconButton, Inline } from '@vsp/design-system';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** The icon buttons at the end of a table row, side by side on the right. */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    <Inline gap={1} justify="end" wrap={false}>
      {children}
    </Inline>
  );
}

export interface RowActionsProps {
  /** Names the row in the buttons' labels: "Edit {name}", "Delete {name}". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <RowButtons>
      <IconButton label={`Edit ${name}`} icon={<Pencil size={16} aria-hidden />} size="sm" onClick={onEdit} />
      <IconButton label={`Delete ${name}`} icon={<Trash2 size={16} aria-hidden />} size="sm" onClick={onDelete} />
    </RowButtons>
  );
}
