// The HTML report of dynasties (--dynasty): the league's movement over the seasons (prestige tiers, ratings,
// titles, the top 10 by season), the movement goals over the dynasties against their real bands, and the
// text report's movement lines for the figures beside them.
import type { DynastyBatchReport } from './dynastyReport.js';
import { BUILDING_TARGETS, formatBuildingReport } from './buildingReport.js';
import { formatLeagueMovement } from './leagueMovement.js';
import { formatProgramMovement, PROGRAM_MOVEMENT_GOALS, REAL_PROGRAM_MOVEMENT } from './programMovement.js';
import { REAL_TOP_TEN, realUnbeatenBeforePostseasonFor, realUnbeatenFor, TOP_TEN_GOALS } from './topTen.js';
import type { SeedFigure } from './seedsReport.js';
import { figureCard, type HtmlSection } from './htmlEra.js';
import { COLOURS, COUNT_TICKS, esc, table, type Charts } from './htmlPage.js';
import { mean, round, sd } from '../core/stats/math.js';

const TIERS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function prestigeChart(r: DynastyBatchReport, charts: Charts): string {
  const config = {
    type: 'bar',
    data: {
      labels: r.perSeason.map((s) => s.year),
      datasets: TIERS.map((t, i) => ({
        label: `prestige ${t}`,
        data: r.perSeason.map((s) => s.prestigeTiers[t]),
        backgroundColor: COLOURS.tiers[i],
      })),
    },
    options: {
      scales: {
        x: { stacked: true },
        y: { stacked: true, ticks: COUNT_TICKS, title: { display: true, text: 'programs' } },
      },
    },
  };
  return charts.canvas(config, 'Programs per prestige tier by season', 300);
}

function ratingChart(r: DynastyBatchReport, charts: Charts): string {
  const line = (label: string, pick: (s: DynastyBatchReport['perSeason'][number]) => number, colour: string) => ({
    label,
    data: r.perSeason.map(pick),
    borderColor: colour,
    backgroundColor: colour,
    pointRadius: 2,
  });
  const config = {
    type: 'line',
    data: {
      labels: r.perSeason.map((s) => s.year),
      datasets: [
        line('best', (s) => s.rating.max, COLOURS.tiers[0]),
        line('median', (s) => s.rating.median, COLOURS.tiers[3]),
        line('worst', (s) => s.rating.min, COLOURS.tiers[6]),
      ],
    },
    options: { scales: { y: { title: { display: true, text: 'team rating' } } } },
  };
  return charts.canvas(config, 'Team ratings by season: best, median and worst', 300);
}

function titlesChart(r: DynastyBatchReport, charts: Charts): string {
  const titles = new Map<string, number>();
  for (const c of r.champions) titles.set(c.team, (titles.get(c.team) ?? 0) + 1);
  const top = [...titles].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 20);
  const config = {
    type: 'bar',
    data: {
      labels: top.map(([team]) => team),
      datasets: [{ label: 'titles', data: top.map(([, n]) => n), backgroundColor: COLOURS.seed }],
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: {
        x: {
          beginAtZero: true,
          ticks: COUNT_TICKS,
          title: { display: true, text: `titles over ${r.dynasties} × ${r.seasons} seasons` },
        },
      },
    },
  };
  return charts.canvas(config, 'Titles by program', Math.max(140, 24 * top.length + 60));
}

function winsChart(r: DynastyBatchReport, charts: Charts): string {
  const config = {
    type: 'bar',
    data: {
      labels: r.winDistribution.map((w) => w.wins),
      datasets: [
        {
          label: 'teams a season',
          data: r.winDistribution.map((w) => w.teamsPerSeason),
          backgroundColor: COLOURS.seed,
        },
      ],
    },
    options: {
      plugins: { legend: { display: false } },
      scales: {
        x: { title: { display: true, text: 'wins' } },
        y: { title: { display: true, text: 'teams a season' } },
      },
    },
  };
  return charts.canvas(config, 'Teams finishing with each win total, a season', 260);
}

