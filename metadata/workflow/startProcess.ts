// Start-process choices of `/start-process/:typ` (spec 7): the API path each one posts to.

/** `:typ` → API path of the start call (answer `{ activityId, code }`). */
export const START_PROCESS_PATHS: Readonly<Record<string, string>> = {
  'zmluva-ucastnik-agregacia': '/portal/zmluvy/zmluva-ucastnik-agregacia/start-process',
  'odberne-miesto-creation': '/portal/odberne-miesta/odberne-miesto/start-process',
  'vyrobne-zariadenie-creation': '/portal/vyrobne-zariadenia/vyrobne-zariadenie/start-process',
  'akumulacne-zariadenie-creation': '/portal/akumulacne-zariadenia/akumulacne-zariadenie/start-process',
  'user-creation': '/pouzivatel/create/start-process',
  'skupina-zdielania-creation': '/portal/skupiny-zdielania/skupina-zdielania/start-process',
  ponizenie: '/portal/ponizenie/ponizenie/start-process',
  'ucastnik-trhu': '/portal/zmluvy/ucastnik/start-process',
  'ucastnik-trhu-zmena': '/portal/zmluvy/ucastnik-zmena/start-process',
  'ucastnik-trhu-prepojenie': '/portal/zmluvy/ucastnik-prepojenie/start-process',
  'reklamacia-creation': '/portal/reklamacie/reklamacia/start-process',
};
