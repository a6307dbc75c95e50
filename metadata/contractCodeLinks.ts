// The links that open a contract process's entity by its code (zmluva/detail-portal), kept apart
// from the page's field lists: the dashboard and the read pages carry only this.

/** Entity types of the contract processes (ZO, ZPU) that have a by-code page. */
export const CONTRACT_CODE_TYPES: readonly string[] = ['ZMLUVA_ZO', 'ZMLUVA_ZPU'];

/** Whether the entity type's records open by code on zmluva/detail-portal. */
export const hasContractCodePage = (entityType: string | null | undefined): boolean => entityType !== null && entityType !== undefined && CONTRACT_CODE_TYPES.includes(entityType);

/** The by-code route of a contract process entity. */
export function contractCodePath(entityType: string, code: string): string {
  return `/zmluva/detail-portal/${encodeURIComponent(entityType)}/${encodeURIComponent(code)}`;
}
