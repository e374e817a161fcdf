// The checkout's steps as history entries (issue 11 item 6): each step has a `?etapa=` value, so
// Back and Forward move between steps and a reload (or a shared link) lands on the same one.
// The data of each step lives in the autosaved flow state (docs/decisions/0030); the URL only
// says which step is shown.
import type { CheckoutState, CheckoutStep } from '../hooks/checkout-reducer.ts';

export const STEP_PARAM = 'etapa';

const STEP_SLUGS: Record<Exclude<CheckoutStep, 'info'>, string> = {
  form: 'participantes',
  payment_method: 'pagamento',
  pix: 'pix',
  checkout: 'confirmacao',
  pre_registration_checkout: 'pre-inscricao-enviada',
};

/** The step a URL's query names; the event page (info) when none or an unknown one. */
export function stepFromSearch(search: string): CheckoutStep {
  const slug = new URLSearchParams(search).get(STEP_PARAM);
  const found = Object.entries(STEP_SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as CheckoutStep) : 'info';
}

/** The query for `step`, keeping whatever else the address carries (campaign tags, pixel). */
export function searchForStep(step: CheckoutStep, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  if (step === 'info') params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, STEP_SLUGS[step]);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether the flow can show `step` now, with the data it holds (a step reached by Back/Forward). */
export function canShowStep(state: CheckoutState, step: CheckoutStep): boolean {
  const hasParticipants = state.stack.entries.length > 0;
  switch (step) {
    case 'info':
      return true;
    case 'form':
    case 'payment_method':
      return hasParticipants;
    case 'pix':
      return hasParticipants && state.registration?.status === 'pending';
    case 'checkout':
    case 'pre_registration_checkout':
      // A finished screen is never re-entered from history: the order is done and forgotten.
      return false;
  }
}
