/** The participant list pages of an event (each page's view parameters are appended). */
export const participantsQueryKey = (eventId: number) =>
  ['admin', 'events', eventId, 'participants'] as const;

/** The tab's cards; a separate root, so list updates never touch it by prefix. */
export const participantSummaryQueryKey = (eventId: number) =>
  ['admin', 'events', eventId, 'participant-summary'] as const;
