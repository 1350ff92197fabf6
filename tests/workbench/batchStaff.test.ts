// The dynasty batch's staff and money figures: centres over the seasons, NIL-backed signings split at 2021, each
// figure judged against its real band.
import { describe, expect, it } from 'vitest';
import { formatStaffReport, staffReport, type StaffSeasonFigures } from '../../src/workbench/staffReport.js';

const season = (year: number, extra: Partial<StaffSeasonFigures>): StaffSeasonFigures => ({
  year,
  programs: 100,
  programsChanging: 55,
  ocChanges: 40,
  dcChanges: 38,
  promoted: 8,
  signings: 1000,
  nilBacked: 0,
  fiveStars: 30,
  fiveStarsTopBudget: 24,
  ...extra,
});

describe('the staff and money report', () => {
  it('centres the figures over seasons and splits NIL-backed signings at 2021', () => {
    const report = staffReport([
      { seasons: [{ staff: season(2019, {}) }, { staff: season(2021, { nilBacked: 200, programsChanging: 65 }) }, {}] },
    ]);
    expect(report.programsChangingShare).toBe(0.6);
    expect(report.ocPerProgram).toBe(0.4);
    expect(report.nilBackedBefore).toBe(0);
    expect(report.nilBackedFrom).toBe(0.2);
    expect(report.topBudgetFiveStarShare).toBe(0.8);
    const text = formatStaffReport(report);
    expect(text).toMatch(/Programs changing a coordinator\s+60\.0%\s+45-70%\s+in/);
    expect(text).toMatch(/Five-stars to the 15 richest\s+80\.0%\s+60-90%\s+in/);
  });

  it('flags a figure out of its band', () => {
    const text = formatStaffReport(
      staffReport([{ seasons: [{ staff: season(2022, { promoted: 30, fiveStarsTopBudget: 30 }) }] }]),
    );
    expect(text).toMatch(/Coordinators promoted to head coach\s+30\.0\s+5-14\s+OUT/);
    expect(text).toMatch(/Five-stars to the 15 richest\s+100\.0%\s+60-90%\s+OUT/);
    expect(formatStaffReport(staffReport([]))).toBe('');
  });
});
