// Issue 22, trap 6: a pending PIX is e-mailed to the buyer with its code, amount and deadline.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateTimeBR } from '../../domain/dates.ts';
import { emailOutbox } from '../db/schema.ts';
import { participant, pixBody, postRegistration, useEventFactory } from '../orders/registration-test-kit.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { html } from './safe-html.ts';

describe.each(TEST_DRIVERS)('the pending PIX e-mail (%s)', (driver) => {
  const env = useTestApp(driver);
  const newEvent = useEventFactory(env);

  it('sends the buyer the copy-and-paste code, the amount and the deadline, once', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({ name: 'Oficina de Cerâmica' }, [{ name: 'Inteira', priceCents: 12_345 }]);
    const res = await postRegistration(app, event.id, pixBody([participant(ticket?.id as number)]));
    expect(res.statusCode, res.body).toBe(201);
    const { pix } = res.json().data;
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.eventId, event.id), eq(emailOutbox.kind, 'pending_pix')));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const deadline = formatDateTimeBR(new Date(pix.expires_at));
    expect(mail?.toAddress).toBe('maria@teste.com.br');
    expect(mail?.subject).toBe(`Pague seu PIX até ${deadline}: Oficina de Cerâmica`);
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain('R$ 123,45');
      expect(part).toContain(deadline);
    }
    expect(mail?.text).toContain(pix.code);
    expect(mail?.html).toContain(String(html`${pix.code}`));
    expect(mail?.text).toContain(`/eventos/${event.slug}`);
  });
});
