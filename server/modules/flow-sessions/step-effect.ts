import type { EntityManager } from '@mikro-orm/postgresql';
import type { Flow } from '../../../engine/index.ts';
import type { Portal } from '../portals/entities.ts';
import type { Services } from '../../services.ts';
import type { SignedIn } from '../accounts/sign-in.ts';
import type { SessionRecord } from './session-store.ts';

/** What an effect is given: the submission, and where it runs. */
export interface EffectContext {
  /** The request's connection; in an effect's writes, the step's transaction (decision 240). */
  readonly em: EntityManager;
  readonly services: Services;
  /** The session as it was before this submission. */
  readonly session: SessionRecord;
  /** The step's data, already accepted by its schema. */
  readonly data: unknown;
  /** The event submitted (NEXT, EDIT…). */
  readonly event: string;
  readonly portal: () => Promise<Portal>;
  /** Counts a probe of an account: a sign-up step's answer says whether the address has one (AP §5). */
  readonly probe: (account: string) => Promise<void>;
}

/** What an effect hands on: the sign-in a sign-up step starts, the address an e-mailed code proved. */
export interface EffectOutcome {
  readonly signedIn?: SignedIn;
  readonly provenEmail?: string;
}

/** Writes an effect prepared: they run in the step's transaction, with its `em`. */
export type EffectWrites = (transaction: EffectContext) => Promise<EffectOutcome | undefined>;

/**
 * A step effect (engine/effects.ts names them; flow files list them in `meta.effects`). Each phase
 * may be left out; each can run again for a submission sent again, with the same outcome.
 */
export interface StepEffect {
  /**
   * Once the schema has accepted the data, before the step's transaction, on the request's own
   * connection: calls to outside services and checks whose failures count though the step fails
   * (the embedded database runs one transaction at a time, so nothing slow may hold one).
   * May answer writes for the step's transaction.
   */
  readonly prepare?: (context: EffectContext) => Promise<EffectWrites | undefined>;
  /** Just before the step is saved: a check the data must pass, or (with `writes`) writes. */
  readonly check?: (context: EffectContext) => Promise<EffectOutcome | undefined>;
  /** The effect writes: its writes and the step's own save are one transaction (decision 240). */
  readonly writes?: boolean;
  /** After the session has moved on, given what the checks handed on. */
  readonly after?: (
    context: EffectContext,
    saved: { readonly session: SessionRecord; readonly flow: Flow },
    outcome: EffectOutcome,
  ) => Promise<EffectOutcome | undefined>;
}
