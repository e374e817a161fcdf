// A sortable column's header: a button inside the header cell, and the cell's aria-sort. The
// library's own sortable header makes the whole <th> a role="button", which hides the column
// header from screen readers and cannot carry aria-sort, and names its icons in English (decision
// 0090). mantine-datatable passes no attributes to a header cell, so the button sets aria-sort on
// the cell it sits in (docs/decisions/0435-admin-accessibility.md).
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsVertical, IconArrowUp } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';

export type SortDirection = 'asc' | 'desc' | null;

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

export function SortHeader({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: SortDirection;
  onSort: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    button.current?.closest('th')?.setAttribute('aria-sort', ARIA_SORT[direction ?? 'none']);
  }, [direction]);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsVertical;
  return (
    <UnstyledButton ref={button} onClick={onSort} fz="inherit" fw="inherit" c="inherit">
      <Group gap={4} wrap="nowrap" component="span">
        {label}
        <Icon size={14} stroke={1.8} aria-hidden style={{ opacity: direction ? 1 : 0.55, flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}
