import { Trans } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CHUNK_TIMEOUT_MS } from '@notary/domain/constants';
import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';

/** A screen's code could not be loaded: the network failed or it took longer than the time-out. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly isTimeout: boolean;
  constructor(message: string, options: { cause?: unknown; isTimeout?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.isTimeout = options.isTimeout ?? false;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * spec/shell.md 9: a screen's chunk must arrive within 120 s. A load that
 * fails or is still pending then rejects with a ChunkLoadError (the timer is
 * dropped once the load settles, so a fast load leaves nothing behind).
 */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`screen chunk not loaded in ${timeoutMs} ms`, { isTimeout: true })), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError('screen chunk failed to load', { cause }));
      },
    );
  });
}

type BoundaryProps = { children: ReactNode; onRetry: () => void; wrapFailure?: (failure: ReactNode) => ReactNode };
type BoundaryState = { error: unknown };

/**
 * Catches only a screen's failed load and offers a retry; any other error of
 * the screen goes on to the router's error handling, where it belongs.
 */
class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) console.warn('screen chunk failed to load', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    const failure = <ChunkLoadFailure isTimeout={error.isTimeout} onRetry={this.retry} />;
    return this.props.wrapFailure ? this.props.wrapFailure(failure) : failure;
  }
}

function ChunkLoadFailure({ isTimeout, onRetry }: { isTimeout: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" radius="lg" title={<Trans>Sahifani yuklab bo'lmadi</Trans>} data-testid="screen-load-error" role="alert">
      <Stack gap="sm">
        <Text size="sm">
          {isTimeout ? (
            <Trans>Sahifa belgilangan vaqt ichida yuklanmadi. Internet aloqasini tekshirib, qayta urinib ko'ring.</Trans>
          ) : (
            <Trans>Sahifani yuklashda xatolik yuz berdi. Internet aloqasini tekshirib, qayta urinib ko'ring.</Trans>
          )}
        </Text>
        <Group>
          <Button variant="light" color="red" onClick={onRetry} data-testid="screen-load-retry">
            <Trans>Qayta urinish</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ScreenLoader() {
  return (
    <Group justify="center" py={64} data-testid="screen-loading">
      <Loader />
    </Group>
  );
}

/**
 * A route's screen (no props: it reads its route) loaded on first use (React.lazy), within the chunk
 * time-out, with a translated error and a retry when it does not arrive. A
 * failed React.lazy keeps its rejection for good, so a retry starts a new one.
 */
export function lazyScreen(load: () => Promise<ComponentType>, timeoutMs: number = CHUNK_TIMEOUT_MS): ComponentType {
  const create = (): LazyExoticComponent<ComponentType> => lazy(() => loadWithTimeout(load, timeoutMs).then((screen) => ({ default: screen })));
  let Screen = create();

  function LazyScreen() {
    const [, setAttempt] = useState(0);
    const Current = Screen;
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Screen = create();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense fallback={<ScreenLoader />}>
          <Current />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyScreen;
}

/** A lazily loaded part with a `preload()` to start fetching its chunk early (on hover, say). */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A part of the shell that no first page shows (the sign-in dialogs, the
 * offer, the upcoming acts) loaded on first use like a screen: within the
 * chunk time-out, with the translated error and a retry (shown at the foot
 * of the window) when it does not arrive. Nothing shows while it loads,
 * unless a `fallback` is given.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { timeoutMs?: number; fallback?: (props: P) => ReactNode } = {},
): LazyPart<P> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, fallback } = options;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPart = () => {
    pending ??= loadWithTimeout(load, timeoutMs).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const create = (): LazyExoticComponent<ComponentType<P>> => lazy(() => fetchPart().then((part) => ({ default: part })));
  let Part = create();

  function LazyPartHost(props: P) {
    const [, setAttempt] = useState(0);
    const Current = Part as ComponentType<P>;
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Part = create();
          setAttempt((attempt) => attempt + 1);
        }}
        wrapFailure={(failure) => (
          <Box pos="fixed" bottom={16} left={16} right={16} maw={560} mx="auto" style={{ zIndex: 400 }}>
            {failure}
          </Box>
        )}
      >
        <Suspense fallback={fallback ? fallback(props) : null}>
          <Current {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(LazyPartHost, { preload: () => void fetchPart().catch(() => undefined) });
}
