import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Component as ReactComponent, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inlineRefs } from '../../engine/index.ts';
import type { FlowBundle } from './studio-api.ts';
import { schemaFingerprint } from '../wizard/shown-schema.ts';
import { StepForm } from '../wizard/step-form.tsx';
import type { StepFiles } from './bundle-files.ts';

// The shared schemas a step's `$ref`s point at (entities/, enums/; steps/ for the files a draft
// leaves out): the draft's own files win. Part of the studio's chunk alone.
const sharedFiles = import.meta.glob<object>(
  ['../../schemas/entities/**/*.json', '../../schemas/enums/**/*.json', '../../schemas/steps/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const SHARED = new Map(
  Object.entries(sharedFiles).map(([path, schema]) => [path.replace('../../schemas/', ''), schema]),
);

/**
 * The step drawn by the wizard's own StepForm (its widgets, validation and templates), from the
 * draft's schema and uiSchema as they are being edited: a live preview (issue 9). NEXT checks the
 * answers and says whether they pass; nothing is sent.
 */
export function StepPreview({ bundle, files }: { readonly bundle: FlowBundle; readonly files: StepFiles }) {
  const { t } = useTranslation('studio');
  const [verdict, setVerdict] = useState<string | null>(null);
  const schema = useMemo(() => {
    try {
      const source = { schema: (ref: string) => bundle.schemas[ref] ?? SHARED.get(ref) ?? missing(ref) };
      const inlined: RJSFSchema = inlineRefs(source, files.schemaRef);
      return inlined;
    } catch {
      return null;
    }
  }, [bundle.schemas, files.schemaRef]);
  const uiSchema = (bundle.uiSchemas[files.uiSchemaRef] ?? {}) as UiSchema;
  if (schema === null) return <p role="alert">{t('editor.previewBroken')}</p>;
  return (
    // A new schema or uiSchema draws a new form (and tries again after a failure).
    <PreviewBoundary
      key={`${schemaFingerprint(schema)}${JSON.stringify(uiSchema)}`}
      fallback={<p role="alert">{t('editor.previewBroken')}</p>}
    >
      <StepForm
        schema={schema}
        schemaRef={files.schemaRef}
        uiSchema={uiSchema}
        sessionId={null}
        initialData={null}
        region={null}
        serverErrors={undefined}
        busy={false}
        events={[]}
        onSubmit={() => {
          setVerdict(t('editor.previewPassed'));
        }}
        onBack={null}
      />
      <p role="status" className="form-status">
        {verdict}
      </p>
    </PreviewBoundary>
  );
}

function missing(ref: string): never {
  throw new RangeError(`No schema ${ref}`);
}

/** A schema RJSF cannot draw (a draft being typed) shows the fallback instead of breaking the page. */
class PreviewBoundary extends ReactComponent<
  { readonly fallback: ReactNode; readonly children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
