// The error page before the application is up (spec 8): an error while the page starts, or a
// script that does not load, replaces the empty page with a report the user can save.
// Plain script without modules, so it works even when the application's own code does not.
(function () {
  'use strict';
  var TEXTS = {
    sk: {
      error: 'Nastala neočakávaná chyba aplikácie',
      load: 'Nastala neočakávaná chyba pri načítaní aplikácie',
      hint: 'Obnovte stránku, inak nemusí fungovať správne. Ak chyba pretrváva, uložte správu o chybe a pošlite ju správcovi aplikácie.',
      save: 'Uložiť správu o chybe',
      reload: 'Obnoviť stránku',
      report: 'Správa o chybe',
    },
    en: {
      error: 'An unexpected application error occurred',
      load: 'An unexpected error occurred while loading the application',
      hint: 'Reload the page, otherwise it may not work correctly. If the error persists, save the error report and send it to the administrator.',
      save: 'Save the error report',
      reload: 'Reload the page',
      report: 'Error report',
    },
    cs: {
      error: 'Nastala neočekávaná chyba aplikace',
      load: 'Nastala neočekávaná chyba při načítání aplikace',
      hint: 'Obnovte stránku, jinak nemusí fungovat správně. Pokud chyba přetrvává, uložte zprávu o chybě a pošlete ji správci aplikace.',
      save: 'Uložit zprávu o chybě',
      reload: 'Obnovit stránku',
      report: 'Zpráva o chybě',
    },
  };
  // Errors that say nothing about the application (spec 8: closed stream, beacon send failure).
  var IGNORED = [/closed stream/i, /beacon/i, /ResizeObserver loop/i];
  var shown = false;

  function language() {
    try {
      var stored = window.localStorage.getItem('edc.language');
      if (stored && TEXTS[stored]) return stored;
    } catch {
      /* no storage */
    }
    return 'sk';
  }

  function started() {
    var root = document.getElementById('root');
    return !!root && root.childElementCount > 0;
  }

  function el(tag, text, style) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  }

  function show(kind, message, stack) {
    if (shown || started()) return;
    shown = true;
    var lang = language();
    var t = TEXTS[lang];
    var report = [
      t.report,
      'time: ' + new Date().toISOString(),
      'url: ' + window.location.href,
      'kind: ' + kind,
      'message: ' + message,
      'userAgent: ' + navigator.userAgent,
      stack ? 'stack:\n' + stack : '',
    ].join('\n');
    var render = function () {
      var main = el('main', '', 'font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;max-width:640px;margin:48px auto;padding:24px;color:#1a1b1e');
      main.setAttribute('role', 'alert');
      main.setAttribute('data-testid', 'boot-error');
      main.appendChild(el('h1', kind === 'load' ? t.load : t.error, 'font-size:24px'));
      main.appendChild(el('p', t.hint, 'line-height:1.5'));
      var pre = el('pre', report, 'white-space:pre-wrap;background:#f1f3f5;padding:12px;border-radius:4px;font-size:12px;max-height:300px;overflow:auto');
      main.appendChild(pre);
      var save = el('button', t.save, 'margin-right:8px;padding:8px 14px');
      save.type = 'button';
      save.onclick = function () {
        var blob = new Blob([report], { type: 'text/plain;charset=utf-8' });
        var a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = 'edc-error-report-' + Date.now() + '.txt';
        document.body.appendChild(a);
        a.click();
        a.remove();
      };
      var reload = el('button', t.reload, 'padding:8px 14px');
      reload.type = 'button';
      reload.onclick = function () {
        window.location.reload();
      };
      main.appendChild(save);
      main.appendChild(reload);
      document.documentElement.lang = lang;
      document.body.innerHTML = '';
      document.body.appendChild(main);
    };
    if (document.body) render();
    else document.addEventListener('DOMContentLoaded', render);
  }

  function ignored(message) {
    for (var i = 0; i < IGNORED.length; i++) if (IGNORED[i].test(message)) return true;
    return false;
  }

  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.tagName === 'SCRIPT') {
        show('load', 'Script failed to load: ' + (target.src || '(inline)'));
        return;
      }
      if (target && target !== window) return; // an image or a style sheet: not fatal
      var message = event.message || (event.error && event.error.message) || 'Unknown error';
      if (!ignored(message)) show('error', message, event.error && event.error.stack);
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    var message = (reason && reason.message) || String(reason);
    if (!ignored(message)) show('error', message, reason && reason.stack);
  });
})();
