import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { saveText } from '../../engine/react/download/saveBlob';
import { reportFileName, reportText, type ErrorHandling } from './errorHandling';

// The dialog (a Mantine Modal) loads with the first error, not with the application (size budget).
const ErrorDialog = lazy(() => import('../../engine/react/errors/ErrorDialog').then((m) => ({ default: m.ErrorDialog })));

/** Shows the first queued error dialog of the application; the next one after it is closed. */
export function ErrorDialogs({ errors, onReload }: { errors: ErrorHandling; onReload?: () => void }) {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(errors.center.subscribe, errors.center.snapshot);
  const entry = entries[0];
  if (!entry) return null;
  const { report, incident } = entry;
  const incidentId = incident.status === 'reported' ? incident.incidentId : undefined;
  return (
    <Suspense fallback={null}>
      <ErrorDialog
      // A new key per entry: the next dialog starts with its report collapsed.
      key={entry.id}
      opened
      kind={entry.kind}
      titleKey={entry.titleKey}
      message={entry.messageKey ? t(entry.messageKey) : (entry.message ?? '')}
      hint={entry.hintKey ? t(entry.hintKey) : undefined}
      incident={incident}
      reportAllowed={errors.reportsAllowed()}
      reportText={report ? () => reportText(report, incidentId) : undefined}
      onDownloadReport={report ? () => saveText(reportText(report, incidentId), reportFileName(report)) : undefined}
      fatal={entry.fatal}
      onReload={onReload}
      onClose={() => errors.center.close(entry.id)}
      />
    </Suspense>
  );
}
