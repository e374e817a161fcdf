import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/pt-br';

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DEFAULT_TOAST_DURATION_MS } from '../shared/notify/notify.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

// ModalsProvider lives in the root route (root-layout.tsx), inside the router, so modal
// content can use links and navigation.
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
          <Notifications position="top-right" autoClose={DEFAULT_TOAST_DURATION_MS} />
          {children}
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
