import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner that says what is loading. Mantine's Loader is a bare span, and a span may not carry an
 * aria-label (axe: aria-prohibited-attr), so a screen reader would hear nothing: this one is a
 * status region named by its label, announced when it appears.
 */
export function Busy({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader role="status" aria-label={label} size={size} />;
}
