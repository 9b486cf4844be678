import { loadProject } from '../../engine/index.ts';

/** The project as shipped: every flow and schema of the repository, compiled once per test file. */
export const project = await loadProject();
