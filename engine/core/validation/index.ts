// The validation catalogue (forms-data.md section 5): one module for the browser and the server.
export type { Problem, RuleContext } from './problem';
export { messageKey, problem, splitList } from './problem';
export type { CatalogueOptions, ErrorLike } from './catalogue';
export { addValidationCatalogue, catalogueProblem, createRuleContext } from './catalogue';
export { withoutSummaryErrors } from './summaryErrors';
export type { FormatCheck } from './formats';
export { FORMATS } from './formats';
export { nodeOfSchemaPath, ownMessageKeyOf } from './messageKeys';
export { catalogueKeywords, DEFAULT_MAX_FILE_SIZE, expiredContactsProblem, extensionOf, fileProblem } from './keywords';
export { decimalPlaces, isDecimalMultiple } from './decimal';
export { formatFileSize } from './fileSize';
export {
  MAX_DATE,
  businessDateProblem,
  dateProblem,
  dateRangeProblem,
  dateTimeProblem,
  isBusinessDay,
  isRealIsoDate,
  isWeekend,
  monthYearProblem,
  timeProblem,
  yearProblem,
} from './dates';
export {
  DEFAULT_EIC_PREFIXES,
  EIC_CHARS,
  EIC_LENGTH,
  KNOWN_EIC_PREFIXES,
  cleanEicInput,
  eicListProblem,
  eicPrefixProblem,
  eicProblem,
  matchesEicPattern,
  splitEics,
} from './eic';
export { eicCheckCharacter, isValidEic, withEicCheck } from './eicCheck';
export {
  IBAN_MAX_LENGTH,
  PSC_LENGTH,
  SK_IBAN_LENGTH,
  cleanIbanInput,
  emailDomainProblem,
  emailListProblem,
  emailProblem,
  formatIban,
  formatPsc,
  ibanProblem,
  ibanSkProblem,
  isEmail,
  parcelNumberProblem,
  poBoxProblem,
  pscProblem,
  rodneCisloProblem,
  urlProblem,
} from './identifiers';
export { formatPhone, mobileListProblem, normalizePhone, phoneProblem } from './phone';
export { validationCases } from './cases';
export type { ValidationCase } from './cases';
export { messageOf } from './messageOf';
export { CASE_CONTEXT } from './cases';
export { MARKET_TIME_ZONE, marketToday } from './marketDay';
export type { ChainEdge, ChainGraphFact, ChainLinkFact, GeneratorsPowerFact } from './storedRules';
export { CHAIN_LOOP, CHAIN_OVERLAP, DEVICE_POWER_COVERS_GENERATORS, storedRulesOf } from './storedRules';
export type { DatePair, GeneratorRowsRule, PlacedProblem } from './bodyRules';
export { dateOrderProblems, duplicateRowProblems, fillPlaceholders, generatorNameProblems, generatorRowsPowerProblems } from './bodyRules';
