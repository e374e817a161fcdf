// The variables production requires (config.ts), for tests that load a production configuration.
/** Who operates the site (the legal pages and e-mails name them); production requires every one. */
export const OPERATOR_ENV: Readonly<Record<string, string>> = {
  OPERATOR_LEGAL_NAME: 'Exemplo Ingressos Ltda.',
  OPERATOR_CNPJ: '11.222.333/0001-81',
  OPERATOR_ADDRESS: 'Rua Exemplo, 100, Centro, Goiânia/GO, CEP 74000-000',
  OPERATOR_EMAIL: 'contato@exemplo.com.br',
  OPERATOR_PHONE: '(62) 3200-0000',
  OPERATOR_DPO_EMAIL: 'privacidade@exemplo.com.br',
};

export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://ingressos.exemplo.com.br',
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  PAYMENT_SECRETS_KEY: 'ab'.repeat(32),
  ...OPERATOR_ENV,
};