/** The top 10 by season, a table per dynasty (the first open). */
function topTenTables(r: DynastyBatchReport): string {
  const ranks = Array.from({ length: 10 }, (_, i) => String(i + 1));
  return r.seeds
    .map((seed, k) => {
      const rows = r.topTen
        .filter((t) => t.dynasty === seed)
        .map((t) => [t.season, ...ranks.map((_, i) => t.teams[i] ?? '')]);
      return `<details${k === 0 ? ' open' : ''}><summary>Dynasty ${esc(seed)}</summary>${table(['Season', ...ranks], rows)}</details>`;
    })
    .join('\n');
}

/** The movement goals as figures over the dynasties: each dynasty's own value against the goal. */
function goalFigures(r: DynastyBatchReport): SeedFigure[] {
  const g = PROGRAM_MOVEMENT_GOALS;
  const byDynasty = r.seeds.map((seed, i) => ({
    seed,
    programs: r.programs.dynasties[i],
    league: r.movement.dynasties[i],
  }));
  const figure = (key: keyof typeof g, label: string, values: number[]): SeedFigure =>
    goalFigure(key, `${label} (real: ${REAL_PROGRAM_MOVEMENT[key]})`, g[key], values);
  const goalFigure = (
    key: string,
    label: string,
    [low, high]: readonly [number, number],
    values: number[],
  ): SeedFigure => {
    const centre = mean(values);
    const inGoal = (v: number) => v >= low && v <= high;
    return {
      section: 'teams',
      figure: key,
      label,
      values: values.map((v) => round(v, 3)),
      centre: round(centre, 3),
      sd: round(sd(values), 3),
      low,
      high,
      rule: false,
      ok: inGoal(centre),
      outAt: byDynasty.filter((_, i) => !inGoal(values[i])).map((d) => d.seed),
    };
  };
  const figures = [
    figure(
      'climbs',
      'Programs up 2+ prestige tiers for 3 seasons',
      byDynasty.map((d) => d.programs.climbs.length),
    ),
    figure(
      'falls',
      'Programs down 2+ prestige tiers for 3 seasons',
      byDynasty.map((d) => d.programs.falls.length),
    ),
    figure(
      'bottomHalfTopTen',
      'Bottom-half programs in a final top 10',
      byDynasty.map((d) => d.programs.bottomHalfTopTen),
    ),
    figure(
      'distinctChampions',
      'Distinct champions',
      byDynasty.map((d) => d.league.distinctChampions),
    ),
    figure(
      'mostTitles',
      'Most titles by one program',
      byDynasty.map((d) => d.league.mostTitles.titles),
    ),
  ];
  const top = r.programs.topTen;
  if (top.decadeDistinct !== null)
    figures.push(
      goalFigure(
        'decadeDistinct',
        `Programs in a decade's final top tens (real: ${REAL_TOP_TEN.decadeDistinct.mean}, ${REAL_TOP_TEN.decadeDistinct.low}-${REAL_TOP_TEN.decadeDistinct.high} in 2004-2024)`,
        TOP_TEN_GOALS.decadeDistinct,
        top.dynasties.filter((d) => d.decadeDistinct.length > 0).map((d) => mean(d.decadeDistinct)),
      ),
    );
  const before = realUnbeatenBeforePostseasonFor(top.startYear);
  const atEnd = realUnbeatenFor(top.playoffTeams);
  figures.push(
    goalFigure(
      'unbeatenBeforePostseason',
      `Unbeaten before the bowls and playoff (real: ${before.teams} in ${before.years}'s ${before.seasons} seasons)`,
      top.unbeatenBeforePostseasonGoal,
      top.dynasties.map((d) => d.unbeatenBeforePostseason),
    ),
    goalFigure(
      'unbeatenPerSeason',
      `Unbeaten teams a season, ${top.playoffTeams}-team field (real: ${atEnd.teams} in ${atEnd.years}'s ${atEnd.seasons} seasons)`,
      top.unbeatenGoal,
      top.dynasties.map((d) => d.unbeaten),
    ),
  );
  if (r.movement.newToFieldPerSeason !== null) {
    figures.splice(
      3,
      0,
      figure(
        'newToField',
        'New to the 12-team field a season',
        byDynasty.map((d) => mean(d.league.newToField)),
      ),
    );
  }
  return figures;
}

