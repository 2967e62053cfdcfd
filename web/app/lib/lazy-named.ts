import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the bound React's own lazy() puts on a component.
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a component that its module exports by name: drawn once `load()` has brought
 * the module (a chunk of its own), which other code may also call to fetch it ahead of time.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
