// Every program that played FBS football in any season 2000-2026, gathered from the per-conference tables.

import type { Program } from '../types.js';
import { ACC_PROGRAMS } from './acc.js';
import { AMERICAN_PROGRAMS } from './american.js';
import { BIG_12_PROGRAMS } from './big-12.js';
import { BIG_TEN_PROGRAMS } from './big-ten.js';
import { CONFERENCE_USA_PROGRAMS } from './conference-usa.js';
import { INDEPENDENT_PROGRAMS } from './independents.js';
import { MAC_PROGRAMS } from './mac.js';
import { MOUNTAIN_WEST_PROGRAMS } from './mountain-west.js';
import { PAC_12_PROGRAMS } from './pac-12.js';
import { SEC_PROGRAMS } from './sec.js';
import { SUN_BELT_PROGRAMS } from './sun-belt.js';

export const PROGRAMS: Program[] = [
  ...SEC_PROGRAMS,
  ...BIG_TEN_PROGRAMS,
  ...BIG_12_PROGRAMS,
  ...ACC_PROGRAMS,
  ...PAC_12_PROGRAMS,
  ...INDEPENDENT_PROGRAMS,
  ...AMERICAN_PROGRAMS,
  ...MOUNTAIN_WEST_PROGRAMS,
  ...CONFERENCE_USA_PROGRAMS,
  ...MAC_PROGRAMS,
  ...SUN_BELT_PROGRAMS,
];
