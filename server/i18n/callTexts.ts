// Answers about a repeated call (server/http/idempotency.ts), merged into the server's texts (messages.ts).
export const CALL_TEXTS = {
  sk: {
    'error.callIdReused': 'Identifikátor volania patrí inej požiadavke',
    'reason.callIdReused': 'Hlavičky X-Correlation-ID a X-Client-Call-ID už označili inú požiadavku (metóda, adresa alebo účastník trhu)',
    'error.callInProgress': 'Požiadavka sa ešte spracúva',
    'reason.callInProgress': 'Rovnaké volanie sa už spracúva; jeho výsledok si pozrite o chvíľu a nespúšťajte ho znova',
    'reason.callIdHeader': '{header}: najviac {max} viditeľných znakov ASCII',
  },
  en: {
    'error.callIdReused': 'The call identifier belongs to another request',
    'reason.callIdReused': 'The X-Correlation-ID and X-Client-Call-ID headers already named another request (method, address or market participant)',
    'error.callInProgress': 'The request is still being processed',
    'reason.callInProgress': 'The same call is already being processed; check its result in a moment instead of starting it again',
    'reason.callIdHeader': '{header}: at most {max} visible ASCII characters',
  },
  cs: {
    'error.callIdReused': 'Identifikátor volání patří jinému požadavku',
    'reason.callIdReused': 'Hlavičky X-Correlation-ID a X-Client-Call-ID již označily jiný požadavek (metoda, adresa nebo účastník trhu)',
    'error.callInProgress': 'Požadavek se ještě zpracovává',
    'reason.callInProgress': 'Stejné volání se již zpracovává; jeho výsledek si prohlédněte za chvíli a nespouštějte ho znovu',
    'reason.callIdHeader': '{header}: nejvýše {max} viditelných znaků ASCII',
  },
};
