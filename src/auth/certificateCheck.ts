/** The form the portal posts to the server's certificate check right after login (spec 4.1 and 7). */
export interface CertificateCheck {
  /** `{api}/certcheck`. */
  action: string;
  /** Where the server sends the browser when the check passes: the page the user wanted. */
  uiRedirect: string;
  /** Where it sends the browser otherwise (the server appends `certcheck=token|certificate`). */
  errorRedirect: string;
  token: string;
}

/**
 * The certificate check for a login that ends at `target` (a path inside the application, e.g.
 * `/dashboard`). `base` is the variant's URL path with trailing slash, `apiUrl` the API root.
 */
export function certificateCheck(apiUrl: string, base: string, target: string, token: string): CertificateCheck {
  return {
    action: `${apiUrl.replace(/\/$/, '')}/certcheck`,
    uiRedirect: `${base}${target.replace(/^\//, '')}`,
    errorRedirect: `${base}public/login-error`,
    token,
  };
}

/**
 * Leaves the page by posting the check as an ordinary form: the browser follows the server's
 * redirect, so the application starts again on the target with the stored session and no call
 * of the finished login page can still be running when the user acts (e.g. logs out).
 */
export function submitCertificateCheck(check: CertificateCheck, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = check.action;
  form.hidden = true;
  for (const name of ['uiRedirect', 'errorRedirect', 'token'] as const) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = check[name];
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
