// The simulator's stand-in for Mercado Pago's browser SDK (https://sdk.mercadopago.com/js/v2): the
// same global `MercadoPago` class with the core methods Catraca uses (createCardToken,
// getPaymentMethods). Like the real one it sends the card straight to the gateway's origin.
export const MERCADOPAGO_SDK_SOURCE = `(function () {
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  function MercadoPago(publicKey) {
    if (!publicKey) throw new Error('MercadoPago: public key is required');
    this.publicKey = publicKey;
  }
  function call(url, init) {
    return fetch(url, init).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw body;
        return body;
      });
    });
  }
  MercadoPago.prototype.createCardToken = function (data) {
    return call(origin + '/v1/card_tokens?public_key=' + encodeURIComponent(this.publicKey), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: String(data.cardNumber || '').replace(/\\D/g, ''),
        security_code: data.securityCode,
        expiration_month: Number(data.cardExpirationMonth),
        expiration_year: Number(data.cardExpirationYear),
        cardholder: {
          name: data.cardholderName,
          identification: { type: data.identificationType, number: data.identificationNumber },
        },
      }),
    });
  };
  MercadoPago.prototype.getPaymentMethods = function (query) {
    return call(origin + '/v1/payment_methods/search?public_key=' + encodeURIComponent(this.publicKey) +
      '&bins=' + encodeURIComponent(query.bin));
  };
  window.MercadoPago = MercadoPago;
})();
`;
