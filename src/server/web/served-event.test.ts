import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../web/features/public-event/lib/test-event.ts';
import { renderServedEvent, renderServedEventData } from './served-event.ts';

describe('renderServedEvent', () => {
  it('shows name, period in Brazil time, place and the sanitised description', () => {
    const html = renderServedEvent(
      buildEvent({
        nome: 'Conferência Catraca 2027',
        start_date: '2027-05-12T12:00:00Z',
        end_date: '2027-05-12T21:00:00Z',
        local: 'Centro de Convenções',
        address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
        descricao: '<p>Dois dias de <strong>palestras</strong></p>',
      }),
    );
    expect(html).toContain('<h1>Conferência Catraca 2027</h1>');
    expect(html).toContain('12/05/2027 das 09:00 às 18:00');
    expect(html).toContain('Centro de Convenções');
    expect(html).toContain('Av. Paulista, 1000 - Bela Vista, São Paulo - SP');
    expect(html).toContain(
      '<h2>Sobre o Evento</h2><div class="sv-text"><p>Dois dias de <strong>palestras</strong></p>',
    );
  });

  it('escapes every text it writes', () => {
    const html = renderServedEvent(
      buildEvent({
        nome: '<script>alert(1)</script> & "aspas"',
        local: '<img src=x onerror=alert(1)>',
        address: "Rua 'A' <b>",
        banner: '/uploads/x" onerror="alert(1)',
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;aspas&quot;');
    expect(html).toContain('Rua &#39;A&#39; &lt;b&gt;');
  });

  it('says the event is online instead of an address, and leaves out an empty description', () => {
    const html = renderServedEvent(
      buildEvent({ is_online: true, local: null, address: null, descricao: ' ' }),
    );
    expect(html).toContain('Evento Online - Link no Ingresso');
    expect(html).not.toContain('Sobre o Evento');
  });
});

describe('renderServedEventData', () => {
  it('is JSON that cannot close its script element', () => {
    const event = buildEvent({ nome: '</script><script>alert(1)</script>', descricao: '<!-- <p>x</p>' });
    const html = renderServedEventData(event);
    const body = html.replace(/^<script type="application\/json" id="[^"]+">/, '').replace(/<\/script>$/, '');
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(event);
  });
});
