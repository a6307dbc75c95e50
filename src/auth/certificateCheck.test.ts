import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateCheck, submitCertificateCheck } from './certificateCheck';

describe('certificateCheck', () => {
  it('posts to the API root and redirects inside the variant', () => {
    expect(certificateCheck('/portalbl/svc/', '/portal/ui/', '/dashboard?x=1', 'tok')).toEqual({
      action: '/portalbl/svc/certcheck',
      uiRedirect: '/portal/ui/dashboard?x=1',
      errorRedirect: '/portal/ui/public/login-error',
      token: 'tok',
    });
    expect(certificateCheck('/portalbl/svc', '/portal/ui/', '/', 't').uiRedirect).toBe('/portal/ui/');
  });
});

describe('submitCertificateCheck', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('submits a hidden POST form with the three fields', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = submitCertificateCheck(certificateCheck('/api', '/portal/ui/', '/dashboard', 'secret'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/api/certcheck');
    expect(Object.fromEntries(new FormData(form))).toEqual({ uiRedirect: '/portal/ui/dashboard', errorRedirect: '/portal/ui/public/login-error', token: 'secret' });
  });
});
