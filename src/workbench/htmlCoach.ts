// The HTML report of --coach-scripts: the win probability's calibration curve over the coordinator's games in each
// era measured, and each scripted coach's win share, yards a play, points and turnovers against the coordinator's.
import type { CoachScriptsReport, OverSeeds } from './coachScripts.js';
import type { HtmlSection } from './htmlEra.js';
import { COLOURS, table, type Charts } from './htmlPage.js';
import { CALIBRATION_GOAL } from './winProbabilityCalibration.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Predicted against observed win % by 10% band: a calibrated model sits on the diagonal, within 3 points. */
function calibrationCurve(r: CoachScriptsReport, charts: Charts): string {
  const diagonal = (shift: number) => [
    { x: 0, y: shift },
    { x: 100, y: 100 + shift },
  ];
  const config = {
    type: 'scatter',
    data: {
      datasets: [
        {
          label: 'within 3 points, low',
          showLine: true,
          borderColor: COLOURS.bandEdge,
          borderWidth: 1,
          pointRadius: 0,
          data: diagonal(-3),
        },
        {
          label: 'within 3 points, high',
          showLine: true,
          borderColor: COLOURS.bandEdge,
          borderWidth: 1,
          pointRadius: 0,
          fill: '-1',
          backgroundColor: COLOURS.band,
          data: diagonal(3),
        },
        ...r.calibrations.map((c, i) => {
          const colour = COLOURS.tiers[(2 * i) % COLOURS.tiers.length];
          return {
            label: `observed, ${c.year}`,
            showLine: true,
            borderColor: colour,
            backgroundColor: colour,
            pointRadius: 3,
            data: c.bands.map((b) => ({ x: 100 * b.predicted, y: 100 * b.observed })),
          };
        }),
      ],
    },
    options: {
      scales: {
        x: { min: 0, max: 100, title: { display: true, text: 'predicted win % (home side, at the snap)' } },
        y: { min: 0, max: 100, title: { display: true, text: 'observed win %' } },
      },
    },
  };
  const headers = ['Band', ...r.calibrations.flatMap((c) => [`Predicted ${c.year}`, `Observed ${c.year}`])];
  const rows = r.calibration.bands.map((band) => [
    band.band,
    ...r.calibrations.flatMap((c) => {
      const b = c.bands.find((x) => x.band === band.band);
      return b ? [pct(b.predicted), pct(b.observed)] : ['', ''];
    }),
  ]);
  const worst = r.calibrations
    .map(
      (c) =>
        `${c.year}: ${(100 * c.worst).toFixed(1)} points off at worst over ${c.games} games (${c.worst <= CALIBRATION_GOAL ? 'within 3' : 'NOT within 3'})`,
    )
    .join('; ');
  return [
    '<div class="pair"><div>',
    charts.canvas(config, 'Win probability calibration: predicted against observed', 340),
    '</div><div>',
    table(headers, rows, headers.slice(1)),
    `<p class="note">Every band within 3 points in each era: ${worst}.</p>`,
    '</div></div>',
  ].join('\n');
}

const spread = (f: OverSeeds, digits: number): string => `${f.mean.toFixed(digits)} ± ${f.sd.toFixed(digits)}`;

function scriptsChart(r: CoachScriptsReport, charts: Charts): string {
  const config = {
    type: 'bar',
    data: {
      labels: r.scripts.map((s) => s.script),
      datasets: [
        {
          label: 'win share ± SD over seeds',
          data: r.scripts.map((s) => [100 * (s.mean - s.sd), 100 * (s.mean + s.sd)]),
          backgroundColor: COLOURS.band,
          grouped: false,
          barPercentage: 0.5,
        },
        {
          label: 'win share',
          data: r.scripts.map((s) => 100 * s.mean),
          backgroundColor: COLOURS.seed,
          grouped: false,
          barPercentage: 0.18,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      scales: { x: { min: 0, max: 100, title: { display: true, text: 'coached side won %' } } },
    },
  };
  const headers = ['Script', 'Wins', 'Yards a play', 'Allowed', 'Points (both)', 'Turnovers', 'Takeaways', 'Games'];
  const rows = r.scripts.map((s) => [
    s.script,
    `${pct(s.mean)} ± ${pct(s.sd)}`,
    spread(s.yardsPerPlay, 2),
    spread(s.yardsPerPlayAllowed, 2),
    spread(s.points, 1),
    spread(s.turnovers, 2),
    spread(s.takeaways, 2),
    s.games,
  ]);
  const f = r.fairness;
  return (
    charts.canvas(config, 'Win share of each scripted coach', 60 + 34 * r.scripts.length)
    + table(headers, rows, headers.slice(1))
    + `<p class="note">Centres over seeds ± SD over seeds. No script beats the coordinator by more than 5 points of win share or 0.5 yards a play: ${f.withinGoal ? 'yes' : 'NO'} (at most ${(100 * f.wins).toFixed(1)} points, ${f.yardsPerPlay.toFixed(2)} yards a play). `
    + `Coordinator-coached games equal to the simulated game: ${r.sameAsSimulated.equal} of ${r.sameAsSimulated.games}.</p>`
  );
}

export function coachSections(r: CoachScriptsReport, charts: Charts): HtmlSection[] {
  return [
    { id: 'win-probability', title: 'Win-probability calibration', html: calibrationCurve(r, charts) },
    { id: 'scripts', title: 'Scripted coaches against the coordinator', html: scriptsChart(r, charts) },
  ];
}
