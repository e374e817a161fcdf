// The life of an event after it is created (issue 20): one state machine, shared by the server
// (which enforces it, also in SQL through `SELLING_EVENT_STATUS`) and the organiser's screens
// (which show only the buttons it allows). Decision 0400.
//
//   draft ──publish──▶ published ──close_sales──▶ sales_closed
//     ▲                  │  ▲                        │
//     └──unpublish───────┘  └────────publish─────────┘   (reopen sales)
//   draft | published | sales_closed ──cancel──▶ cancelled (final)
//   any status, no sales ──delete──▶ gone;  any status ──duplicate──▶ a new draft

export const EVENT_STATUSES = ['draft', 'published', 'sales_closed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The one status in which buyers can register and pay. */
export const SELLING_EVENT_STATUS = 'published' satisfies EventStatus;

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
  sales_closed: 'Vendas encerradas',
  cancelled: 'Cancelado',
};

/** Mantine colour of each status badge (organiser list and event view). */
export const EVENT_STATUS_COLORS: Record<EventStatus, string> = {
  draft: 'gray',
  published: 'green',
  sales_closed: 'orange',
  cancelled: 'red',
};

export const EVENT_ACTIONS = ['publish', 'unpublish', 'close_sales', 'cancel', 'delete'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** What the rules need to know about the event besides its status. */
export interface EventLifecycleFacts {
  /** Any order at all: paid, free, pending, pre-registration, even expired (history to keep). */
  hasOrders: boolean;
}

export const EVENT_LIFECYCLE_MESSAGES = {
  alreadyPublished: 'Este evento já está publicado.',
  cancelledIsFinal: 'Este evento foi cancelado e não pode mais ser alterado.',
  notPublished: 'Este evento não está publicado.',
  alreadyDraft: 'Este evento já é um rascunho.',
  unpublishWithOrders:
    'Este evento já tem inscrições e não pode voltar a rascunho. Use "Encerrar vendas" para parar as vendas.',
  salesAlreadyClosed: 'As vendas deste evento já estão encerradas.',
  closeDraft: 'Um rascunho não tem vendas para encerrar.',
  deleteWithOrders: 'Este evento já tem inscrições e não pode ser excluído. Você pode cancelá-lo.',
  published: 'Evento publicado!',
  reopened: 'Vendas reabertas!',
  unpublished: 'O evento voltou a ser um rascunho.',
  salesClosed: 'Vendas encerradas.',
  cancelled: 'Evento cancelado. Os inscritos foram avisados por e-mail.',
  duplicated: 'Evento duplicado! A cópia é um rascunho.',
  deleted: 'Evento excluído.',
} as const;

export type TransitionResult = { ok: true; to: EventStatus | 'deleted' } | { ok: false; message: string };

const refuse = (message: string): TransitionResult => ({ ok: false, message });

/** Whether `action` may happen to an event in `status`, and the status it leads to. */
export function eventTransition(
  status: EventStatus,
  action: EventAction,
  facts: EventLifecycleFacts,
): TransitionResult {
  const m = EVENT_LIFECYCLE_MESSAGES;
  if (action === 'delete') {
    return facts.hasOrders ? refuse(m.deleteWithOrders) : { ok: true, to: 'deleted' };
  }
  if (status === 'cancelled') return refuse(m.cancelledIsFinal);
  switch (action) {
    case 'publish':
      return status === 'published' ? refuse(m.alreadyPublished) : { ok: true, to: 'published' };
    case 'unpublish':
      if (status === 'draft') return refuse(m.alreadyDraft);
      return facts.hasOrders ? refuse(m.unpublishWithOrders) : { ok: true, to: 'draft' };
    case 'close_sales':
      if (status === 'draft') return refuse(m.closeDraft);
      return status === 'sales_closed' ? refuse(m.salesAlreadyClosed) : { ok: true, to: 'sales_closed' };
    case 'cancel':
      return { ok: true, to: 'cancelled' };
  }
}

/** The actions the organiser's screens offer for an event (the server decides again). */
export function availableEventActions(status: EventStatus, facts: EventLifecycleFacts): EventAction[] {
  return EVENT_ACTIONS.filter((action) => eventTransition(status, action, facts).ok);
}

/** Buyers can see the page (a draft is a 404 outside its preview link). */
export function isEventPublic(status: EventStatus): boolean {
  return status !== 'draft';
}

/** Buyers can register: only a published event sells. */
export function isEventSelling(status: EventStatus): boolean {
  return status === SELLING_EVENT_STATUS;
}

/** What the public page says instead of selling, when the status (not the dates) stops sales. */
export const EVENT_STATUS_NOTICES = {
  draft: 'Pré-visualização: este evento ainda não foi publicado e não aceita inscrições.',
  sales_closed: 'As vendas para este evento foram encerradas pela organização.',
  cancelled: 'Este evento foi cancelado pela organização.',
} as const satisfies Partial<Record<EventStatus, string>>;

/** The refusal a registration gets when the status stops sales (null when it sells). */
export function eventStatusRefusal(status: EventStatus): string | null {
  return status === SELLING_EVENT_STATUS ? null : EVENT_STATUS_NOTICES[status];
}
