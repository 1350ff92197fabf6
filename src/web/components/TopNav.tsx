// The global top navigation of game pages (spec 2, "Global top navigation"): the menus. The year, stage banner
// and stage controls sit in the bar just below it (GameHeader), which keeps both rows readable at 1280 px.
import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import type { Conference, Info } from '../../shared/api-types';
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

function TeamMenu({ info, team }: { info: Info; team: string }) {
  return (
    <NavDropdown title="TEAM" id="nav-team">
      <NavDropdown.Item as={Link} to={`/${enc(team)}/schedule`} eventKey="team-schedule">
        Schedule
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to={`/${enc(team)}/roster`} eventKey="team-roster">
        Roster
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to={`/${enc(team)}/depth`} eventKey="team-depth">
        Depth Chart
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to={`/${enc(team)}/history`} eventKey="team-history">
        History
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/coach" eventKey="team-coach">
        Coach
      </NavDropdown.Item>
      {info.programs && info.programs.length > 1 && (
        <NavDropdown.Item as={Link} to="/game/h2h" eventKey="team-h2h">
          Head to head
        </NavDropdown.Item>
      )}
      <NavDropdown.Item as={Link} to="/training" eventKey="team-training">
        Training
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/carousel" eventKey="team-carousel">
        Coaching Carousel
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/staff" eventKey="team-staff">
        Staff
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/budget" eventKey="team-budget">
        Budget
      </NavDropdown.Item>
    </NavDropdown>
  );
}

function StandingsMenu({ conferences }: { conferences: Conference[] }) {
  return (
    <NavDropdown title="STANDINGS" id="nav-standings" className="menu-scroll">
      {conferences.map((conference) => (
        <NavDropdown.Item
          key={conference.confName}
          as={Link}
          to={`/standings/${enc(conference.confName)}`}
          eventKey={`conf-${conference.confName}`}
        >
          {conference.confName}
        </NavDropdown.Item>
      ))}
      <NavDropdown.Item as={Link} to="/standings/independent" eventKey="conf-independent">
        Independent
      </NavDropdown.Item>
    </NavDropdown>
  );
}

function StatsMenu() {
  return (
    <NavDropdown title="STATS" id="nav-stats">
      <NavDropdown.Item as={Link} to="/stats/team" eventKey="stats-team">
        Team
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/stats/individual" eventKey="stats-individual">
        Individual
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/stats/ratings" eventKey="stats-ratings">
        Ratings
      </NavDropdown.Item>
    </NavDropdown>
  );
}

function ScheduleMenu({ weeks }: { weeks: number[] }) {
  return (
    <NavDropdown title="SCHEDULE" id="nav-schedule" className="menu-scroll">
      {weeks.map((week) => (
        <NavDropdown.Item key={week} as={Link} to={`/schedule/${week}`} eventKey={`week-${week}`}>
          Week {week}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

function RecruitingMenu({ info }: { info: Info }) {
  return (
    <NavDropdown title="RECRUITING" id="nav-recruiting">
      <NavDropdown.Item as={Link} to="/recruiting" eventKey="recruiting-board">
        Board
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/recruiting/prospects" eventKey="recruiting-prospects">
        Prospects
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/recruiting/classes" eventKey="recruiting-classes">
        Class Rankings
      </NavDropdown.Item>
      {info.stage === 'recruiting_summary' && (
        <NavDropdown.Item as={Link} to="/recruiting_summary" eventKey="recruiting-signing-day">
          Signing Day
        </NavDropdown.Item>
      )}
    </NavDropdown>
  );
}

/** The pages read less often share one menu, so the bar fits 1280 px on one line. */
function MoreMenu() {
  return (
    <NavDropdown title="MORE" id="nav-more" align="end">
      <NavDropdown.Header>League</NavDropdown.Header>
      <NavDropdown.Item as={Link} to="/news" eventKey="league-news">
        News
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/heisman" eventKey="league-heisman">
        Heisman Watch
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/awards" eventKey="league-awards">
        Awards
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/records" eventKey="league-records">
        Record Book
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/league_history" eventKey="league-history">
        League History
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Header>Offseason</NavDropdown.Header>
      <NavDropdown.Item as={Link} to="/draft" eventKey="draft">
        NFL Draft
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/portal" eventKey="portal">
        Transfer Portal
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item as={Link} to="/league-setup" eventKey="league-setup">
        League Setup
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/god-mode" eventKey="god-mode">
        God Mode
      </NavDropdown.Item>
      <NavDropdown.Item as={Link} to="/settings" eventKey="settings">
        Settings
      </NavDropdown.Item>
    </NavDropdown>
  );
}
