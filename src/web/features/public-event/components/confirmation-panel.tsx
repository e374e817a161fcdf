import { Box, Paper, Stack, ThemeIcon, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The closing screen of a checkout (spec §2 steps 5 and 6): an icon, the organiser's title and
 * rich-text message, then what the buyer can do next. The message arrives sanitised by the server
 * (the same allow-list as the event description).
 */
export function ConfirmationPanel({
  label,
  icon,
  color,
  title,
  messageHtml,
  children,
}: {
  label: string;
  icon: ReactNode;
  color: string;
  title: string;
  messageHtml: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" component="section" aria-label={label}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color={color} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        {messageHtml.trim() !== '' && (
          <Box c="dimmed" data-testid="checkout-message">
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side with sanitize-html */}
              <div dangerouslySetInnerHTML={{ __html: messageHtml }} />
            </Typography>
          </Box>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
