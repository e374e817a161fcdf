// The door phone's memory (ADR 0436): the event's ticket list saved in localStorage, the scans
// admitted while offline queued beside it, and what the last syncs could not register (conflicts,
// refusals) kept until someone reads them. The list is fetched on opening and every minute while
// online; the queue is sent as soon as the phone is online again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OfflineList, SyncReply } from '../../../../domain/contracts/check-in.ts';
import { offlineListSchema } from '../../../../domain/contracts/check-in.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { attendanceKey } from '../api/check-in.ts';
import { fetchOfflineList, syncScans } from '../api/offline-list.ts';
import type { QueuedScan } from './door-offline-rules.ts';

export type SyncProblem = SyncReply['resultados'][number];

const REFRESH_MS = 60_000;
const PROBE_MS = 10_000;
const keys = (eventId: number) => ({
  list: `catraca:porta:${eventId}:lista`,
  queue: `catraca:porta:${eventId}:fila`,
  problems: `catraca:porta:${eventId}:conflitos`,
});

function read<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full storage keeps the page working online; the list is simply not saved.
  }
}

const asArray = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : null);

/** This phone's own id, so a resent sync is not taken for another phone's scan. */
function deviceId(): string {
  const saved = localStorage.getItem('catraca:dispositivo');
  if (saved) return saved;
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  localStorage.setItem('catraca:dispositivo', id);
  return id;
}

export const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

export function useDoorOffline(eventId: number) {
  const storage = keys(eventId);
  const queryClient = useQueryClient();
  const [list, setList] = useState<OfflineList | null>(() =>
    read(storage.list, (v) => offlineListSchema.safeParse(v).data ?? null),
  );
  const [queue, setQueue] = useState<QueuedScan[]>(() => read(storage.queue, asArray<QueuedScan>) ?? []);
  const [problems, setProblems] = useState<SyncProblem[]>(
    () => read(storage.problems, asArray<SyncProblem>) ?? [],
  );
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const sending = useRef(false);

  useEffect(() => write(storage.queue, queue), [storage.queue, queue]);
  useEffect(() => write(storage.problems, problems), [storage.problems, problems]);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  const refreshList = useCallback(async () => {
    try {
      const fresh = await fetchOfflineList(eventId);
      setList(fresh);
      write(storage.list, fresh);
      setOnline(true);
    } catch (error) {
      if (isNetworkFailure(error)) setOnline(false);
    }
  }, [eventId, storage.list]);

  // Offline, the same fetch is the probe that notices the signal came back.
  useEffect(() => {
    void refreshList();
    const timer = setInterval(() => void refreshList(), online ? REFRESH_MS : PROBE_MS);
    return () => clearInterval(timer);
  }, [online, refreshList]);

  useEffect(() => {
    if (!online || queue.length === 0 || sending.current) return;
    sending.current = true;
    setSyncing(true);
    const batch = queue;
    syncScans(eventId, deviceId(), batch)
      .then(({ resultados }) => {
        const sent = new Set(batch.map((scan) => `${scan.participanteId}@${scan.em}`));
        setQueue((current) => current.filter((scan) => !sent.has(`${scan.participanteId}@${scan.em}`)));
        const unresolved = resultados.filter((result) => result.resultado !== 'registrado');
        if (unresolved.length > 0) setProblems((current) => [...current, ...unresolved]);
        void queryClient.invalidateQueries({ queryKey: attendanceKey(eventId) });
        void refreshList();
      })
      .catch((error) => {
        if (isNetworkFailure(error)) setOnline(false);
      })
      .finally(() => {
        sending.current = false;
        setSyncing(false);
      });
  }, [online, queue, eventId, queryClient, refreshList]);

  /** An arrival the server confirmed: the saved list learns it, for a later offline moment. */
  const noteArrival = useCallback(
    (participanteId: number, presencaEm: string | null) => {
      setList((current) => {
        if (!current) return current;
        const next = {
          ...current,
          ingressos: current.ingressos.map((t) =>
            t.id === participanteId ? { ...t, entradaHoje: presencaEm } : t,
          ),
        };
        write(storage.list, next);
        return next;
      });
    },
    [storage.list],
  );

  return {
    list,
    queue,
    problems,
    online,
    syncing,
    goOffline: () => setOnline(false),
    enqueue: (scan: QueuedScan) => setQueue((current) => [...current, scan]),
    noteArrival,
    dismissProblems: () => setProblems([]),
  };
}

export type DoorOffline = ReturnType<typeof useDoorOffline>;
