import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { queryClient, setLoadFailureHandler } from './query-client.ts';
import { useCallFailure } from './session-hooks.ts';

/**
 * The routes whose pages load data with TanStack Query (the signed-in pages, the review queue, the
 * studio). Loaded with them, so that /signup's first load does not carry the library.
 */
export function Component() {
  const onFailure = useCallFailure();
  // The frame's context (the shell's header switch) reaches the pages through this route too.
  const context = useOutletContext();
  useEffect(() => {
    setLoadFailureHandler(onFailure);
  }, [onFailure]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet context={context} />
    </QueryClientProvider>
  );
}
