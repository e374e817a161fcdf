// POST /api/payment-candidate/validate-coupon: what a coupon takes off the candidate's choice. With
// the order hash and the chosen ids the server prices the choice itself; otherwise the sent total
// is only a preview (the payment recomputes everything anyway): one line of no known ticket type,
// which a coupon limited to ticket types never reaches (ADR 0425).

import { candidateCouponLines } from '../../domain/candidate-payment.ts';
import type { CandidateCouponBody, CandidateCouponResult } from '../../domain/contracts/candidate-payment.ts';
import {
  COUPON_TYPE_PERCENTUAL_CODE,
  type CouponCartLine,
  checkCouponForCart,
  computeCartDiscount,
} from '../../domain/coupon.ts';
import { formatBRL } from '../../domain/money.ts';
import type { AppContext } from '../context.ts';
import { lookupCouponAttempt } from '../coupons/coupon-lookup.ts';
import { AppError } from '../http/app-error.ts';
import { priceCandidateChoice } from './candidate-payment-service.ts';

export async function validateCandidateCoupon(
  ctx: AppContext,
  body: CandidateCouponBody,
  clientIp: string,
  now = new Date(),
): Promise<CandidateCouponResult> {
  let lines: CouponCartLine[] = [
    { ticketTypeId: 0, quantity: 1, unitPriceCents: Math.round(body.valor_total * 100) },
  ];
  if (body.order_hash && body.participantes_ids) {
    const priced = await priceCandidateChoice(
      ctx,
      body.order_hash,
      body.participantes_ids,
      null,
      clientIp,
      now,
    );
    if (priced.payable.event.id !== body.evento_id) throw AppError.notFound('Inscrição não encontrada.');
    const chosen = priced.ids.flatMap((id) =>
      priced.payable.candidates.filter((c) => c.participantId === id),
    );
    lines = candidateCouponLines(chosen);
  }
  const coupon = await lookupCouponAttempt(ctx, {
    eventId: body.evento_id,
    code: body.cupom_code,
    clientIp,
    now,
  });
  const check = checkCouponForCart(coupon, lines, now);
  if (!check.ok || !coupon)
    throw new AppError('invalid_coupon', check.ok ? 'Cupom não é válido' : check.message);
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const discount = computeCartDiscount(lines, coupon);
  const final = subtotalCents - discount;
  return {
    cupom: {
      code: coupon.code,
      type: coupon.discountType === 'percentual' ? COUPON_TYPE_PERCENTUAL_CODE : 20,
      value: coupon.discountType === 'percentual' ? coupon.value : coupon.value / 100,
      desconto: discount / 100,
      desconto_formatado: formatBRL(discount),
      valor_final: final / 100,
      valor_final_formatado: formatBRL(final),
      tipos_ingresso_ids: [...(coupon.ticketTypeIds ?? [])],
    },
  };
}
