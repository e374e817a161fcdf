// What happens when door staff press Enter (a scanner's Enter, a typed code, a name) or pick a
// person: online the server decides (QR payload and door code admit at once, an order code or a
// name lists people to pick); when the network fails mid-scan, or the phone is offline, the saved
// list decides and the arrival is queued (door-offline-rules.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckInBody, CheckInReply, OfflineTicket } from '../../../../domain/contracts/check-in.ts';
import { classifyDoorInput } from '../../../../domain/door-code.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { attendanceKey, postCheckIn, searchDoor } from '../api/check-in.ts';
import { admitOffline, arrivedToday, lookUpOffline } from '../offline/door-offline-rules.ts';
import { type DoorOffline, isNetworkFailure } from '../offline/use-door-offline.ts';
import type { DoorChoice } from './door-choices.tsx';
import type { DoorOutcome } from './door-outcome.tsx';

interface Choices {
  title: string;
  items: DoorChoice[];
}

const NO_LIST = 'Sem conexão e sem a lista salva neste celular: conecte-se uma vez para baixá-la.';

export function useDoorDesk(eventId: number, door: DoorOffline) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [busy, setBusy] = useState(false);

  const fromReply = (reply: CheckInReply): DoorOutcome => ({
    kind: reply.registrado ? 'ok' : 'repeat',
    participanteId: reply.participanteId,
    nome: reply.nome,
    tipoIngresso: reply.tipoIngresso,
    mensagem: reply.mensagem,
    offline: false,
  });

  const offlineChoice = (ticket: OfflineTicket): DoorChoice => ({
    ...ticket,
    entradaHoje: door.list ? arrivedToday(door.list, door.queue, ticket, new Date()) : null,
  });

  const admitLocally = (ticket: OfflineTicket) => {
    if (!door.list) return setOutcome({ kind: 'error', message: NO_LIST });
    const result = admitOffline(door.list, door.queue, ticket, new Date());
    if (result.kind === 'error') return setOutcome({ kind: 'error', message: result.message });
    if (result.kind === 'ok') door.enqueue(result.scan);
    setChoices(null);
    setOutcome({
      kind: result.kind,
      participanteId: ticket.id,
      nome: ticket.nome,
      tipoIngresso: ticket.tipoIngresso,
      mensagem: result.message,
      offline: true,
    });
  };

  const decideOffline = (text: string) => {
    if (!door.list) return setOutcome({ kind: 'error', message: NO_LIST });
    const found = lookUpOffline(door.list, text);
    if (found.kind === 'error') return setOutcome({ kind: 'error', message: found.message });
    if (found.kind === 'ticket') return admitLocally(found.ticket);
    setOutcome(null);
    setChoices({
      title: found.porPedido ? 'Participantes do pedido (lista salva)' : 'Encontrados na lista salva',
      items: found.tickets.map(offlineChoice),
    });
  };

  const scan = async (body: CheckInBody) => {
    const reply = await postCheckIn(eventId, body);
    queryClient.setQueryData(attendanceKey(eventId), {
      dia: reply.dia,
      presentes: reply.presentes,
      total: reply.total,
      porTipo: reply.porTipo,
    });
    door.noteArrival(reply.participanteId, reply.presencaEm);
    setChoices(null);
    setOutcome(fromReply(reply));
  };

  const search = async (text: string) => {
    const found = await searchDoor(eventId, text);
    setOutcome(null);
    setChoices({
      title: found.porPedido ? 'Participantes do pedido: toque em quem está entrando' : 'Encontrados',
      items: found.participantes,
    });
  };

  /** Runs `online`; a network failure falls back to the saved list. */
  const attempt = async (online: () => Promise<void>, offline: () => void) => {
    if (!door.online) return offline();
    setBusy(true);
    try {
      await online();
    } catch (error) {
      if (isNetworkFailure(error)) {
        door.goOffline();
        offline();
      } else {
        setChoices(null);
        setOutcome({ kind: 'error', message: describeError(error).message });
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (text: string) => {
    const input = classifyDoorInput(text);
    if (input.kind === 'search' && text.trim().length < 2) return;
    return attempt(
      async () => {
        if (input.kind !== 'payload' && input.kind !== 'doorCode') return search(text);
        try {
          await scan({ codigo: text });
        } catch (error) {
          // Eight letters may be a name ("FERNANDA") rather than a door code.
          if (input.kind === 'doorCode' && isApiError(error) && error.status === 404) return search(text);
          throw error;
        }
      },
      () => decideOffline(text),
    );
  };

  const admit = (choice: DoorChoice) =>
    attempt(
      () => scan({ participanteId: choice.id }),
      () => {
        const ticket = door.list?.ingressos.find((t) => t.id === choice.id);
        if (ticket) admitLocally(ticket);
        else setOutcome({ kind: 'error', message: NO_LIST });
      },
    );

  return { outcome, setOutcome, choices, busy, submit, admit };
}
