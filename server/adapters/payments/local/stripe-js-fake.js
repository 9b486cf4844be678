/**
 * LOCAL FAKE of Stripe.js (https://js.stripe.com/v3), served by server/adapters/payments/local/stripe-fake.ts at /v3/,
 * for tests and local development only. It imitates the part adflow uses:
 * `Stripe(publishableKey).elements().create('card')`, mounted as three plain inputs, and
 * `stripe.createPaymentMethod({ type: 'card', card, billing_details })`, which posts the card to the
 * fake's /v1/payment_methods with the publishable key and resolves as Stripe.js does:
 * `{ paymentMethod }` or `{ error: { type, code, message } }`.
 */
/* global window, document */
(() => {
  'use strict';

  // The API is wherever this script came from (the fake serves both).
  const script = document.currentScript ?? document.querySelector('script[src*="/v3"]');
  const apiBase = new URL(script instanceof window.HTMLScriptElement ? script.src : window.location.href).origin;

  const digits = (value) => value.replace(/\D/g, '');

  function brandOf(number) {
    if (number.startsWith('4')) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }

  function passesLuhn(number) {
    let sum = 0;
    [...number].reverse().forEach((char, index) => {
      const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
      sum += digit > 9 ? digit - 9 : digit;
    });
    return sum % 10 === 0;
  }

  function readCard(inputs) {
    const expiry = digits(inputs.expiry.value);
    const yearDigits = expiry.slice(2);
    return {
      number: digits(inputs.number.value),
      month: Number(expiry.slice(0, 2)),
      year: yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits),
      expiryComplete: expiry.length === 4 || expiry.length === 6,
      cvc: digits(inputs.cvc.value),
    };
  }

  const validationError = (code, message) => ({ type: 'validation_error', code, message });

  // Stripe.js checks the form before sending it, with these codes and messages.
  function invalidCard(card) {
    if (card.number.length < 13) return validationError('incomplete_number', 'Your card number is incomplete.');
    if (!passesLuhn(card.number)) return validationError('invalid_number', 'Your card number is invalid.');
    if (!card.expiryComplete) return validationError('incomplete_expiry', "Your card's expiration date is incomplete.");
    if (card.month < 1 || card.month > 12) {
      return validationError('invalid_expiry_month', "Your card's expiration date is invalid.");
    }
    const now = new Date();
    if (card.year < now.getFullYear() || (card.year === now.getFullYear() && card.month < now.getMonth() + 1)) {
      return validationError('invalid_expiry_year_past', "Your card's expiration year is in the past.");
    }
    if (card.cvc.length < 3) return validationError('incomplete_cvc', "Your card's security code is incomplete.");
    return null;
  }

  function input(name, label, autocomplete, placeholder) {
    const field = document.createElement('input');
    Object.assign(field, { name, autocomplete, placeholder, type: 'text', inputMode: 'numeric' });
    field.setAttribute('aria-label', label);
    field.style.cssText = 'border:0;outline:0;font:inherit;min-width:0;flex:1 1 0;background:transparent';
    return field;
  }

  /** How createPaymentMethod reads a card element's inputs, kept off the element as Stripe.js does. */
  const readers = new WeakMap();

  function createCardElement() {
    const handlers = new Map();
    let root = null;
    const emit = (event, payload) => (handlers.get(event) ?? []).forEach((handler) => handler(payload));
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) {
          throw new Error(
            `IntegrationError: The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`,
          );
        }
        const inputs = {
          number: input('cardnumber', 'Card number', 'cc-number', '1234 1234 1234 1234'),
          expiry: input('exp-date', 'Expiration date', 'cc-exp', 'MM / YY'),
          cvc: input('cvc', 'CVC', 'cc-csc', 'CVC'),
        };
        root = document.createElement('div');
        root.className = 'StripeElement StripeElement--empty';
        root.style.cssText = 'display:flex;gap:8px;padding:8px;border:1px solid #ccc;border-radius:4px;background:#fff';
        root.append(inputs.number, inputs.expiry, inputs.cvc);
        host.append(root);
        readers.set(element, () => readCard(inputs));
        for (const field of Object.values(inputs)) {
          field.addEventListener('input', () => {
            const card = readCard(inputs);
            const error = invalidCard(card);
            const empty = Object.values(inputs).every((each) => each.value === '');
            root.classList.toggle('StripeElement--empty', empty);
            // Like Stripe.js, "incomplete" is said on submit, not while typing.
            const shown = error !== null && !error.code.startsWith('incomplete') ? error : undefined;
            emit('change', {
              elementType: 'card',
              empty,
              complete: error === null,
              error: shown,
              brand: brandOf(card.number),
            });
          });
          field.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
          field.addEventListener('blur', () => emit('blur', { elementType: 'card' }));
        }
        inputs.expiry.addEventListener('blur', () => {
          const value = digits(inputs.expiry.value);
          if (value.length === 4) inputs.expiry.value = `${value.slice(0, 2)} / ${value.slice(2)}`;
        });
        window.setTimeout(() => emit('ready', { elementType: 'card' }), 0);
      },
      on(event, handler) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return element;
      },
      off(event, handler) {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((each) => each !== handler),
        );
        return element;
      },
      update() {
        // Style and placeholder options: the fake's inputs keep their own.
      },
      focus() {
        root?.querySelector('input')?.focus();
      },
      clear() {
        root?.querySelectorAll('input').forEach((field) => (field.value = ''));
      },
      unmount() {
        root?.remove();
        root = null;
        readers.delete(element);
      },
      destroy() {
        element.unmount();
        handlers.clear();
      },
    };
    return element;
  }

  // billing_details: { address: { postal_code } } → billing_details[address][postal_code]
  function appendForm(form, prefix, value) {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) appendForm(form, `${prefix}[${key}]`, inner);
    } else {
      form.append(prefix, String(value));
    }
  }

  window.Stripe = function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || publishableKey === '') {
      throw new Error('IntegrationError: Please call Stripe() with your publishable key. You used an empty string.');
    }
    if (publishableKey.startsWith('sk_')) {
      throw new Error(
        'IntegrationError: You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
      );
    }
    const created = new Map();
    return {
      elements() {
        return {
          create(type) {
            if (type !== 'card')
              throw new Error(`IntegrationError: The local Stripe.js fake only has the card element, not ${type}.`);
            const element = createCardElement();
            created.set(type, element);
            return element;
          },
          getElement: (type) => created.get(type) ?? null,
        };
      },
      async createPaymentMethod(options) {
        const read = readers.get(options?.card ?? options?.element);
        if (options?.type !== 'card' || read === undefined) {
          throw new Error(
            'IntegrationError: createPaymentMethod needs { type: "card", card: <a mounted card element> }.',
          );
        }
        const card = read();
        const invalid = invalidCard(card);
        if (invalid) return { error: invalid };
        const form = new URLSearchParams({
          type: 'card',
          'card[number]': card.number,
          'card[exp_month]': String(card.month),
          'card[exp_year]': String(card.year),
          'card[cvc]': card.cvc,
        });
        appendForm(form, 'billing_details', options.billing_details);
        appendForm(form, 'metadata', options.metadata);
        try {
          const response = await window.fetch(`${apiBase}/v1/payment_methods`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: form,
          });
          const body = await response.json();
          return response.ok ? { paymentMethod: body } : { error: body.error };
        } catch {
          return {
            error: {
              type: 'api_connection_error',
              message: 'An error occurred while connecting to Stripe. Please try again.',
            },
          };
        }
      },
    };
  };
})();
