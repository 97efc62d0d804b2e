import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkLoadError } from '../routing/lazy-screen';
import { ChunkErrorScreen } from './ChunkErrorScreen';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  /** The address shown: a navigation elsewhere clears the error, as a data router's errorElement did. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * The error screen of a layout and the routes below it: logs what failed and shows the error screen (a
 * screen that could not be downloaded can be retried in place: its reset() makes the next render download again).
 */
class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown route error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.locationKey };
    return state.failedAt === props.locationKey ? null : { error: null, failedAt: null };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  private readonly retry = () => {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) error.reset();
    this.setState({ error: null, failedAt: null });
  };

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return error instanceof ChunkLoadError ? <ChunkErrorScreen onRetry={this.retry} /> : <ErrorScreen />;
  }
}

/** Wraps a layout route's element: the error screen of it and every route below it. */
export function RouteError({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary locationKey={key}>{children}</RouteErrorBoundary>;
}
