/**
 * The emulator's stand-in for Amazon's checkout.js (`static-{na|eu|fe}.payments-amazon.com/checkout.js`):
 * `amazon.Pay.renderButton(selector, {publicKeyId, productType, createCheckoutSessionConfig: {payloadJSON,
 * signature, publicKeyId, algorithm}, ...})` renders a button that posts the signed payload to the
 * emulator's sign-in page, as Amazon's button opens its own. The shop's page stays the same for the
 * emulator and Amazon; only the script's address differs.
 */
export function checkoutScript(publicUrl: string): string {
  return `(function () {
  var signInUrl = ${JSON.stringify(`${publicUrl}/checkout/sign-in`)};
  function field(form, name, value) {
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value == null ? '' : String(value);
    form.appendChild(input);
  }
  function renderButton(selector, options) {
    var container = typeof selector === 'string' ? document.querySelector(selector) : selector;
    if (!container) throw new Error('amazon.Pay.renderButton: no element matches ' + selector);
    var session = options.createCheckoutSessionConfig || {};
    var form = document.createElement('form');
    form.method = 'post';
    form.action = signInUrl;
    field(form, 'payloadJSON', session.payloadJSON);
    field(form, 'signature', session.signature);
    field(form, 'publicKeyId', session.publicKeyId || options.publicKeyId);
    field(form, 'algorithm', session.algorithm);
    field(form, 'productType', options.productType || 'PayAndShip');
    field(form, 'sandbox', options.sandbox === true);
    var button = document.createElement('button');
    button.type = 'submit';
    button.textContent = 'Amazon Pay';
    form.appendChild(button);
    container.appendChild(form);
  }
  window.amazon = window.amazon || {};
  window.amazon.Pay = { renderButton: renderButton };
})();
`;
}
