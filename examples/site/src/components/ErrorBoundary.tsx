import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The crash screen: an uncaught render error shows it instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="crash-screen" role="alert">
        <h1>Something went wrong</h1>
        <p>Please refresh the app to continue. Nothing you entered was sent anywhere it should not go.</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Refresh App
        </button>
      </div>
    );
  }
}
