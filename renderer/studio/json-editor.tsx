import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import type { Extension } from '@codemirror/state';
import { jsonSchema } from 'codemirror-json-schema';
import { useMemo } from 'react';

// The package's declarations use extension-less imports that NodeNext resolution cannot follow.
const schemaSupport = jsonSchema as unknown as (schema: object) => Extension[];

interface JsonEditorProps {
  /** The editor's accessible name (its heading's text). */
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** What the text must be: completion, hover help and problems come from it. */
  readonly schema: object;
}

/**
 * A JSON document in CodeMirror 6 with completion, hover help and problems from a JSON Schema
 * (codemirror-json-schema): the step's schema against JSON Schema's own, a uiSchema against ours.
 * Bundled with the studio's chunk: nothing is fetched from elsewhere. It grows with its text: a
 * scrolling box of its own would be a second scroll region to reach by keyboard.
 */
export function JsonEditor({ label, value, onChange, schema }: JsonEditorProps) {
  const extensions = useMemo(
    () => [
      json(),
      linter(jsonParseLinter()),
      lintGutter(),
      ...schemaSupport(schema),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [label, schema],
  );
  return (
    <CodeMirror
      className="json-editor"
      value={value}
      onChange={onChange}
      extensions={extensions}
      basicSetup={{ foldGutter: true, highlightActiveLine: false }}
    />
  );
}
