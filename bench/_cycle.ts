import { classFor, leaguePrograms, playCycle } from '../tests/core/recruiting-fixtures.js';
const programs = leaguePrograms(2025, 31);
const t = process.cpuUsage();
for (let i = 0; i < 2; i++) playCycle(2025, 31 + i, programs, classFor(2025, 31 + i));
const u = process.cpuUsage(t);
console.log(((u.user + u.system) / 1e6).toFixed(2));
