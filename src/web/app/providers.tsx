import { MantineProvider } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsHost } from './notifications-host.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

// What every page needs. The organiser area adds its own (font, date pickers, modals) in
// routes/admin-frame.tsx, a lazy chunk a buyer never loads.
export function AppProviders({
  notificationsPosition,
  notificationsWidth,
  children,
}: {
  notificationsPosition?: NotificationsProps['position'];
  notificationsWidth?: number;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <NotificationsHost position={notificationsPosition} containerWidth={notificationsWidth} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
