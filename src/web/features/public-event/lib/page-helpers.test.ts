import { describe, expect, it } from 'vitest';
import { metaPixelBody } from '../../../../domain/contracts/event-settings.ts';
import { minutesLeft } from '../../../shared/checkout/use-pix-qr-code.ts';
import { maskDate } from '../../../shared/participant-form/mask-date.ts';
import { isValidPixelToken } from '../hooks/use-meta-pixel.ts';
import { googleMapsEmbedUrl, mapQuery, openStreetMapEmbedUrl } from './map-embed.ts';
import { buildEvent } from './test-event.ts';

describe('map embed', () => {
  it('builds the query from street, number, city and state', () => {
    expect(mapQuery(buildEvent())).toBe('Av. Paulista, 1000, São Paulo, SP');
    const noStreet = buildEvent({
      endereco_formatado: {
        logradouro: null,
        numero: null,
        complemento: null,
        bairro: null,
        cidade: null,
        estado: null,
        cep: null,
      },
    });
    expect(mapQuery(noStreet)).toBe('Av. Paulista, 1000 - Bela Vista, São Paulo - SP');
    expect(mapQuery({ ...noStreet, address: null, local: null })).toBeNull();
  });

  it('uses the Embed API with a key, and an OSM bbox around a point without', () => {
    expect(googleMapsEmbedUrl('k', 'Rua A, 1')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k&q=Rua+A%2C+1',
    );
    const url = new URL(openStreetMapEmbedUrl(-23.5, -46.6));
    expect(url.searchParams.get('bbox')).toBe('-46.606000,-23.504000,-46.594000,-23.496000');
    expect(url.searchParams.get('marker')).toBe('-23.500000,-46.600000');
  });
});

describe('small page helpers', () => {
  it('counts whole minutes left on a PIX, 0 once expired', () => {
    const now = new Date('2027-01-01T12:00:00Z');
    expect(minutesLeft('2027-01-01T12:59:30Z', now)).toBe(60);
    expect(minutesLeft('2027-01-01T11:00:00Z', now)).toBe(0);
    expect(minutesLeft('nope', now)).toBeNull();
  });

  it('accepts only numeric Meta pixel ids', () => {
    expect(isValidPixelToken('123456789012345')).toBe(true);
    expect(isValidPixelToken("1');alert(1)//")).toBe(false);
    expect(isValidPixelToken(null)).toBe(false);
  });

  it('loads exactly the pixel ids the organiser can save (the one META_PIXEL_ID_PATTERN)', () => {
    for (const id of ['1234', '12345', '1'.repeat(20), '1'.repeat(21), ' 987654321 ', '12a45']) {
      const saved = metaPixelBody.safeParse({ metaPixelKey: id });
      const savedId = saved.success ? saved.data.metaPixelKey : null;
      expect(isValidPixelToken(id), id).toBe(savedId !== null);
    }
  });

  it('masks a typed date as dd/mm/aaaa', () => {
    expect(maskDate('3')).toBe('3');
    expect(maskDate('310')).toBe('31/0');
    expect(maskDate('31122000')).toBe('31/12/2000');
    expect(maskDate('31/12/20001')).toBe('31/12/2000');
  });
});
