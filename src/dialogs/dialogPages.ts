import type { ComponentType } from 'react';
import type { DialogPageName } from './dialogPageNames';
import type { OpenerHandBack } from './dialogQueue';
import CopyVyrToAoDialog from './pages/CopyVyrToAoDialog';
import ActivityNoteDialog from './pages/ActivityNoteDialog';
import AddendumDialog from './pages/AddendumDialog';
import AssignActivityDialog from './pages/AssignActivityDialog';
import ChainConsentDialog from './pages/ChainConsentDialog';
import ChainDetailDialog from './pages/ChainDetailDialog';
import DmsEditorPreviewDialog from './pages/DmsEditorPreviewDialog';
import MailDialog from './pages/MailDialog';
import HistoryDialog from './pages/HistoryDialog';
import NameDialog from './pages/NameDialog';
import NotificationDetailDialog from './pages/NotificationDetailDialog';
import RpoDialog from './pages/RpoDialog';
import UtChangesDialog from './pages/UtChangesDialog';
import VectorHistoryDialog from './pages/VectorHistoryDialog';
import ZmluvaKontaktyDialog from './pages/ZmluvaKontaktyDialog';

/** What a dialog page gets: the arguments it was opened with and its two ways to close. */
export interface DialogPageProps {
  args: Readonly<Record<string, string>>;
  /** Given when the opener takes values back (e.g. into its open, unsaved form). */
  handBack?: OpenerHandBack;
  /** Closes without the confirm step (after a save). */
  close: () => void;
  /** Asks to close as the window's close button does (a modal page's cancel asks first). */
  requestClose: () => void;
}

/** One dialog page: its route, window and content. */
export interface DialogPageDef {
  /** The route under dialogs/ (shell-routes-workflow.md 2.5). */
  path: `dialogs/${string}`;
  /** i18n key of the window title; the page's arguments are its parameters. */
  titleKey: string;
  /** Window size; the manager's default is 1200x800. */
  width?: number;
  height?: number;
  /** Blocks the page; closing it asks first. */
  modal: boolean;
  /** Modeless pages: the arguments whose values allow one window each (opening again focuses it). */
  instanceArgs?: readonly string[];
  component: ComponentType<DialogPageProps>;
}

/**
 * The dialog pages the reference server backs today. They load with the window manager on the
 * first dialog opened (one lazy chunk: a dynamic import per page would pull Vite's preload helper
 * out of the first download's chunk into a chunk of its own).
 */
export const DIALOG_PAGES: Readonly<Record<DialogPageName, DialogPageDef>> = {
  history: {
    path: 'dialogs/history',
    titleKey: 'dialogs.history.title',
    width: 900,
    height: 500,
    modal: false,
    instanceArgs: ['entity', 'id'],
    component: HistoryDialog,
  },
  name: {
    path: 'dialogs/name',
    titleKey: 'dialogs.name.title',
    width: 500,
    height: 300,
    modal: true,
    component: NameDialog,
  },
  'vector-history': {
    path: 'dialogs/vector-history',
    titleKey: 'dialogs.vectorHistory.title',
    width: 900,
    height: 700,
    modal: false,
    instanceArgs: ['entity', 'id'],
    component: VectorHistoryDialog,
  },
  // A document of the document editor (spec 2.5 and 9: 500x300); one window per document.
  'dms-editor-preview': {
    path: 'dialogs/dms-editor-preview',
    titleKey: 'dialogs.dmsEditorPreview.title',
    width: 500,
    height: 300,
    modal: false,
    instanceArgs: ['path'],
    component: DmsEditorPreviewDialog,
  },
  // A production device's technical data into a new device of an active customer ("AO").
  'copy-vyr-to-ao': {
    path: 'dialogs/copy-vyr-to-ao',
    titleKey: 'vyrobne-zariadenie.copy.title',
    width: 600,
    height: 520,
    modal: true,
    component: CopyVyrToAoDialog,
  },
  // A message into the mailbox of a participant's users (core, from the participant's detail).
  mail: {
    path: 'dialogs/mail',
    titleKey: 'dialogs.mail.title',
    width: 640,
    height: 480,
    modal: true,
    component: MailDialog,
  },
  // An open activity given to one staff user (core, from the dashboard).
  'assign-activity': {
    path: 'dialogs/assign-activity',
    titleKey: 'dialogs.assignActivity.title',
    width: 500,
    height: 300,
    modal: true,
    component: AssignActivityDialog,
  },
  // A note to the activity's process (spec 2.5: 500x300).
  'activity-note': {
    path: 'dialogs/activity-note',
    titleKey: 'dialogs.activityNote.title',
    width: 500,
    height: 300,
    modal: true,
    component: ActivityNoteDialog,
  },
  // A contract's addendum from a template of its type (core, from the contract's detail).
  // A sent notification as it was sent, from the notification history (spec 2.5); one window each.
  'notification-detail': {
    path: 'dialogs/notification-detail',
    titleKey: 'dialogs.notificationDetail.title',
    width: 760,
    height: 560,
    modal: false,
    instanceArgs: ['idNotifikacia'],
    component: NotificationDetailDialog,
  },
  // A contract's contacts apart from its form (spec 2.5), from the contract's detail (write token).
  'zmluva-kontakty': {
    path: 'dialogs/zmluva-kontakty',
    titleKey: 'dialogs.zmluvaKontakty.title',
    width: 900,
    height: 520,
    modal: true,
    component: ZmluvaKontaktyDialog,
  },
  addendum: {
    path: 'dialogs/addendum',
    titleKey: 'dialogs.addendum.title',
    width: 680,
    height: 600,
    modal: true,
    component: AddendumDialog,
  },
  // A participant's name and seat from the register of legal entities by IČO (modal: it may save).
  rpo: {
    path: 'dialogs/rpo',
    titleKey: 'dialogs.rpo.title',
    width: 760,
    height: 520,
    modal: true,
    component: RpoDialog,
  },
  // A participant's pending changes and their processes; one window per participant.
  'ut-changes': {
    path: 'dialogs/ut-changes',
    titleKey: 'dialogs.utChanges.title',
    width: 900,
    height: 500,
    modal: false,
    instanceArgs: ['entity', 'id'],
    component: UtChangesDialog,
  },
  // A link of the balance-responsibility chain and its history; one window per link.
  'retazenie-odchylok-detail': {
    path: 'dialogs/retazenie-odchylok-detail',
    titleKey: 'dialogs.chainDetail.title',
    width: 720,
    height: 560,
    modal: false,
    instanceArgs: ['id'],
    component: ChainDetailDialog,
  },
  // The party's consent or refusal (with a reason) of a waiting link.
  'retazenie-odchylok-suhlas': {
    path: 'dialogs/retazenie-odchylok-suhlas',
    titleKey: 'dialogs.chainConsent.title',
    width: 560,
    height: 400,
    modal: true,
    component: ChainConsentDialog,
  },
};

/** The key that keeps a modeless page to one window per argument value (undefined: no limit). */
export function instanceKeyOf(def: DialogPageDef, args: Readonly<Record<string, string>>): string | undefined {
  if (def.modal || !def.instanceArgs) return undefined;
  return `${def.path}?${def.instanceArgs.map((name) => `${name}=${args[name] ?? ''}`).join('&')}`;
}
