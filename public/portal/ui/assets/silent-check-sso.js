// Hands the provider's answer (code or error) back to oidc-client-ts in the parent window; the
// message shape is the one its iframe navigator listens for. A file, not an inline script, so the
// page runs under the UI's Content-Security-Policy.
(function () {
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
})();
