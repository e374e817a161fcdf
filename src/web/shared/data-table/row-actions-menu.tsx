import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { RowAction } from './types.ts';

/** The "⋯" menu at the end of a row (spec §2 row action menu). */
export function RowActionsMenu<Row>({ row, actions }: { row: Row; actions: RowAction<Row>[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Ações da linha">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const reason = action.disabledReason?.(row) ?? null;
          const item = (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              disabled={Boolean(reason)}
              onClick={() => action.onClick(row)}
            >
              {action.label}
            </Menu.Item>
          );
          return reason ? (
            <Tooltip key={action.label} label={reason} position="left" multiline w={240} withArrow>
              <div>{item}</div>
            </Tooltip>
          ) : (
            item
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
