// Marks the built entries that hold React components with 'use client', as component libraries
// for React Server Components do: a host may then import a preset or a view from a server
// component, and its bundler treats everything from that entry on as client code. Entries without
// React (the kernel, sources, analytics) stay importable on the server as they are.
//
// An entry counts as React when its module graph (static and dynamic imports of the package's own
// modules) reaches react or react-dom. Rollup drops module-level directives from the sources, so
// the directive is written as the chunk's banner, ahead of everything else in both formats.

export const USE_CLIENT = "'use client';";

/** Bare imports that make a module graph React: react, react-dom and their subpaths. */
export const REACT_IMPORT = /^react(?:-dom)?(?:\/|$)/;

/** True when the module `id` (or anything it imports of the package) imports React. */
function reachesReact(getModuleInfo, id, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return false;
  if (info.isExternal) return REACT_IMPORT.test(id);
  return [...info.importedIds, ...info.dynamicallyImportedIds].some((next) =>
    reachesReact(getModuleInfo, next, seen),
  );
}

/** The rollup plugin: 'use client' on exactly the entry chunks whose graph reaches React. */
export function useClientBanner() {
  return {
    name: 'use-client-banner',
    banner(chunk) {
      if (!chunk.isEntry || !chunk.facadeModuleId) return '';
      const getModuleInfo = (id) => this.getModuleInfo(id);
      return reachesReact(getModuleInfo, chunk.facadeModuleId) ? USE_CLIENT : '';
    },
  };
}
