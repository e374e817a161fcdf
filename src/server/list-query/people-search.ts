// What a person types in a people list's search box besides a name or an e-mail (issue 20, ADR
// 0410): the order code printed on vouchers and quoted in e-mails (`2N5-RRT`, with or without the
// dash), or a CPF or phone number with or without punctuation. Each becomes an indexed equality:
// orders (event_id, code), participants (event_id, digits of phone), (event_id, digits of cpf).
import { type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '../../domain/documents.ts';
import { normalizeOrderCode } from '../../domain/order-code.ts';

/** Fewer digits than a phone with its area code match too much to be worth an exact lookup. */
const MIN_DIGITS = 10;
const NUMBER_LIKE = /^[\d\s().+\-/]+$/;

/**
 * Conditions on the participants (`participantId` is the column or expression that names one)
 * for what `text` may be beyond a name: its order code, or its CPF or phone digits.
 */
export function participantKeySearch(eventId: number, text: string, participantId: SQL): SQL[] {
  const found: SQL[] = [];
  const code = normalizeOrderCode(text.trim());
  if (code) {
    found.push(sql`${participantId} = ANY(ARRAY(SELECT p2.id FROM participants p2 WHERE p2.event_id = ${eventId}
      AND p2.order_id = ANY(ARRAY(SELECT id FROM orders WHERE event_id = ${eventId} AND code = ${code}))))`);
  }
  const digits = onlyDigits(text);
  if (NUMBER_LIKE.test(text.trim()) && digits.length >= MIN_DIGITS) {
    found.push(sql`${participantId} = ANY(ARRAY(SELECT p2.id FROM participants p2 WHERE p2.event_id = ${eventId}
      AND (regexp_replace(p2.phone, '\\D', '', 'g') = ${digits} OR regexp_replace(p2.cpf, '\\D', '', 'g') = ${digits})))`);
  }
  return found;
}
