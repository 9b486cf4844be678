import type { Registry } from '@rjsf/utils';
import type { Region } from '../../schemas/generated/index.ts';

/**
 * What a step's form tells its widgets beyond their own value: the session, its region (defaults such
 * as the phone's country) and the step's other answers, for a widget that fills a sibling field
 * (the phone widget's dial code).
 */
export interface StepFormContext {
  /** The flow session the step belongs to: widgets that upload or fetch (images, creatives) need it. */
  readonly sessionId: string | null;
  /**
   * This showing of the step: what its widgets load together (the session's creatives) is loaded
   * once per showing and shared by them. Null outside a step.
   */
  readonly visit: string | null;
  readonly region: Region | null;
  readonly formData: Readonly<Record<string, unknown>>;
  readonly setField: (name: string, value: unknown) => void;
  /**
   * Sets several of the step's fields in one change, the widget's own among them. A widget that
   * changes a sibling with its own value uses this instead of onChange + setField: RJSF reports
   * onChange later, with the data it had before the sibling changed, which would undo it.
   */
  readonly setFields: (values: Readonly<Record<string, unknown>>) => void;
}

const NO_CONTEXT: StepFormContext = {
  sessionId: null,
  visit: null,
  region: null,
  formData: {},
  setField: () => undefined,
  setFields: () => undefined,
};

/** The step form's context from a widget's registry (none when a widget is drawn outside a step). */
export function stepFormContext(registry: Registry): StepFormContext {
  return (registry.formContext as StepFormContext | undefined) ?? NO_CONTEXT;
}
