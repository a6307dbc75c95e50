/**
 * The data flows of the data centre on the status board, in board order, as an operator watches
 * them: what comes in from the distribution systems, the settlement runs, what goes out to the
 * market, the registries and the guarantees of origin. Texts: `semafor.flow.{code}` in the UI.
 */
export const SEMAFOR_FLOWS = [
  'NAMERANE_DATA_PDS', // metering data received from the distribution systems (ZSD, SSD, VSD, local ones)
  'DENNE_ZUCTOVANIE', // daily settlement run of imbalances
  'MESACNE_ZUCTOVANIE', // monthly settlement and its corrections
  'SPRAVY_UCASTNICI', // market messages to and from participants (ebXML/EDI)
  'SPRAVY_PPS', // exchange with the transmission system operator SEPS (TSO schedules, balancing energy)
  'REGISTER_OOM', // metering-point registry sync with the distribution systems
  'ZARUKY_POVODU', // guarantees of origin: issuing, transfer, cancellation
  'ZDIELANIE_AGREGACIA', // sharing groups and aggregation: allocation of shared and flexible energy
] as const;

export const SEMAFOR_STATES = ['ZELENA', 'ORANZOVA', 'CERVENA'] as const;
