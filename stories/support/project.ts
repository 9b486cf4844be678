import { createProject, type Project } from '../../engine/index.ts';
import titles from '../../locales/en/flows.json' with { type: 'json' };

/*
 * The project as the server loads it (engine/files.ts reads the same folders from disk), here
 * bundled by Vite so that stories run the very flows and schemas of the repository.
 */
const flows = import.meta.glob<unknown>('../../flows/*.flow.json', { eager: true, import: 'default' });
const schemas = import.meta.glob<object>(['../../schemas/**/*.schema.json', '!../../schemas/generated/**'], {
  eager: true,
  import: 'default',
});
const uiSchemas = import.meta.glob<object>('../../schemas/**/*.ui.json', { eager: true, import: 'default' });

/** The modules keyed as ProjectFiles wants them: by path below `folder`. */
function below<T>(folder: string, modules: Record<string, T>): Map<string, T> {
  return new Map(
    Object.entries(modules).map(([path, value]) => [path.slice(path.indexOf(folder) + folder.length), value]),
  );
}

export const project: Project = createProject({
  flows: below('../../', flows),
  schemas: below('../../schemas/', schemas),
  uiSchemas: below('../../schemas/', uiSchemas),
  titles,
});
