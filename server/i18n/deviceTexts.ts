// Reasons of production devices and their generators (server/model/vyrobneZariadenie*.ts), merged
// into the server's texts (messages.ts).
export const DEVICE_TEXTS = {
  sk: {
    'reason.generatorNameSameAsDevice': '{field}: názov generátora sa musí líšiť od názvu výrobného zariadenia {device}',
    'reason.notActiveCustomer': '{field}: účastník trhu {name} nie je aktívny odberateľ',
    'reason.generatorLastOfActive': '{field}: generátor {nazov} je posledný generátor aktívneho výrobného zariadenia {device} a nemožno ho vymazať',
    'reason.generatorRequired': '{field}: výrobné zariadenie {device} musí mať aspoň jeden generátor, kým prejde do stavu Aktívne',
  },
  en: {
    'reason.generatorNameSameAsDevice': '{field}: the generator’s name must differ from the production device’s name {device}',
    'reason.notActiveCustomer': '{field}: market participant {name} is not an active customer',
    'reason.generatorLastOfActive': '{field}: generator {nazov} is the last generator of the active production device {device} and cannot be deleted',
    'reason.generatorRequired': '{field}: production device {device} needs at least one generator before it becomes Active',
  },
  cs: {
    'reason.generatorNameSameAsDevice': '{field}: název generátoru se musí lišit od názvu výrobního zařízení {device}',
    'reason.notActiveCustomer': '{field}: účastník trhu {name} není aktivní zákazník',
    'reason.generatorLastOfActive': '{field}: generátor {nazov} je poslední generátor aktivního výrobního zařízení {device} a nelze jej smazat',
    'reason.generatorRequired': '{field}: výrobní zařízení {device} musí mít alespoň jeden generátor, než přejde do stavu Aktivní',
  },
} as const;
