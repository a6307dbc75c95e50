import { AKUMULACNE_ZARIADENIE_REGISTRACIA_CHECKS, AKUMULACNE_ZARIADENIE_REGISTRACIA_EFFECTS, createAkumulacneZariadenieRegistracia } from '../processes/akumulacneZariadenieRegistracia/effects';
import { ODBERNE_MIESTO_REGISTRACIA_CHECKS, ODBERNE_MIESTO_REGISTRACIA_EFFECTS, createOdberneMiestoRegistracia } from '../processes/odberneMiestoRegistracia/effects';
import { PONIZENIE_CHECKS, PONIZENIE_EFFECTS, createPonizenie } from '../processes/ponizenie/effects';
import { POUZIVATEL_VYTVORENIE_CHECKS, POUZIVATEL_VYTVORENIE_EFFECTS, createPouzivatelVytvorenie } from '../processes/pouzivatelVytvorenie/effects';
import { REKLAMACIA_CHECKS, REKLAMACIA_EFFECTS, createReklamacia } from '../processes/reklamacia/effects';
import { SKUPINA_ZDIELANIA_CHECKS, SKUPINA_ZDIELANIA_EFFECTS, createSkupinaZdielania } from '../processes/skupinaZdielania/effects';
import type { Check, CreateEntity, Effect, ParticipantOf } from './types';
import { UCASTNIK_REGISTRACIA_CHECKS, UCASTNIK_REGISTRACIA_EFFECTS, createUcastnikRegistracia } from '../processes/ucastnikRegistracia/effects';
import { UCASTNIK_PREPOJENIE_CHECKS, UCASTNIK_PREPOJENIE_EFFECTS, UCASTNIK_PREPOJENIE_PARTICIPANT, createUcastnikPrepojenie } from '../processes/ucastnikPrepojenie/effects';
import { UCASTNIK_ZMENA_CHECKS, UCASTNIK_ZMENA_EFFECTS, createUcastnikZmena } from '../processes/ucastnikZmena/effects';
import { VYROBNE_ZARIADENIE_REGISTRACIA_CHECKS, VYROBNE_ZARIADENIE_REGISTRACIA_EFFECTS, createVyrobneZariadenieRegistracia } from '../processes/vyrobneZariadenieRegistracia/effects';
import { ZMLUVA_ZO_CHECKS, ZMLUVA_ZO_EFFECTS, createZmluvaZo } from '../processes/zmluvaZo/effects';
import { ZMENA_PROFILU_CHECKS, ZMENA_PROFILU_EFFECTS, createZmenaProfilu } from '../processes/zmenaProfilu/effects';
import { ZMLUVA_ZPU_CHECKS, ZMLUVA_ZPU_EFFECTS, createZmluvaZpu } from '../processes/zmluvaZpu/effects';

/** Behaviour the process definitions name: entity creation, checks and effects. */
export const CREATE_ENTITY: Readonly<Record<string, CreateEntity>> = {
  'skupinaZdielania.create': createSkupinaZdielania,
  'zmluvaZo.create': createZmluvaZo,
  'zmluvaZpu.create': createZmluvaZpu,
  'ucastnikRegistracia.create': createUcastnikRegistracia,
  'zmenaProfilu.create': createZmenaProfilu,
  'reklamacia.create': createReklamacia,
  'ponizenie.create': createPonizenie,
  'vyrobneZariadenieRegistracia.create': createVyrobneZariadenieRegistracia,
  'akumulacneZariadenieRegistracia.create': createAkumulacneZariadenieRegistracia,
  'odberneMiestoRegistracia.create': createOdberneMiestoRegistracia,
  'pouzivatelVytvorenie.create': createPouzivatelVytvorenie,
  'ucastnikPrepojenie.create': createUcastnikPrepojenie,
  'ucastnikZmena.create': createUcastnikZmena,
};
export const CHECKS: Readonly<Record<string, Check>> = { ...SKUPINA_ZDIELANIA_CHECKS, ...ZMLUVA_ZO_CHECKS, ...ZMLUVA_ZPU_CHECKS, ...UCASTNIK_REGISTRACIA_CHECKS, ...ZMENA_PROFILU_CHECKS, ...REKLAMACIA_CHECKS, ...VYROBNE_ZARIADENIE_REGISTRACIA_CHECKS, ...PONIZENIE_CHECKS, ...AKUMULACNE_ZARIADENIE_REGISTRACIA_CHECKS, ...ODBERNE_MIESTO_REGISTRACIA_CHECKS, ...POUZIVATEL_VYTVORENIE_CHECKS, ...UCASTNIK_PREPOJENIE_CHECKS, ...UCASTNIK_ZMENA_CHECKS };
export const EFFECTS: Readonly<Record<string, Effect>> = { ...SKUPINA_ZDIELANIA_EFFECTS, ...ZMLUVA_ZO_EFFECTS, ...ZMLUVA_ZPU_EFFECTS, ...UCASTNIK_REGISTRACIA_EFFECTS, ...ZMENA_PROFILU_EFFECTS, ...REKLAMACIA_EFFECTS, ...VYROBNE_ZARIADENIE_REGISTRACIA_EFFECTS, ...PONIZENIE_EFFECTS, ...AKUMULACNE_ZARIADENIE_REGISTRACIA_EFFECTS, ...ODBERNE_MIESTO_REGISTRACIA_EFFECTS, ...POUZIVATEL_VYTVORENIE_EFFECTS, ...UCASTNIK_PREPOJENIE_EFFECTS, ...UCASTNIK_ZMENA_EFFECTS };
/** Resolvers of the participant a task is delegated to (assignee kind `participantToken`). */
export const PARTICIPANT_OF: Readonly<Record<string, ParticipantOf>> = { ...UCASTNIK_PREPOJENIE_PARTICIPANT };
