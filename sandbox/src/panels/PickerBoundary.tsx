/**
 * Catches what a preset throws while rendering (an unknown source type, a department without a
 * company id) so the page keeps its form and every edit: the error goes to the page's Errors panel
 * and the picker closes, ready to be opened again after the configuration is fixed.
 */
import { Component, type ReactNode } from 'react';

export interface PickerBoundaryProps {
  children: ReactNode;
  /** Receives "render: <message>" once per caught error. */
  onError: (line: string) => void;
  /** Called after the error is reported, to drop the broken picker. */
  onClose: () => void;
}

interface PickerBoundaryState {
  failed: boolean;
}

export class PickerBoundary extends Component<PickerBoundaryProps, PickerBoundaryState> {
  override state: PickerBoundaryState = { failed: false };

  static getDerivedStateFromError(): PickerBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.props.onError(`render: ${message}`);
    this.props.onClose();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
