/**
 * Routes the page's uncaught errors and unhandled promise rejections to `handle`; returns the
 * function that removes the listeners.
 */
export function installGlobalErrorHandlers(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, handle: (error: unknown) => void): () => void {
  const onError = (event: ErrorEvent) => {
    // "Script error." without an error object comes from a cross-origin script (an extension): nothing of ours.
    if (event.error === undefined || event.error === null) {
      if (!event.message || /^Script error\.?$/i.test(event.message)) return;
      handle(event.message);
      return;
    }
    handle(event.error);
  };
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
