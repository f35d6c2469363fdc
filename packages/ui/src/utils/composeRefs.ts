import type { Ref, RefCallback } from 'react';

/** Points `ref` at `node`, whatever kind of ref it is; returns a callback ref's own cleanup. */
function assign<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') return ref(node);
  if (ref) ref.current = node;
}

/**
 * One callback ref that sets several refs: for a part that needs its own element and still hands it
 * to its caller's `ref`. Memoise the result (`useMemo`), or React detaches and attaches it again at
 * every render.
 */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => assign(ref, node));
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else assign(ref, null);
      });
    };
  };
}
