import { lazy, Suspense } from 'react';
import type { TargetingMapProps } from './targeting-map.tsx';

// The map library and its land data load with the location step, not with /signup's first page.
const TargetingMap = lazy(() => import('./targeting-map.tsx'));

/** The location step's map, drawn once its code has loaded (an empty frame of its size meanwhile). */
export function LazyTargetingMap(props: TargetingMapProps) {
  return (
    <Suspense fallback={<div className="mt-3 h-80" aria-hidden="true" aria-busy="true" />}>
      <TargetingMap {...props} />
    </Suspense>
  );
}
