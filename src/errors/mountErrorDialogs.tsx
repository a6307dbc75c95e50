import { createRoot } from 'react-dom/client';
import { RichTheme } from '../app/RichTheme';
import type { Variant } from '../app/variant';
import { ErrorDialogs } from './ErrorDialogs';
import type { ErrorHandling } from './errorHandling';

/** Shows the error dialogs in their own React root (so they survive a crash of the application tree). */
export function mountErrorDialogs(errors: ErrorHandling, variant: Variant): void {
  const host = document.createElement('div');
  host.id = 'error-dialogs';
  document.body.appendChild(host);
  createRoot(host).render(
    <RichTheme variant={variant}>
      <ErrorDialogs errors={errors} />
    </RichTheme>,
  );
}
