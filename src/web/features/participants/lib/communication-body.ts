// What the Comunicar Participantes modal sends: its filters, or, opened from the table's bulk bar,
// exactly the selection (ticked ids or the frozen "all matching", decision 0092) and no filters,
// so the modal's default "pago" never narrows what the organiser ticked. The server resolves the
// recipients again at send time (ADR 0131), never from the preview on screen.
import type {
  CommunicateParticipantsBody,
  ParticipantRecipientFilters,
} from '../../../../domain/contracts/participant-communication.ts';
import type { ListSelection } from '../../../../domain/list-selection.ts';

export interface CommunicationDraft {
  subject: string;
  message: string;
  toBuyers: boolean;
  filtros: ParticipantRecipientFilters;
  selecao: ListSelection | null;
}

export function communicationBody(draft: CommunicationDraft): CommunicateParticipantsBody {
  const base = {
    assunto: draft.subject,
    mensagem: draft.message,
    enviarParaCompradores: draft.toBuyers,
    participantesIds: [],
  };
  return draft.selecao
    ? { ...base, filtros: {}, selecao: draft.selecao }
    : { ...base, filtros: draft.filtros };
}
