import { type CSSVariablesResolver, MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsHost } from './notifications-host.tsx';
import { createQueryClient } from './query-client.ts';
import { theme as appTheme } from './theme.ts';

// What every page needs. The organiser area adds its own (font, date pickers, modals) in
// routes/admin-frame.tsx, a lazy chunk a buyer never loads, and brings its own theme and colour
// variables (admin-theme.ts).
export function AppProviders({
  theme = appTheme,
  cssVariablesResolver,
  notificationsPosition,
  notificationsWidth,
  children,
}: {
  theme?: MantineThemeOverride;
  cssVariablesResolver?: CSSVariablesResolver;
  notificationsPosition?: NotificationsProps['position'];
  notificationsWidth?: number;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NotificationsHost position={notificationsPosition} containerWidth={notificationsWidth} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
