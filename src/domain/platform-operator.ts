// Who sells on Catraca (issue 22, ADR 0470): the company operating the platform, as Brazilian
// e-commerce rules expect on the site (Decreto 7.962/2013, art. 2: name, CNPJ, address, contact)
// and LGPD expects of a controller (art. 41: the encarregado's contact). Configured by environment
// (src/server/config.ts), handed to the buyers' pages in the HTML they are served, and shown in the
// footer and on /ajuda, /termos and /privacidade.
import { maskCpfCnpj, maskPhone } from './documents.ts';

export interface PlatformOperator {
  /** Razão social, e.g. "Catraca Tecnologia em Eventos Ltda.". */
  razao_social: string;
  /** Normalised CNPJ (14 characters, alphanumeric from 2026). */
  cnpj: string;
  /** One line: street, number, district, city/UF, CEP. */
  endereco: string;
  /** The buyers' contact e-mail. */
  email: string;
  /** Digits only, DDD + number. */
  telefone: string;
  /** The encarregado (DPO): who answers requests about personal data (LGPD art. 41). */
  encarregado: { nome: string | null; email: string };
}

/** The demo's operator: what development and test show (never production, ADR 0470). */
export const DEMO_PLATFORM_OPERATOR: PlatformOperator = {
  razao_social: 'Catraca Tecnologia em Eventos Ltda.',
  cnpj: '11222333000181',
  endereco: 'Av. Paulista, 1000, sala 101, Bela Vista, São Paulo/SP, CEP 01310-100',
  email: 'atendimento@catraca.com.br',
  telefone: '1140041234',
  encarregado: { nome: 'Marina Duarte', email: 'privacidade@catraca.com.br' },
};

/** "11.222.333/0001-81" */
export function formatCnpj(cnpj: string): string {
  return maskCpfCnpj(cnpj);
}

/** "(11) 4004-1234" */
export function formatOperatorPhone(digits: string): string {
  return maskPhone(digits);
}

/** The subject line an LGPD request by e-mail is asked to carry, so it reaches the right queue. */
export const LGPD_REQUEST_SUBJECT = 'Direitos do titular (LGPD)';

/** mailto: link for a request to the encarregado. */
export function lgpdRequestHref(operator: PlatformOperator): string {
  return `mailto:${operator.encarregado.email}?subject=${encodeURIComponent(LGPD_REQUEST_SUBJECT)}`;
}

// The buyer pages' HTML carries the operator as JSON in <script type="application/json" id=…>,
// read by the buyers' shell (src/web/shared/platform-operator.ts).
export const PLATFORM_OPERATOR_ELEMENT_ID = 'catraca-operador';
