// The codes of a contract notification, in one module without the runner's imports: the action's
// body schema, the records that store them (notifications, processing results) and the seed read
// them here, so each record's schema names every code its texts translate.

/** Notification templates (the operator's kinds of messages about contracts). */
export const NOTIFY_TEMPLATES = ['ZMENA_PODMIENOK', 'KONIEC_PLATNOSTI', 'DOPLNENIE_UDAJOV', 'VSEOBECNA'] as const;
/** Where a notification goes: the users' e-mail, or only their mailbox in the application. */
export const NOTIFY_CHANNELS = ['EMAIL', 'SCHRANKA'] as const;
