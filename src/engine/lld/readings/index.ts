import type { Reading } from '../options.ts';
import { parlett } from './parlett.ts';
import { simplified } from './simplified.ts';
import { french } from './french.ts';
import { porges } from './porges.ts';
import { ducoeur } from './ducoeur.ts';
import { caid } from './caid.ts';

export { parlett, simplified, french, porges, ducoeur, caid };

/** Every reading the engine knows, by id, Parlett's (the default) first. */
export const READINGS: Readonly<Record<string, Reading>> = { parlett, french, porges, ducoeur, caid, simplified };
