// The admin's "no such event" for every page under /admin/eventos/{id}: a foreign, malformed or
// missing id reads the same, with the way back to the events list.
import { NotFoundMessage } from '../ui/not-found-message.tsx';

export function EventNotFound() {
  return (
    <NotFoundMessage
      title="Evento não encontrado"
      message="Este evento não existe ou não pertence à sua conta."
      backTo="/admin/eventos"
      backLabel="Voltar para Meus eventos"
    />
  );
}
