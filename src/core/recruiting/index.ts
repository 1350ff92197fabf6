// Recruiting you play: the national class, a week of every program's recruiting, the computer's staff
// and signing day. Pure and seeded; the store, server, web and terminal call these.

export * from './types.js';
export { nationalClass, starsForRank } from './nationalClass.js';
export { TALENT_STATES, milesBetweenStates } from './talentMap.js';
export { scoutingReport } from './scoutingReport.js';
export { weeklyHours } from './cycleIndex.js';

export { startRecruitingCycle, setStaffRecruiting } from './cycle.js';
export { recruitingWeek, checkOrder, acceptedOrders, type RecruitingWeekInput } from './week.js';
export { estimatedChance } from './shortlist.js';
export { signingDay } from './signingDay.js';
export { rankClasses, type ClassRanking } from './classRankings.js';
export { expectedDepartures, needsAfterGraduation } from './rosterNeeds.js';
export { newFreshmen } from './newFreshmen.js';
export { timetableOf, summerVisits } from './timetable.js';
export { cycleWeeks, isLateWeek, lateVisits } from './lateWeeks.js';
export { planWeek, type StandingOrder } from './plan.js';
export { leadInWords, leaderShares } from './lead.js';
