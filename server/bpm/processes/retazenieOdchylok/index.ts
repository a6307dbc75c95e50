import type { ProcessModule } from '../module';
import { RETAZENIE_ODCHYLOK } from './definition';

/** Consent to a balance-responsibility chain (RETAZENIE_ODCHYLOK): opened and closed by the link's own writes. */
export const retazenieOdchylok: ProcessModule = {
  definitions: [RETAZENIE_ODCHYLOK],
};
