import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from './api-error.ts';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it('lists the first message of each invalid field for validation errors', () => {
    const error = apiErrorFromResponse(422, {
      error_type: 'validation',
      error: 'Dados inválidos',
      validation_errors: { nome: ['Informe o nome', 'Muito curto'], email: ['E-mail inválido'] },
    });
    expect(describeError(error)).toEqual({
      title: 'Dados Inválidos',
      message: 'Informe o nome\nE-mail inválido',
    });
  });

  it('uses the title and server message for other API errors', () => {
    const error = apiErrorFromResponse(401, {
      error_type: 'unauthorized',
      error: 'E-mail ou senha inválidos.',
    });
    expect(describeError(error)).toEqual({ title: 'Não Autorizado', message: 'E-mail ou senha inválidos.' });
  });

  it('titles places only held by unpaid PIX orders "Esgotado no momento", not a lasting shortage', () => {
    const message = 'Esgotado no momento, vagas podem voltar: há inscrições aguardando pagamento.';
    const held = apiErrorFromResponse(409, {
      error_type: 'insufficient_stock',
      error: message,
      error_details: { available: 0, held: 2, reason: 'held' },
    });
    expect(describeError(held)).toEqual({ title: 'Esgotado no momento', message });
    const short = apiErrorFromResponse(409, {
      error_type: 'insufficient_stock',
      error: 'Só é possível comprar 1 ingressos deste tipo.',
      error_details: { available: 1 },
    });
    expect(describeError(short).title).toBe('Estoque Insuficiente');
  });

  it('falls back to a generic message for anything that is not an ApiError', () => {
    expect(describeError(new Error('boom'))).toEqual({ title: 'Erro', message: 'Erro desconhecido' });
    expect(describeError(new ApiError({ status: 0, errorType: null, title: 'X', message: 'Y' }))).toEqual({
      title: 'X',
      message: 'Y',
    });
  });
});
