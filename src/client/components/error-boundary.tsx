import { Component, type ReactNode } from 'react';

/**
 * Catches a screen that fails to load or render (a chunk gone after a deploy, a bug) and shows a
 * calm French page instead of a blank one or a stack trace.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('screen failed', error instanceof Error ? error.name : typeof error);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
