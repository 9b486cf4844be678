import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { ApiError } from '../session/api-error.ts';
import { useCallFailure } from '../session/session-hooks.ts';
import {
  CONFLICT,
  fetchDraft,
  fetchVersion,
  fetchVersions,
  NOT_FOUND,
  saveDraft,
  type DraftSummary,
  type FlowBundle,
} from './studio-api.ts';

/** The flow being edited: the saved draft, else the newest version to start one from. */
export interface DraftState {
  /** What the editors show (unsaved edits included). */
  readonly bundle: FlowBundle;
  /** The bundle as last saved or read: `bundle !== saved` means unsaved edits. */
  readonly saved: FlowBundle;
  /** The saved draft, null while there is none (the bundle is then the newest version's). */
  readonly draft: DraftSummary | null;
  /** The newest published version (null: none yet). */
  readonly newestVersion: number | null;
}

export type SaveOutcome = 'saved' | 'conflict';

export interface FlowDraft {
  readonly state: DraftState | null;
  readonly failure: ApiError | null;
  /** Counts the reads (not the saves): editors start again from a bundle read anew. */
  readonly generation: number;
  readonly edit: (change: (bundle: FlowBundle) => FlowBundle) => void;
  /** PUT with the draft version last read (decision 262): 'conflict' when someone else saved meanwhile. */
  readonly save: () => Promise<SaveOutcome>;
  /** Reads the draft (or the newest version) again, dropping unsaved edits. */
  readonly reload: () => void;
}

/** Loads the flow's draft (or its newest version) and keeps the studio's edits until they are saved. */
export function useFlowDraft(flowId: string): FlowDraft {
  const onFailure = useCallFailure();
  const [state, setState] = useState<DraftState | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [round, setRound] = useState(0);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    loadDraft(flowId).then(
      (loaded) => {
        if (!current) return;
        setState(loaded);
        setGeneration((count) => count + 1);
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError) setFailure(error);
        else onFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [flowId, round, onFailure]);
  const edit = useCallback((change: (bundle: FlowBundle) => FlowBundle) => {
    setState((shown) => (shown === null ? shown : { ...shown, bundle: change(shown.bundle) }));
  }, []);
  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (state === null) return 'saved';
    try {
      const { bundle, ...draft } = await saveDraft(flowId, state.bundle, state.draft?.version ?? null);
      // Edits made while saving stay unsaved.
      setState((shown) =>
        shown === null
          ? shown
          : { ...shown, saved: bundle, draft, bundle: shown.bundle === state.bundle ? bundle : shown.bundle },
      );
      return 'saved';
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) return 'conflict';
      throw error;
    }
  }, [flowId, state]);
  const reload = useCallback(() => {
    setRound((count) => count + 1);
  }, []);
  return { state, failure, generation, edit, save, reload };
}

async function loadDraft(flowId: string): Promise<DraftState> {
  const versions = await fetchVersions(flowId);
  const newestVersion = versions[0]?.version ?? null;
  try {
    const { bundle, ...draft } = await fetchDraft(flowId);
    return { bundle, saved: bundle, draft, newestVersion };
  } catch (error) {
    if (!(error instanceof ApiError && error.code === NOT_FOUND) || newestVersion === null) throw error;
  }
  const { bundle } = await fetchVersion(flowId, newestVersion);
  return { bundle, saved: bundle, draft: null, newestVersion };
}

/** The flow's draft, for the views below the flow's page (its outlet's context). */
export const useStudioDraft = (): FlowDraft => useOutletContext<FlowDraft>();
