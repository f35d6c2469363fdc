import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` over a named export of a module the package loads with `import()`. In the ESM build
 * and in a bundler the module's exports are read as they are; Node's own `import()` of the
 * CommonJS build gives them as its `default` (the `module.exports` object), read too.
 */
export function lazyExport<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => {
    const module = (await load()) as Record<Name, ComponentType<Props>> & {
      default?: Record<Name, ComponentType<Props>>;
    };
    return { default: module[name] ?? module.default![name] };
  });
}
