export { ErrorCenter } from './errorCenter';
export type { ErrorEntry, NewErrorEntry } from './errorCenter';
export { ErrorHandling, reportFileName, reportText } from './errorHandling';
export type { ErrorHandlingDeps, SessionSnapshot } from './errorHandling';
export { ErrorDialogs } from './ErrorDialogs';
export { installGlobalErrorHandlers } from './globalErrors';
export { startErrorHandling } from './startErrorHandling';
export type { StartErrorHandlingOptions } from './startErrorHandling';
