import { AppError } from '../../errors.ts';

/** AP §8 331 "facebook page already requested": another business (or session) holds the page's request. */
export class PageAlreadyRequestedError extends AppError {
  constructor() {
    super(409, 331, 'This social page was already requested by another business.');
  }
}

/** Asking for a page before connecting to the social network. */
export class SocialNotConnectedError extends AppError {
  constructor() {
    super(409, 409, 'Connect your social page first.');
  }
}

/** A page that was not among those the network offered: the person does not manage it. */
export class PageNotManagedError extends AppError {
  constructor() {
    super(403, 403, 'You do not manage this page: choose one of the pages offered when you connected.');
  }
}
