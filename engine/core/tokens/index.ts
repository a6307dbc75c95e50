export { entityTokens, hasToken, missingTokens } from './tokens';
export type { EntityTokens, TokenRequirement } from './tokens';
