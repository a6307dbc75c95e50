export { entityTokens, hasToken } from './tokens';
export type { EntityTokens, TokenRequirement } from './tokens';
