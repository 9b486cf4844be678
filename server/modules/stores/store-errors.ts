import { AppError } from '../../errors.ts';

/** A store step after `user` sent before anyone created an account in the session (AP §2 order). */
export class CreateAccountFirstError extends AppError {
  constructor() {
    super(401, 401, 'Create your account first: the store is set up for its owner.');
  }
}

/** The user step sent again in a session whose account exists, with another address (AP §8 101). */
export class AccountAlreadyCreatedError extends AppError {
  constructor() {
    super(409, 101, 'This sign-up has its account already. Sign in with it to continue.');
  }
}

/** linkStore with a store platform we do not link to (or none picked): storeFront comes first. */
export class LinkablePlatformFirstError extends AppError {
  constructor() {
    super(409, 409, 'Pick Shopify, Magento, WooCommerce, BigCommerce or local business on the store front first.');
  }
}

/** AP §3 "each enabled or editable depending on category": a field this profile's category cannot change. */
export class StoreFieldNotEditableError extends AppError {
  readonly fields: readonly { path: string; message: string }[];
  constructor(fields: readonly string[]) {
    super(403, 403, "These store profile fields cannot be changed for this profile's category.");
    this.fields = fields.map((field) => ({ path: `/${field}`, message: 'This field cannot be changed here.' }));
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), fields: this.fields };
  }
}
