import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_TOAST_DURATION_MS } from '../shared/notify/notify.tsx';

const Notifications = lazy(async () => {
  const { Notifications } = await import('./notifications-container.tsx');
  return { default: Notifications };
});

/**
 * Toasts. `notifications.show()` only writes to a small store; the component that draws them
 * (with its transitions and styles) is loaded when the first toast is shown, so a page that
 * never shows one does not download it. A toast shown while it loads appears once it is in.
 */
export function NotificationsHost({
  position = 'top-right',
  containerWidth,
}: {
  position?: NotificationsProps['position'];
  containerWidth?: number;
}) {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position={position}
        containerWidth={containerWidth}
        autoClose={DEFAULT_TOAST_DURATION_MS}
      />
    </Suspense>
  );
}
