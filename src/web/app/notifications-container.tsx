// The toast container alone, as its own module so it can be loaded lazily: importing it
// from '@mantine/notifications' directly would land it in the entry chunk along with the store.
export { Notifications } from '@mantine/notifications';
