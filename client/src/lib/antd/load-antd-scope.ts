import type { ComponentType } from 'react';

/**
 * Fetches antd's scope (lib/antd/antd-scope.tsx) beside a lazy module and wraps the component it picks. One import
 * site for every caller: the entry carries one preload list for antd's core instead of one per caller.
 */
export async function withAntdLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<{ default: ComponentType<P> }> {
  const [Component, { withAntd }] = await Promise.all([load(), import('./antd-scope.tsx')]);
  return { default: withAntd(Component) };
}
