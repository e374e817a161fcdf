import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// The spec's toast kinds (§8). Every toast in the app goes through here so durations and
// colours stay consistent.

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export const TOAST_DURATIONS_MS: Record<ToastKind, number> = {
  success: 5000,
  error: 8000,
  warning: 6000,
  info: 5000,
};

const TOAST_COLORS: Record<ToastKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

const TOAST_ICONS: Record<ToastKind, ReactNode> = {
  success: <IconCheck size={18} />,
  error: <IconX size={18} />,
  warning: <IconAlertTriangle size={18} />,
  info: <IconInfoCircle size={18} />,
};

export interface ToastOptions {
  title?: string;
  message: ReactNode;
  /** Overrides the kind's duration; `false` keeps the toast until dismissed. */
  durationMs?: number | false;
}

// The buyers' app shows one notice at a time (docs/decisions/0112): a new one replaces the
// last, so notices never pile up over a page a buyer is trying to finish. Switched on once by
// buyer-main.tsx; the organiser area keeps its stack.
let isOneAtATime = false;

export function showOneNoticeAtATime(): void {
  isOneAtATime = true;
}

/** Takes every notice away (a buyer moving to another step: the last step's notices are stale). */
export function clearNotices(): void {
  notifications.clean();
}

// The same notice twice (a double click, a retry that fails alike) is one notice: its id is its
// content, and Mantine ignores a second show() of a visible id.
function noticeId(kind: ToastKind, title: string | undefined, message: ReactNode): string | undefined {
  return typeof message === 'string' ? `${kind}:${title ?? ''}:${message}` : undefined;
}

export function notify(kind: ToastKind, { title, message, durationMs }: ToastOptions): string {
  const id = noticeId(kind, title, message);
  if (isOneAtATime) notifications.clean();
  return notifications.show({
    id,
    title,
    message,
    color: TOAST_COLORS[kind],
    icon: TOAST_ICONS[kind],
    autoClose: durationMs ?? TOAST_DURATIONS_MS[kind],
    // Mantine's close button has no name: screen readers would announce only "button".
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
    // Server messages may list several fields, one per line.
    style: { whiteSpace: 'pre-line' },
  });
}

/** Takes a toast away (e.g. a "saving..." notice once the outcome is shown). */
export function dismissToast(id: string): void {
  notifications.hide(id);
}

export const notifySuccess = (message: ReactNode, title?: string) => notify('success', { title, message });
export const notifyError = (message: ReactNode, title?: string) => notify('error', { title, message });
export const notifyWarning = (message: ReactNode, title?: string) => notify('warning', { title, message });
export const notifyInfo = (message: ReactNode, title?: string) => notify('info', { title, message });
