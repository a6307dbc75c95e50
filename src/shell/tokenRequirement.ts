import type { TokenRequirement } from '../../engine/core/metadata/types';
import { hasToken } from '../../engine/core/tokens';

/**
 * Whether the tokens meet a metadata token requirement: a string is that token, an array any one
 * of them (engine/core/metadata/types TokenRequirement), undefined no requirement. Evaluated here
 * element by element because hasToken reads an array as "all of".
 */
export function meetsRequirement(tokens: ReadonlySet<string>, requirement: TokenRequirement | undefined): boolean {
  if (requirement === undefined) return true;
  if (typeof requirement === 'string') return hasToken(tokens, requirement);
  return requirement.some((token) => hasToken(tokens, token));
}
