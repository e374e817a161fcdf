import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec §9: on a phone the cart opens from the bottom. A chunk of its own, loaded on first open. */
export function CartDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="90%"
      title="Selecionar ingressos"
      // Mantine's close button is an icon alone: without a name a screen reader says only "button".
      closeButtonProps={{ 'aria-label': 'Fechar seleção de ingressos' }}
    >
      {children}
    </Drawer>
  );
}
