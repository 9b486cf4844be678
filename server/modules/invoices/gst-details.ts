/**
 * Looking up a GSTIN's registered details (accounts-and-platform §7 POST /localBusiness/verifyGST).
 * When there are none the screen says "unable to fetch GST details" (accounts §8) and the user
 * fills them in manually (accounts §5, onboarding-and-launch §8 "GST details unavailable so fill
 * manually"), so `null` is an ordinary answer, not an error.
 */

export interface GstDetails {
  /** Normalised (see gstin.ts). */
  readonly gstin: string;
  readonly legalName: string;
  readonly tradeName?: string;
  readonly address: readonly string[];
  /** The GST state code, e.g. "27". */
  readonly stateCode: string;
}

/** The adapter a real GST network client implements; tests and local runs pass `noGstNetwork`. */
export interface GstDetailsLookup {
  /** The registered details of a valid GSTIN, or null when they cannot be fetched. */
  lookup(gstin: string): Promise<GstDetails | null>;
}

/**
 * The shipped local stand-in: the GST network is not reachable from here, so every lookup takes
 * the spec's "cannot be fetched" path and the user fills the details manually.
 */
export const noGstNetwork: GstDetailsLookup = Object.freeze({
  lookup: (): Promise<GstDetails | null> => Promise.resolve(null),
});
