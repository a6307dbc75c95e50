import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { RichTheme } from '../../app/RichTheme';

/** The one container of the page's toasts (shell and pages), inside the variant's theme. */
export default function Toaster() {
  return (
    <RichTheme>
      <Notifications position="top-right" />
    </RichTheme>
  );
}
