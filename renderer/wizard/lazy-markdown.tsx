import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as MarkdownToJsx } from 'markdown-to-jsx/react';

// vite.config.ts gives RJSF this module for 'markdown-to-jsx/react'; this import is the real one.
const RealMarkdown = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

/**
 * RJSF draws markdown only now and then (descriptions and help with `enableMarkdown…`, its file
 * widget, a broken schema's notice), but imports the parser with every form: here it loads the
 * first time some is drawn, the plain text showing meanwhile.
 */
export function Markdown(props: ComponentProps<typeof MarkdownToJsx>) {
  return (
    <Suspense fallback={props.children}>
      <RealMarkdown {...props} />
    </Suspense>
  );
}
