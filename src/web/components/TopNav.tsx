// The global top navigation of game pages (spec 2, "Global top navigation"): the menus. The year, stage banner
// and stage controls sit in the bar just below it (GameHeader), which keeps both rows readable at 1280 px.
import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import type { Conference, Info } from '../../shared/api-types';
import { playedLeague } from '../api';
import { PRODUCT_NAME } from '../siteLinks';
import { isSeasonStage, stageStep } from '../stages';

const enc = encodeURIComponent;

export function TopNav({ info, conferences }: { info: Info | null; conferences: Conference[] }) {
  const team = info?.team;
  const weeks = info ? Array.from({ length: info.lastWeek }, (_, i) => i + 1) : [];
  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="xl" collapseOnSelect className="top-nav" sticky="top">
      <Container fluid="xxl">
        <Navbar.Brand as={Link} to={info ? stageStep(info.stage).path : '/'}>
          {PRODUCT_NAME}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="game-nav" />
        <Navbar.Collapse id="game-nav">
          {info && team && (
            <>
              <Nav className="me-auto">
                {isSeasonStage(info.stage) && (
                  <Nav.Link as={NavLink} to="/dashboard" eventKey="dashboard">
                    Dashboard
                  </Nav.Link>
                )}
                <TeamMenu info={info} team={team} />
                <StandingsMenu conferences={conferences} />
                <StatsMenu />
                <ScheduleMenu weeks={weeks} />
                <RecruitingMenu info={info} />
                <Nav.Link as={NavLink} to="/rankings" eventKey="rankings">
                  Rankings
                </Nav.Link>
                <Nav.Link as={NavLink} to="/playoff" eventKey="playoff">
                  Playoff
                </Nav.Link>
                <MoreMenu />
              </Nav>
              <Nav className="align-items-xl-center py-2 py-xl-0">
                <Link to="/" className="btn btn-outline-light btn-sm">
                  Home
                </Link>
              </Nav>
            </>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

/** A menu's links: where each goes, its event key and its label, in order. */
type MenuLink = readonly [to: string, eventKey: string, label: string];

function MenuLinks({ links }: { links: readonly MenuLink[] }) {
  return links.map(([to, eventKey, label]) => (
    <NavDropdown.Item key={eventKey} as={Link} to={to} eventKey={eventKey}>
      {label}
    </NavDropdown.Item>
  ));
}

function TeamMenu({ info, team }: { info: Info; team: string }) {
  const own: MenuLink[] = [
    [`/${enc(team)}/schedule`, 'team-schedule', 'Schedule'],
    [`/${enc(team)}/roster`, 'team-roster', 'Roster'],
    [`/${enc(team)}/depth`, 'team-depth', 'Depth Chart'],
    [`/${enc(team)}/history`, 'team-history', 'History'],
    ['/coach', 'team-coach', 'Coach'],
  ];
  return (
    <NavDropdown title="TEAM" id="nav-team">
      <MenuLinks links={own} />
      {((info.programs && info.programs.length > 1) || playedLeague()) && (
        <MenuLinks links={[['/game/h2h', 'team-h2h', 'Head to head']]} />
      )}
      <MenuLinks links={PROGRAM_LINKS} />
    </NavDropdown>
  );
}

const PROGRAM_LINKS: MenuLink[] = [
  ['/training', 'team-training', 'Training'],
  ['/carousel', 'team-carousel', 'Coaching Carousel'],
  ['/staff', 'team-staff', 'Staff'],
  ['/budget', 'team-budget', 'Budget'],
];

function StandingsMenu({ conferences }: { conferences: Conference[] }) {
  const links = conferences.map(
    ({ confName }): MenuLink => [`/standings/${enc(confName)}`, `conf-${confName}`, confName],
  );
  return (
    <NavDropdown title="STANDINGS" id="nav-standings" className="menu-scroll">
      <MenuLinks links={[...links, ['/standings/independent', 'conf-independent', 'Independent']]} />
    </NavDropdown>
  );
}

const STATS_LINKS: MenuLink[] = [
  ['/stats/team', 'stats-team', 'Team'],
  ['/stats/individual', 'stats-individual', 'Individual'],
  ['/stats/ratings', 'stats-ratings', 'Ratings'],
];

function StatsMenu() {
  return (
    <NavDropdown title="STATS" id="nav-stats">
      <MenuLinks links={STATS_LINKS} />
    </NavDropdown>
  );
}

function ScheduleMenu({ weeks }: { weeks: number[] }) {
  return (
    <NavDropdown title="SCHEDULE" id="nav-schedule" className="menu-scroll">
      <MenuLinks links={weeks.map((week): MenuLink => [`/schedule/${week}`, `week-${week}`, `Week ${week}`])} />
    </NavDropdown>
  );
}

const RECRUITING_LINKS: MenuLink[] = [
  ['/recruiting', 'recruiting-board', 'Board'],
  ['/recruiting/prospects', 'recruiting-prospects', 'Prospects'],
  ['/recruiting/classes', 'recruiting-classes', 'Class Rankings'],
];

function RecruitingMenu({ info }: { info: Info }) {
  return (
    <NavDropdown title="RECRUITING" id="nav-recruiting">
      <MenuLinks links={RECRUITING_LINKS} />
      {info.stage === 'recruiting_summary' && (
        <MenuLinks links={[['/recruiting_summary', 'recruiting-signing-day', 'Signing Day']]} />
      )}
    </NavDropdown>
  );
}

const LEAGUE_LINKS: MenuLink[] = [
  ['/news', 'league-news', 'News'],
  ['/heisman', 'league-heisman', 'Heisman Watch'],
  ['/awards', 'league-awards', 'Awards'],
  ['/records', 'league-records', 'Record Book'],
  ['/league_history', 'league-history', 'League History'],
];
const OFFSEASON_LINKS: MenuLink[] = [
  ['/retention', 'retention', 'Keep Players'],
  ['/draft', 'draft', 'NFL Draft'],
  ['/portal', 'portal', 'Transfer Portal'],
];
const SETTINGS_LINKS: MenuLink[] = [
  ['/league-setup', 'league-setup', 'League Setup'],
  ['/god-mode', 'god-mode', 'God Mode'],
  ['/settings', 'settings', 'Settings'],
];

/** The pages read less often share one menu, so the bar fits 1280 px on one line. */
function MoreMenu() {
  return (
    <NavDropdown title="MORE" id="nav-more" align="end">
      <NavDropdown.Header>League</NavDropdown.Header>
      <MenuLinks links={LEAGUE_LINKS} />
      <NavDropdown.Divider />
      <NavDropdown.Header>Offseason</NavDropdown.Header>
      <MenuLinks links={OFFSEASON_LINKS} />
      <NavDropdown.Divider />
      <MenuLinks links={SETTINGS_LINKS} />
    </NavDropdown>
  );
}