export function dynastySections(r: DynastyBatchReport, charts: Charts): HtmlSection[] {
  const goals = goalFigures(r)
    .map((f) => figureCard(f, r.seeds, charts, 'dynasty', 'goal'))
    .join('\n');
  const champions = r.champions.map((c) => [c.dynasty, c.season, c.team, c.record, c.runnerUp]);
  const text = [formatLeagueMovement(r.movement), formatProgramMovement(r.programs, r.movement)].join('\n');
  return [
    {
      id: 'movement',
      title: 'League movement over the dynasties',
      html: [
        `<p>${esc(r.stability.verdict)}</p>`,
        `<div class="pair"><div><h3>Programs per prestige tier${r.dynasties > 1 ? ` (means of ${r.dynasties} dynasties)` : ''}</h3>${prestigeChart(r, charts)}</div>`,
        `<div><h3>Team ratings</h3>${ratingChart(r, charts)}</div></div>`,
        `<div class="pair"><div><h3>Titles by program</h3>${titlesChart(r, charts)}</div><div><h3>Wins per team-season</h3>${winsChart(r, charts)}</div></div>`,
      ].join('\n'),
    },
    {
      id: 'goals',
      title: 'Movement goals against the real league',
      html:
        '<p class="note">Green: the goal (docs/reference/program-movement.md). Dots: each dynasty. Bar: the centre over the dynasties.</p>'
        + `<div class="grid">${goals}</div><details><summary>The text report's movement lines</summary><pre>${esc(text)}</pre></details>`,
    },
    { id: 'top-ten', title: 'The top 10 by season', html: topTenTables(r) },
    { id: 'building', title: 'Building a program', html: buildingHtml(r) },
    {
      id: 'champions',
      title: 'Champions',
      html: table(['Dynasty', 'Season', 'Champion', 'Record', 'Runner-up'], champions, ['Dynasty', 'Season']),
    },
  ];
}

/** How the computer's programs build theirs: the judged figures beside the real record, then the text report's lines. */
function buildingHtml(r: DynastyBatchReport): string {
  const b = r.building;
  const judged = (value: string, real: string, band: readonly number[], ok: boolean | null) => [
    value,
    real,
    band.join('-'),
    ok === null ? 'none to judge' : ok ? 'in range' : 'OUT of range',
  ];
  const pct = (v: number) => `${round(100 * v, 1)}%`;
  const miles = BUILDING_TARGETS.signeeMiles;
  const acc = BUILDING_TARGETS.accInState;
  const rows = [
    [
      "Signees' miles from home",
      ...judged(
        String(b.geography.signeeMiles.value ?? '-'),
        String(miles.real),
        miles.band,
        b.geography.signeeMiles.inRange,
      ),
    ],
    [
      "The ACC's 2014 programs' signees from their own states",
      ...judged(
        b.geography.accInState.value === null ? '-' : pct(b.geography.accInState.value),
        pct(acc.real),
        acc.band.map((v) => round(100 * v, 0)),
        b.geography.accInState.inRange,
      ),
    ],
  ];
  return [
    `<p>${esc(b.verdict)}</p>`,
    '<p class="note">Real figures and sources: docs/reference/program-building.md.</p>',
    table(['Figure', 'Game', 'Real', 'Band', 'Judged'], rows),
    `<details><summary>The text report's building lines</summary><pre>${esc(formatBuildingReport(b))}</pre></details>`,
  ].join('\n');
}
