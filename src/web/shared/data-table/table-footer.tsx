// The footer (spec §2, §9): "x - y de z resultados", "Itens por página:" and the page buttons.
import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZES, type PageSize } from '../../../domain/list-query.ts';
import { pageButtons, rangeText } from './page-buttons.ts';

interface Props {
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

export function TableFooter({ page, pageSize, total, onPage, onPageSize }: Props) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="xs">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {rangeText(page, pageSize, total)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="itens-por-pagina">
            Itens por página:
          </Text>
          <Select
            id="itens-por-pagina"
            size="xs"
            w={76}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => value && onPageSize(Number(value) as PageSize)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      <Group gap={4} wrap="nowrap" component="nav" aria-label="Paginação">
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Página anterior"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        {pageButtons(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="compact-sm"
              miw={32}
              px={6}
              variant={item === page ? 'filled' : 'default'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Página ${item}`}
              onClick={() => onPage(item)}
            >
              {item.toLocaleString('pt-BR')}
            </Button>
          ) : (
            <Text key={item} size="sm" c="dimmed" px={2} aria-hidden>
              …
            </Text>
          ),
        )}
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Próxima página"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
