// The HTML report of --coach-scripts: the win probability's calibration curve over the coordinator's games, and
// each scripted coach's win share against the coordinator's.
import type { CoachScriptsReport } from './coachScripts.js';
import type { HtmlSection } from './htmlEra.js';
import { COLOURS, table, type Charts } from './htmlPage.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Predicted against observed win % by 10% band: a calibrated model sits on the diagonal, within 3 points. */
function calibrationCurve(r: CoachScriptsReport, charts: Charts): string {
  const bands = r.calibration.bands;
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
        {
          label: 'observed',
          showLine: true,
          borderColor: COLOURS.seed,
          backgroundColor: COLOURS.seed,
          pointRadius: 4,
          data: bands.map((b) => ({ x: 100 * b.predicted, y: 100 * b.observed })),
        },
      ],
    },
    options: {
      scales: {
        x: { min: 0, max: 100, title: { display: true, text: 'predicted win % (home side, at the snap)' } },
        y: { min: 0, max: 100, title: { display: true, text: 'observed win %' } },
      },
    },
  };
  const rows = bands.map((b) => [b.band, pct(b.predicted), pct(b.observed), b.snaps]);
  return [
    '<div class="pair"><div>',
    charts.canvas(config, 'Win probability calibration: predicted against observed', 340),
    '</div><div>',
    table(['Band', 'Predicted', 'Observed', 'Snaps'], rows, ['Predicted', 'Observed', 'Snaps']),
    `<p class="note">Over ${r.calibration.games} coordinator games; the worst band is ${(100 * r.calibration.worst).toFixed(1)} points off `
      + `(every band within 3 points: ${r.calibration.worst <= 0.03 ? 'yes' : 'NO'}).</p>`,
    '</div></div>',
  ].join('\n');
}

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
  const rows = r.scripts.map((s) => [s.script, pct(s.mean), pct(s.sd), s.games]);
  return (
    charts.canvas(config, 'Win share of each scripted coach', 60 + 34 * r.scripts.length)
    + table(['Script', 'Wins', 'SD over seeds', 'Games'], rows, ['Wins', 'SD over seeds', 'Games'])
    + `<p class="note">Coordinator-coached games equal to the simulated game: ${r.sameAsSimulated.equal} of ${r.sameAsSimulated.games}.</p>`
  );
}

export function coachSections(r: CoachScriptsReport, charts: Charts): HtmlSection[] {
  return [
    { id: 'win-probability', title: 'Win-probability calibration', html: calibrationCurve(r, charts) },
    { id: 'scripts', title: 'Scripted coaches against the coordinator', html: scriptsChart(r, charts) },
  ];
}
