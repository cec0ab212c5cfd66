import type { Reading } from '../reading.ts';
import { parlett } from './parlett.ts';
import { simplified } from './simplified.ts';

export { parlett, simplified };

/** Every reading the engine knows, by id. */
export const READINGS: Readonly<Record<string, Reading>> = { parlett, simplified };
