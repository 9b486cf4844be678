/**
 * LOCAL FAKE of Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), served by
 * server/adapters/payments/local/razorpay-fake.ts at /v1/checkout.js, for tests and local development only.
 * `new Razorpay(options).open()` shows a plain dialog instead of Razorpay's: "Pay ₹X" pays the order
 * at the fake and calls `options.handler({ razorpay_payment_id, razorpay_order_id,
 * razorpay_signature })`; "Fail" records a failed payment and fires `on('payment.failed', …)` with
 * `{ error: { description: 'Payment failed', … } }`; closing calls `options.modal.ondismiss()`.
 */
/* global window, document */
(() => {
  'use strict';

  // The fake's API is wherever this script came from.
  const script = document.currentScript ?? document.querySelector('script[src*="checkout.js"]');
  const apiBase = new URL(script instanceof window.HTMLScriptElement ? script.src : window.location.href).origin;

  async function call(path, init) {
    const response = await window.fetch(`${apiBase}${path}`, init);
    return response.json();
  }

  function formatAmount(amount, currency) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(amount / 100);
  }

  function button(label, onClick) {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText = 'font:inherit;padding:8px 16px;margin-right:8px;cursor:pointer';
    element.addEventListener('click', onClick);
    return element;
  }

  class Razorpay {
    constructor(options) {
      if (!options || typeof options.key !== 'string' || options.key === '') {
        throw new Error('Razorpay: the key option is required.');
      }
      this.options = options;
      this.handlers = new Map();
      this.overlay = null;
    }

    on(event, handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
      return this;
    }

    open() {
      if (this.overlay) return;
      const { options } = this;
      const overlay = document.createElement('div');
      overlay.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'razorpay-fake-title');
      dialog.style.cssText =
        'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:320px;font-family:sans-serif';
      const title = document.createElement('h2');
      title.id = 'razorpay-fake-title';
      title.textContent = 'Razorpay (local fake)';
      const about = document.createElement('p');
      about.textContent = [options.name, options.description].filter(Boolean).join(' — ');
      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      const pay = button('Pay', () => this.settle('success', status, [pay, fail]));
      const fail = button('Fail', () => this.settle('failure', status, [pay, fail]));
      const close = button('×', () => this.close(true));
      close.setAttribute('aria-label', 'Close');
      close.style.cssText += ';float:right;margin:0';
      dialog.append(close, title, about, pay, fail, status);
      overlay.append(dialog);
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.close(true);
      });
      document.body.append(overlay);
      this.overlay = overlay;
      pay.focus();
      this.showAmount(pay);
    }

    close(dismissed = false) {
      if (!this.overlay) return;
      this.overlay.remove();
      this.overlay = null;
      if (dismissed) this.options.modal?.ondismiss?.();
    }

    // Checkout shows the order's amount; with only an order_id it asks Razorpay for it.
    async showAmount(pay) {
      const { options } = this;
      if (typeof options.amount === 'number' || typeof options.amount === 'string') {
        pay.textContent = `Pay ${formatAmount(Number(options.amount), options.currency)}`;
        return;
      }
      const order = await call(
        `/fake/orders/${encodeURIComponent(options.order_id)}?key_id=${encodeURIComponent(options.key)}`,
      );
      if (typeof order.amount === 'number') pay.textContent = `Pay ${formatAmount(order.amount, order.currency)}`;
    }

    async settle(outcome, status, buttons) {
      buttons.forEach((each) => (each.disabled = true));
      status.textContent = outcome === 'success' ? 'Processing…' : '';
      let result;
      try {
        result = await call('/fake/pay', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ order_id: this.options.order_id, key_id: this.options.key, outcome }),
        });
      } catch {
        result = { error: { code: 'NETWORK_ERROR', description: 'Payment processing failed due to a network error.' } };
      }
      buttons.forEach((each) => (each.disabled = false));
      if (result.razorpay_payment_id) {
        this.close(false);
        this.options.handler?.(result);
        return;
      }
      // As in Checkout, a failed attempt leaves the dialog open for another try.
      status.textContent = result.error?.description ?? 'Payment failed';
      (this.handlers.get('payment.failed') ?? []).forEach((handler) => handler(result));
    }
  }

  window.Razorpay = Razorpay;
})();
