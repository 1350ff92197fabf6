// Every folder's tuning constants, loaded together: `dynasty tuning list` shows each with its value.
import './awards/tuning.js';
import './coaches/tuning.js';
import './draft/tuning.js';
import './fcs/tuning.js';
import './playbook/tuning.js';
import './players/tuning.js';
import './portal/tuning.js';
import './rankings/tuning.js';
import './recruiting/tuning.js';
import './retention/tuning.js';
import './roster/tuning.js';
import './schedule/tuning.js';
import './sim/tuning.js';
