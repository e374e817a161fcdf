// Who sells (ADR 0470): the server puts the platform operator in every buyer page
// (src/server/web/platform-operator-data.ts); the footer and the legal pages read it here. No zod:
// this sits in the buyers' entry chunk, whose budget is tight (ADR 0071). A page without it (an
// unbuilt template, a test harness) shows no operator rather than a wrong one.
import { PLATFORM_OPERATOR_ELEMENT_ID, type PlatformOperator } from '../../../domain/platform-operator.ts';

let cached: PlatformOperator | null | undefined;

function isOperator(value: unknown): value is PlatformOperator {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const dpo = v.encarregado as Record<string, unknown> | undefined;
  return (
    ['razao_social', 'cnpj', 'endereco', 'email', 'telefone'].every((key) => typeof v[key] === 'string') &&
    typeof dpo === 'object' &&
    dpo !== null &&
    typeof dpo.email === 'string'
  );
}

/** The operator the page was served with, read once (the element stays: every page needs it). */
export function platformOperator(): PlatformOperator | null {
  if (cached !== undefined) return cached;
  const text = document.getElementById(PLATFORM_OPERATOR_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    cached = isOperator(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}
