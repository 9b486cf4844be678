import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { FlowBundle } from '../studio-api.ts';
import { stepFilesOf, withFile, type StepFiles } from '../bundle-files.ts';
import { COMPLETION_SCHEMAS } from '../completion-schemas.ts';
import { JsonEditor } from '../json-editor.tsx';
import { StepPreview } from '../step-preview.tsx';
import { useStudioDraft } from '../use-flow-draft.ts';
import '../studio-i18n.ts';

/**
 * /studio/{flowId}/steps/{step} (issue 9): the draft's schema and uiSchema of one step in code
 * editors with JSON Schema completion, beside the step as the wizard draws it.
 */
export function Component() {
  const { t } = useTranslation('studio');
  const step = useParams().step ?? '';
  const draft = useStudioDraft();
  const state = draft.state;
  const files = state === null ? null : stepFilesOf(state.bundle, step);
  return (
    <section aria-labelledby="step-heading">
      <p>
        <Link to="..">{t('editor.backToGraph')}</Link>
      </p>
      <h2 id="step-heading">{t('editor.heading', { step })}</h2>
      {state === null || files === null ? (
        <p role="alert">{t('editor.noStep', { step })}</p>
      ) : (
        // Read again (another draft, a reload): the editors start from the new text.
        <StepWorkbench
          key={`${step}:${String(draft.generation)}`}
          bundle={state.bundle}
          files={files}
          edit={draft.edit}
        />
      )}
    </section>
  );
}

interface WorkbenchProps {
  readonly bundle: FlowBundle;
  readonly files: StepFiles;
  readonly edit: (change: (bundle: FlowBundle) => FlowBundle) => void;
}

function StepWorkbench({ bundle, files, edit }: WorkbenchProps) {
  const { t } = useTranslation('studio');
  return (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-6 [@media(max-width:60rem)]:grid-cols-[1fr]">
      <div className="grid min-inline-0 gap-4">
        <FileEditor
          label={t('editor.schema', { file: files.schemaRef })}
          initial={bundle.schemas[files.schemaRef]}
          schema={COMPLETION_SCHEMAS.stepSchema}
          onValid={(value) => {
            edit((current) => withFile(current, 'schemas', files.schemaRef, value));
          }}
        />
        <FileEditor
          label={t('editor.uiSchema', { file: files.uiSchemaRef })}
          initial={bundle.uiSchemas[files.uiSchemaRef]}
          schema={COMPLETION_SCHEMAS.uiSchema}
          onValid={(value) => {
            edit((current) => withFile(current, 'uiSchemas', files.uiSchemaRef, value));
          }}
        />
      </div>
      <section className="rounded-card border border-dashed border-line p-4" aria-labelledby="preview-heading">
        <h3 id="preview-heading">{t('editor.preview')}</h3>
        <StepPreview bundle={bundle} files={files} />
      </section>
    </div>
  );
}

interface FileEditorProps {
  readonly label: string;
  readonly initial: object | undefined;
  readonly schema: object;
  /** Each edit that is a JSON object goes into the draft; anything else waits, with a note. */
  readonly onValid: (value: object) => void;
}

function FileEditor({ label, initial, schema, onValid }: FileEditorProps) {
  const { t } = useTranslation('studio');
  const [text, setText] = useState(() => `${JSON.stringify(initial ?? {}, null, 2)}\n`);
  const [malformed, setMalformed] = useState(false);
  return (
    <div className="file-editor">
      <h3>{label}</h3>
      <JsonEditor
        label={label}
        value={text}
        schema={schema}
        onChange={(next) => {
          setText(next);
          const value = parseObject(next);
          setMalformed(value === null);
          if (value !== null) onValid(value);
        }}
      />
      {malformed && <p className="field-error">{t('editor.malformed')}</p>}
    </div>
  );
}

function parseObject(text: string): object | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
