// Recruiting you play: the national class, a week of every program's recruiting, the computer's staff
// and signing day. Pure and seeded; the store, server, web and terminal call these.

export * from './types.js';
export { nationalClass, starsForRank } from './nationalClass.js';
export { TALENT_STATES, milesBetweenStates } from './talentMap.js';
export { appealOf, fitFor, programFactors, rankedPreferences } from './preferences.js';
export { scoutingReport, type ScoutingReport } from './scoutingReport.js';
export { weeklyHours, actionHours } from './cycleIndex.js';
export { noSuitors } from './ledger.js';
export { visitEffect } from './actions.js';
export { startRecruitingCycle, setStaffRecruiting } from './cycle.js';
export {
  recruitingWeek,
  checkOrder,
  acceptedOrders,
  type RecruitingWeekInput,
  type RecruitingWeekResult,
} from './week.js';
export { estimatedChance, typicalPreferences } from './shortlist.js';
export { signingDay, type SigningDay } from './signingDay.js';
export { rankClasses, classPoints, type ClassRanking } from './classRankings.js';
export { expectedDepartures, needsAfterGraduation, type RosterNeeds } from './rosterNeeds.js';
export { newFreshmen } from './newFreshmen.js';
export {
  timetableOf,
  timetableHint,
  signedEarly,
  summerVisits,
  TIMETABLES,
  type Timetable,
  type ProspectTimetable,
} from './timetable.js';
export { cycleWeeks, isLateWeek, lateVisits, lateWeeks } from './lateWeeks.js';
export { planWeek, planInOrder, PLAN_ORDER, type StandingOrder, type PlannedWeek } from './plan.js';
export { leadInWords, leaderShares, type Standing } from './lead.js';
