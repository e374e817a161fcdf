// The person who pays: the buyer on the public checkout (spec §5 "Buyer") and the payer
// on the candidate payment page (spec §5 "Payer modal"), which words its messages apart.
import {
  CARD_CVV_INVALID_MESSAGE,
  CARD_EXPIRY_INVALID_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
} from './card.ts';
import {
  INVALID_DOCUMENT_MESSAGE,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  normalizeDocument,
} from './documents.ts';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from './email.ts';

export const BUYER_NAME_MESSAGE = 'Informe nome e sobrenome';

export interface BuyerInput {
  name: string;
  email: string;
  documento: string;
}

export type BuyerErrors = Partial<Record<keyof BuyerInput, string>>;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function hasFirstAndLastName(name: string): boolean {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2;
}

/** Field → message for the public checkout's buyer; empty when valid. */
export function validateBuyer(buyer: BuyerInput): BuyerErrors {
  const errors: BuyerErrors = {};
  if (!hasFirstAndLastName(buyer.name)) errors.name = BUYER_NAME_MESSAGE;
  if (!isValidEmail(buyer.email)) errors.email = EMAIL_INVALID_MESSAGE;
  if (!isValidCpfOrCnpj(buyer.documento)) errors.documento = INVALID_DOCUMENT_MESSAGE;
  return errors;
}

export const PAYER_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  emailRequired: 'Email é obrigatório',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  documentRequired: 'CPF/CNPJ é obrigatório',
  cpfInvalid: 'CPF inválido',
  cnpjInvalid: 'CNPJ inválido',
  documentLength: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos',
  cardNumberRequired: 'Número do cartão é obrigatório',
  expiryRequired: 'Validade é obrigatória',
  cvvRequired: 'CVV é obrigatório',
  noParticipantSelected: 'Selecione pelo menos um participante para pagamento.',
} as const;

export interface PayerInput {
  nome: string;
  email: string;
  documento: string;
}

export type PayerErrors = Partial<Record<keyof PayerInput, string>>;

function payerDocumentError(documento: string): string | null {
  const document = normalizeDocument(documento);
  if (document === '') return PAYER_MESSAGES.documentRequired;
  if (document.length === 11) return isValidCpf(document) ? null : PAYER_MESSAGES.cpfInvalid;
  if (document.length === 14) return isValidCnpj(document) ? null : PAYER_MESSAGES.cnpjInvalid;
  return PAYER_MESSAGES.documentLength;
}

/** Field → message for the candidate page's payer modal; empty when valid. */
export function validatePayer(payer: PayerInput): PayerErrors {
  const errors: PayerErrors = {};
  if (isBlank(payer.nome)) errors.nome = PAYER_MESSAGES.nameRequired;
  else if (payer.nome.trim().length < 2) errors.nome = PAYER_MESSAGES.nameTooShort;
  if (isBlank(payer.email)) errors.email = PAYER_MESSAGES.emailRequired;
  else if (!isValidEmail(payer.email)) errors.email = PAYER_MESSAGES.emailInvalid;
  const documentError = payerDocumentError(payer.documento);
  if (documentError !== null) errors.documento = documentError;
  return errors;
}

export interface PayerCardInput {
  numero: string;
  validade: string;
  cvv: string;
}

export type PayerCardErrors = Partial<Record<keyof PayerCardInput, string>>;

/** Field → message for the card part of the payer modal; empty when valid. */
export function validatePayerCard(card: PayerCardInput, now: Date): PayerCardErrors {
  const errors: PayerCardErrors = {};
  if (isBlank(card.numero)) errors.numero = PAYER_MESSAGES.cardNumberRequired;
  else if (!isValidCardNumber(card.numero)) errors.numero = CARD_NUMBER_INVALID_MESSAGE;
  if (isBlank(card.validade)) errors.validade = PAYER_MESSAGES.expiryRequired;
  else if (!isValidExpiry(card.validade, now)) errors.validade = CARD_EXPIRY_INVALID_MESSAGE;
  if (isBlank(card.cvv)) errors.cvv = PAYER_MESSAGES.cvvRequired;
  else if (!isValidCvv(card.cvv.trim())) errors.cvv = CARD_CVV_INVALID_MESSAGE;
  return errors;
}
