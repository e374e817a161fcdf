// The cart's participant stack (spec §3 "Cart participant stack entry", §4 "Purchase flow"):
// one entry per selected ticket, in the order the buyer added them. Raising a ticket type's
// quantity pushes entries; lowering it pops the LAST entries of that type, so the forms the
// buyer filled first survive. Callers delete the form data of the removed entries.

export interface ParticipantStackEntry {
  /** Stable key of the entry's form data; never reused within one cart. */
  id: string;
  ticketTypeId: number;
  /** 1-based position among the entries of the same ticket type ("Inteira #2"). */
  tipoIndex: number;
  /** 0-based position in the whole stack. */
  posicaoPilha: number;
}

export interface ParticipantStack {
  entries: readonly ParticipantStackEntry[];
  /** Counter behind the next entry id, kept so ids stay unique after removals. */
  nextId: number;
}

export const EMPTY_PARTICIPANT_STACK: ParticipantStack = { entries: [], nextId: 1 };

export function countOfTicketType(stack: ParticipantStack, ticketTypeId: number): number {
  return stack.entries.filter((entry) => entry.ticketTypeId === ticketTypeId).length;
}

/** Ticket type id → quantity, for every type with at least one entry. */
export function quantitiesByTicketType(stack: ParticipantStack): Map<number, number> {
  const counts = new Map<number, number>();
  for (const entry of stack.entries)
    counts.set(entry.ticketTypeId, (counts.get(entry.ticketTypeId) ?? 0) + 1);
  return counts;
}

// tipoIndex and posicaoPilha are derived, so they are recomputed after every change rather
// than patched, which cannot drift.
function renumber(entries: readonly Omit<ParticipantStackEntry, 'tipoIndex' | 'posicaoPilha'>[]) {
  const seen = new Map<number, number>();
  return entries.map((entry, posicaoPilha) => {
    const tipoIndex = (seen.get(entry.ticketTypeId) ?? 0) + 1;
    seen.set(entry.ticketTypeId, tipoIndex);
    return { id: entry.id, ticketTypeId: entry.ticketTypeId, tipoIndex, posicaoPilha };
  });
}

export interface StackChange {
  stack: ParticipantStack;
  /** Ids of the entries that were popped; their form data must be deleted. */
  removedIds: string[];
}

/** Sets one ticket type's quantity (negative and fractional values become whole, ≥ 0). */
export function setTicketTypeQuantity(
  stack: ParticipantStack,
  ticketTypeId: number,
  quantity: number,
): StackChange {
  const target = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  const current = countOfTicketType(stack, ticketTypeId);
  if (target === current) return { stack, removedIds: [] };

  if (target > current) {
    const added = Array.from({ length: target - current }, (_, offset) => ({
      id: `p${stack.nextId + offset}`,
      ticketTypeId,
    }));
    return {
      stack: { entries: renumber([...stack.entries, ...added]), nextId: stack.nextId + added.length },
      removedIds: [],
    };
  }

  const removedIds: string[] = [];
  const kept = [...stack.entries];
  for (let index = kept.length - 1; index >= 0 && removedIds.length < current - target; index -= 1) {
    const entry = kept[index];
    if (entry?.ticketTypeId !== ticketTypeId) continue;
    removedIds.push(entry.id);
    kept.splice(index, 1);
  }
  // An empty cart starts over, so a later "Participante 1" is not named p7.
  if (kept.length === 0) return { stack: EMPTY_PARTICIPANT_STACK, removedIds };
  return { stack: { entries: renumber(kept), nextId: stack.nextId }, removedIds };
}

/** Keeps only the entries whose ticket type still exists (e.g. a saved cart after the organiser edited the event). */
export function retainTicketTypes(stack: ParticipantStack, ticketTypeIds: ReadonlySet<number>): StackChange {
  const removedIds = stack.entries.filter((e) => !ticketTypeIds.has(e.ticketTypeId)).map((e) => e.id);
  if (removedIds.length === 0) return { stack, removedIds };
  const kept = stack.entries.filter((e) => ticketTypeIds.has(e.ticketTypeId));
  if (kept.length === 0) return { stack: EMPTY_PARTICIPANT_STACK, removedIds };
  return { stack: { entries: renumber(kept), nextId: stack.nextId }, removedIds };
}
