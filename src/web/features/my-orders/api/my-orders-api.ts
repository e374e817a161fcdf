// "Meus ingressos" calls (ADR 0471): ask for a link, open it once, list with the view key.
import { z } from 'zod';
import {
  MY_ORDERS_LINK_SENT,
  type MyOrdersList,
  type MyOrdersOpen,
  myOrdersListSchema,
  myOrdersOpenSchema,
} from '../../../../domain/contracts/my-orders.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export async function requestMyOrdersLink(email: string): Promise<string> {
  const reply = await apiRequest('/api/meus-ingressos/link', {
    method: 'POST',
    body: { email },
    schema: z.null(),
  });
  return reply.message ?? MY_ORDERS_LINK_SENT;
}

export async function openMyOrdersLink(token: string): Promise<MyOrdersOpen> {
  return (
    await apiRequest('/api/meus-ingressos/abrir', {
      method: 'POST',
      body: { token },
      schema: myOrdersOpenSchema,
    })
  ).data;
}

export async function fetchMyOrders(chave: string, signal?: AbortSignal): Promise<MyOrdersList> {
  return (
    await apiRequest('/api/meus-ingressos/pedidos', {
      method: 'POST',
      body: { chave },
      schema: myOrdersListSchema,
      signal,
    })
  ).data;
}

// The view key lives in this tab's sessionStorage until it expires: a reload keeps the list, a
// closed tab forgets it, and no other site or tab reads it.
const VIEW_KEY_STORAGE = 'catraca:meus-ingressos';

export function storeViewKey(open: MyOrdersOpen): void {
  try {
    sessionStorage.setItem(VIEW_KEY_STORAGE, JSON.stringify(open));
  } catch {
    // Private mode without storage: the list still shows, a reload asks for a new link.
  }
}

export function storedViewKey(now = Date.now()): MyOrdersOpen | null {
  try {
    const parsed = myOrdersOpenSchema.safeParse(
      JSON.parse(sessionStorage.getItem(VIEW_KEY_STORAGE) ?? 'null'),
    );
    return parsed.success && Date.parse(parsed.data.expira_em) > now ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetViewKey(): void {
  try {
    sessionStorage.removeItem(VIEW_KEY_STORAGE);
  } catch {
    // Nothing stored.
  }
}
