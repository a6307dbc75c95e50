import { describe, expect, it, vi } from 'vitest';
import { reloadAfterRolesChanged } from './rolesChanged';

describe('reloadAfterRolesChanged', () => {
  it('loads the application again from its home', () => {
    const assign = vi.fn();
    reloadAfterRolesChanged('/portal/ui/', assign);
    expect(assign).toHaveBeenCalledWith('/portal/ui/');
  });
});
