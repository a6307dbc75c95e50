import { describe, expect, it } from 'vitest';
import { entryPath, isVisitorOnly, restrictedRedirect, VISITOR_ROLE } from './entryRules';

describe('entry redirect', () => {
  it('sends a user whose only role is the visitor identity to contract creation', () => {
    expect(entryPath([VISITOR_ROLE])).toBe('/zmluva/zalozenie-zmluvy');
  });

  it('sends every other user to the dashboard', () => {
    expect(entryPath(['EDC.VYROBCA'])).toBe('/dashboard');
    expect(entryPath([VISITOR_ROLE, 'EDC.DODAVATEL'])).toBe('/dashboard');
    expect(entryPath(['EDC.OPERATOR', 'EDC.OPERATOR.ZMLUVNE'])).toBe('/dashboard');
  });

  it('treats a user without roles as a normal user, not as a visitor', () => {
    expect(isVisitorOnly([])).toBe(false);
    expect(entryPath([])).toBe('/dashboard');
  });

  it("ignores the identity provider's own roles when deciding visitor-only", () => {
    expect(isVisitorOnly([VISITOR_ROLE, 'offline_access', 'default-roles-edc'])).toBe(true);
  });
});

describe('visitor restriction', () => {
  it('redirects a visitor from any other page to contract creation', () => {
    expect(restrictedRedirect([VISITOR_ROLE], '/dashboard')).toBe('/zmluva/zalozenie-zmluvy');
    expect(restrictedRedirect([VISITOR_ROLE], '/technologia/vyhladanie')).toBe('/zmluva/zalozenie-zmluvy');
  });

  it('lets a visitor stay on contract creation, with or without a trailing slash', () => {
    expect(restrictedRedirect([VISITOR_ROLE], '/zmluva/zalozenie-zmluvy')).toBeUndefined();
    expect(restrictedRedirect([VISITOR_ROLE], '/zmluva/zalozenie-zmluvy/')).toBeUndefined();
  });

  it('lets a visitor register a participant or ask to be linked to one, and work on their steps, nothing else of the workflow', () => {
    expect(restrictedRedirect([VISITOR_ROLE], '/start-process/ucastnik-trhu')).toBeUndefined();
    expect(restrictedRedirect([VISITOR_ROLE], '/start-process/ucastnik-trhu-prepojenie')).toBeUndefined();
    expect(restrictedRedirect([VISITOR_ROLE], '/start-process/ucastnik-trhu-zmena')).toBe('/zmluva/zalozenie-zmluvy');
    expect(restrictedRedirect([VISITOR_ROLE], '/activities/participant-create/12')).toBeUndefined();
    expect(restrictedRedirect([VISITOR_ROLE], '/start-process/zmluva-ucastnik-agregacia')).toBe('/zmluva/zalozenie-zmluvy');
    expect(restrictedRedirect([VISITOR_ROLE], '/activities/participant-create/12/x')).toBe('/zmluva/zalozenie-zmluvy');
  });

  it('does not restrict other users', () => {
    expect(restrictedRedirect(['EDC.VYROBCA'], '/technologia/vyhladanie')).toBeUndefined();
  });
});
