// What a screen reader hears while a field is dragged (dnd-kit speaks English by default).
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover o campo, pressione Espaço ou Enter. Use as setas para cima e para baixo para escolher a posição, Espaço ou Enter para soltar e Esc para cancelar.',
};

const nameOf = (data: Record<string, unknown> | undefined, fallback: string | number) =>
  typeof data?.label === 'string' ? data.label : String(fallback);

export const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Campo ${nameOf(active.data.current, active.id)} selecionado.`,
  onDragOver: ({ active, over }) =>
    over
      ? `Campo ${nameOf(active.data.current, active.id)} sobre a posição de ${nameOf(over.data.current, over.id)}.`
      : undefined,
  onDragEnd: ({ active, over }) =>
    over
      ? `Campo ${nameOf(active.data.current, active.id)} solto.`
      : `Campo ${nameOf(active.data.current, active.id)} fora do formulário.`,
  onDragCancel: ({ active }) => `Movimento do campo ${nameOf(active.data.current, active.id)} cancelado.`,
};
