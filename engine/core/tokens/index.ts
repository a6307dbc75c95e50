export { entityTokens, hasToken } from './tokens';
export type { EntityTokens } from './tokens';
