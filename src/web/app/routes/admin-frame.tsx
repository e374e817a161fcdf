import '../admin-font.css';
import '../admin-scroll.css';
import 'dayjs/locale/pt-br';

import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/**
 * Around every /admin page, the login included: what only the organiser area uses (the Inter
 * font file, date pickers in pt-BR, confirmation modals). ModalsProvider sits inside the
 * router so modal content can use links and navigation.
 */
export function AdminFrame() {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
        <Outlet />
      </ModalsProvider>
    </DatesProvider>
  );
}
