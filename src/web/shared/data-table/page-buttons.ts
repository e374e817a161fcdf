// The footer's page buttons (spec §9, participants: "up to 5 page numbers shown"): every page when
// there are 5 or fewer; otherwise the first, the last and a window around the current page, with
// ellipses for the gaps, never more than five page numbers.

export type PageButton = number | 'ellipsis-start' | 'ellipsis-end';

const SHOW_ALL_UP_TO = 5;

export function pageButtons(current: number, totalPages: number): PageButton[] {
  const total = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), total);
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);
  // Near an edge the window slides against it: 1 2 3 4 … 20 / 1 … 17 18 19 20.
  if (page <= 3) return [1, 2, 3, 4, 'ellipsis-end', total];
  if (page >= total - 2) return [1, 'ellipsis-start', total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', total];
}

/** "1 - 25 de 1.234 resultados" (spec §2 generic data table). */
export function rangeText(page: number, pageSize: number, total: number): string {
  const count = (n: number) => n.toLocaleString('pt-BR');
  if (total === 0) return '0 - 0 de 0 resultados';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `${count(from)} - ${count(to)} de ${count(total)} ${total === 1 ? 'resultado' : 'resultados'}`;
}
