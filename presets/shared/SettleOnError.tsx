/**
 * The error boundary of a picker a host opened without React (open*): an error thrown while the
 * picker renders rejects the host's promise instead of leaving it pending. A boundary works on
 * React 18 and 19 alike, where the root's onUncaughtError exists on 19 only.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  onError(error: unknown): void;
  children: ReactNode;
}

export class SettleOnError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
