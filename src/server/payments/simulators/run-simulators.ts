// npm run dev:gateway: both gateway simulators on fixed ports, for trying the real adapters by
// hand (docs/payments.md). Prints the variables that point Catraca at them. Control routes:
//   Mercado Pago  GET  /__simulator/payments                 every payment
//                 POST /__simulator/payments/{id}/approve    the payer paid the PIX
//                 POST /__simulator/payments/{id}/expire     the PIX expired
//   Pix API       GET  /__simulator/cob                      every charge
//                 POST /__simulator/cob/{txid}/pay           the payer paid
//                 POST /__simulator/cob/{txid}/expire        the charge expired
// Card outcomes follow Mercado Pago's test holder names: APRO approves, FUND, SECU, CALL, OTHE…
// decline; any other name approves.
import { startMercadoPagoSimulator } from './mercadopago-simulator.ts';
import { startPixApiSimulator } from './pix-api-simulator.ts';

const host = process.env.GATEWAY_SIM_HOST ?? '127.0.0.1';
const mpPort = Number(process.env.GATEWAY_SIM_MP_PORT ?? 4810);
const pixPort = Number(process.env.GATEWAY_SIM_PIX_PORT ?? 4811);
const credentials = {
  accessToken: 'TEST-dev-gateway-access-token',
  publicKey: 'TEST-dev-gateway-public-key',
  webhookSecret: 'dev-gateway-webhook-secret',
  clientId: 'dev-gateway-client',
  clientSecret: 'dev-gateway-secret',
  pixKey: 'recebimentos@catraca.local',
  webhookToken: 'dev-gateway-webhook-token-000000',
};

const mp = await startMercadoPagoSimulator({ ...credentials, port: mpPort, host });
const pix = await startPixApiSimulator({ ...credentials, port: pixPort, host });

console.log(`Mercado Pago simulado em ${mp.url}; Pix API simulada em ${pix.url}\n`);
console.log('# Mercado Pago (cartão tokenizado + PIX):');
console.log(
  `PAYMENT_GATEWAY=mercadopago MERCADOPAGO_API_BASE_URL=${mp.url} MERCADOPAGO_SDK_URL=${mp.url}/js/v2 \\`,
);
console.log(
  `  MERCADOPAGO_ACCESS_TOKEN=${credentials.accessToken} MERCADOPAGO_PUBLIC_KEY=${credentials.publicKey} MERCADOPAGO_WEBHOOK_SECRET=${credentials.webhookSecret} npm run serve\n`,
);
console.log('# Pix API (PIX direto na conta do organizador):');
console.log(
  `PAYMENT_GATEWAY=pix-api PIX_API_BASE_URL=${pix.url} PIX_API_CLIENT_ID=${credentials.clientId} \\`,
);
console.log(
  `  PIX_API_CLIENT_SECRET=${credentials.clientSecret} PIX_API_PIX_KEY=${credentials.pixKey} PIX_API_WEBHOOK_TOKEN=${credentials.webhookToken} npm run serve`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([mp.close(), pix.close()]).then(() => process.exit(0));
  });
}
