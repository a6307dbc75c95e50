/** TanStack Query keys of the workflow screens. */
export const workflowKeys = {
  activity: (id: number) => ['workflow', 'activity', id] as const,
  actions: (id: number) => ['workflow', 'actions', id] as const,
  entity: (api: string, id: number) => ['workflow', 'entity', api, id] as const,
  schema: (api: string, id: number) => ['workflow', 'schema', api, id] as const,
  items: (api: string, id: number, path: string) => ['workflow', 'items', api, id, path] as const,
  /** The served request schema of a row added to the entity's child rows. */
  itemSchema: (api: string, id: number, path: string) => ['workflow', 'itemSchema', api, id, path] as const,
};
