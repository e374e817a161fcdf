// A public event shaped like the seeded "conferencia-catraca-2027", for unit tests.
import type {
  PublicEvent,
  PublicFormField,
  PublicTicketType,
  RegistrationResult,
} from '../../../../domain/contracts/public-event.ts';

export function buildTicket(
  overrides: Partial<PublicTicketType> & Pick<PublicTicketType, 'id' | 'nome'>,
): PublicTicketType {
  const precoCents = overrides.preco_cents ?? 12_000;
  return {
    descricao: '',
    preco: precoCents / 100,
    preco_cents: precoCents,
    quantidade: 100,
    vendidos: 0,
    quantidade_disponivel: 100,
    venda_disponivel: true,
    status: 'on_sale',
    limit_per_order: null,
    start_date: null,
    end_date: null,
    start_after_ticket_id: null,
    vai_para_agenda: false,
    permitir_cartao: true,
    permitir_multiplos: true,
    esgotado_no_momento: false,
    ...overrides,
  };
}

export function buildField(
  overrides: Partial<PublicFormField> & Pick<PublicFormField, 'id' | 'tipo' | 'label'>,
): PublicFormField {
  return {
    instructions: '',
    required: false,
    options: [],
    show_for_ticket_types: null,
    conditional_father_field_id: null,
    conditional_option_id: null,
    ...overrides,
  };
}

export const INTEIRA = buildTicket({ id: 1, nome: 'Inteira', preco_cents: 12_000, limit_per_order: 5 });
export const MEIA = buildTicket({ id: 2, nome: 'Meia-Entrada', preco_cents: 6_000, quantidade: 50 });

export const EMPRESA = buildField({ id: 10, tipo: 'short_text', label: 'Empresa', required: true });
export const COMO_SOUBE = buildField({
  id: 11,
  tipo: 'single_choice',
  label: 'Como soube do evento?',
  required: true,
  options: [
    { id: 101, value: 'Instagram', order: 1 },
    { id: 102, value: 'Indicação', order: 2 },
    { id: 103, value: 'Outro', order: 3 },
  ],
});
export const QUAL = buildField({
  id: 12,
  tipo: 'short_text',
  label: 'Qual?',
  required: true,
  conditional_father_field_id: 11,
  conditional_option_id: 103,
});

export function buildEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 7,
    slug: 'conferencia-catraca-2027',
    nome: 'Conferência Catraca 2027',
    descricao: '<p>Sobre</p>',
    start_date: '2027-05-12T12:00:00.000Z',
    end_date: '2027-05-12T21:00:00.000Z',
    banner: null,
    local: 'Centro de Convenções',
    address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
    endereco_formatado: {
      logradouro: 'Av. Paulista',
      numero: '1000',
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      cep: '01310-100',
    },
    is_online: false,
    meeting_link: null,
    tipos_ingresso: [INTEIRA, MEIA],
    formulario: [EMPRESA, COMO_SOUBE, QUAL],
    use_custom_form: true,
    parcelamento_maximo: 12,
    pixel_token: null,
    participants_need_approval: false,
    numero_participantes_restantes: 150,
    attendants_remaining: 150,
    metodos_pagamento: ['pix', 'credit_card'],
    email_unico: false,
    maps_key: null,
    inscricoes_abertas: true,
    vendas_abrem_em: null,
    sandbox_mode: true,
    tokenizacao_cartao: null,
    organizador: { nome: 'Instituto Catraca', email: 'contato@catraca.com.br', telefone: null, site: null },
    limite_participantes_por_pedido: 10,
    tempo_reserva_pix: 15,
    limite_cancelamento_horas: 48,
    esgotado_no_momento: false,
    status: 'published',
    aviso_status: null,
    ...overrides,
  };
}

/** A registration reply as the server sends it: an order waiting for its payment, unless overridden. */
export function buildRegistration(overrides: Partial<RegistrationResult> = {}): RegistrationResult {
  return {
    order_id: 'abcdefghijkl',
    order_payment_id: 'Pg7x0QmZcY3u5Vb1Ns9dKe2W',
    order_hash: 'abcdefghijkl',
    status: 'pending',
    valor_total: 120,
    valor_total_cents: 12_000,
    payment_method: 'pix',
    installments: 1,
    cupom: null,
    ingressos: [],
    participantes: [],
    pix: null,
    boleto: null,
    checkout_message: { title: '', message: '' },
    ...overrides,
  };
}
