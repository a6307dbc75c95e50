import { createContext } from 'react';

/**
 * The largest file the server takes now (app-config's upload limit, bytes), given by the
 * application around its screens; undefined: the widget's own default. A field's own, smaller
 * limit (`fileRules.maxSize`, `options.maxSize`) still applies.
 */
export const UploadLimitContext = createContext<number | undefined>(undefined);
