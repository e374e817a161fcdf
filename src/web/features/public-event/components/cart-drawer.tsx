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
      // As tall as the cart, up to 90% of the screen (then it scrolls): a short cart is not a sheet
      // of empty space.
      size="auto"
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '90dvh' } }}
      title="Selecionar ingressos"
      // Mantine's close button is an icon alone: without a name a screen reader says only "button".
      closeButtonProps={{ 'aria-label': 'Fechar seleção de ingressos' }}
    >
      {children}
    </Drawer>
  );
}
