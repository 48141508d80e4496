import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they have thrown. */
  fallback: ReactNode;
  children: ReactNode;
  onError?: (error: unknown) => void;
}

/**
 * Keeps a wall showing something when an optional renderer fails at run time (echarts-gl on a GPU driver or
 * under a policy that refuses it): the failing subtree is replaced by `fallback` instead of unmounting the
 * whole screen.
 */
export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
