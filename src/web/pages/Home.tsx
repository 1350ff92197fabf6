// Home: start a new dynasty (season, playoff format, team) or continue, export, import or delete a saved one.
import { useMemo, useState } from 'react';
import { Col, Row, Tab, Tabs } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { api, type CoachChoice } from '../api';
import { CoachCreationCard, NO_COACH_CHOICE } from '../components/CoachCreationCard';
import { LeagueFileCard, type LoadedLeagueFile } from '../components/LeagueFileCard';
import { SavesTable } from '../components/SavesTable';
import { Loading } from '../components/Status';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PRODUCT_NAME } from '../siteLinks';
import { PlayoffCard, SeasonCard } from './home/SetupCards';
import { TeamPicker } from './home/TeamPicker';
import { useHomeData } from './home/useHomeData';

export function Home() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [starting, setStarting] = useState<string | null>(null);
  const [staffRecruiting, setStaffRecruiting] = useState(false);
  const [coordinator, setCoordinator] = useState(false);
  const [coach, setCoach] = useState<CoachChoice>(NO_COACH_CHOICE);
  const [leagueFile, setLeagueFile] = useState<LoadedLeagueFile | null>(null);
  const { home, loading, conferenceFilter, setConferenceFilter, playoff, setPlayoff, tab, setTab, saves, setSaves } =
    useHomeData(year);

  const preview = home?.preview ?? null;
  const conferenceNames = useMemo(() => Object.keys(preview?.conferences ?? {}).sort(), [preview]);
  const selectedYear = year ?? (home ? Number(home.selected_year) : undefined);

  const start = async (team: string) => {
    if (selectedYear === undefined) return;
    setStarting(team);
    try {
      const data = leagueFile
        ? await api.startInLeagueFile(leagueFile.text, team, staffRecruiting)
        : await api.startGame({
            team,
            year: selectedYear,
            playoffTeams: playoff.teams,
            playoffAutobids: playoff.autobids,
            playoffConfChampTop4: playoff.top4,
            playoffOnCampus: playoff.onCampus,
            staffRecruiting,
            coordinator,
            coach,
          });
      navigate('/noncon', { state: { fromHome: true, data } });
    } catch {
      setStarting(null); // logged by the API client
    }
  };

  if (!home && loading) return <Loading />;

  return (
    <div className="container-xl py-4">
      <header className="text-center mb-4">
        <h1 className="display-6 fw-bold">Welcome to {PRODUCT_NAME}</h1>
        <p className="text-muted mb-0">Pick a season and a program, then build a college football dynasty.</p>
        <p className="mb-0">
          Or play with friends: <Link to="/online">online leagues</Link>.
        </p>
      </header>
      <Tabs activeKey={tab} onSelect={(key) => setTab(key ?? 'new')} className="mb-3" id="home-tabs">
        <Tab eventKey="new" title="New Game">
          <Row className="g-3">
            <Col lg={4}>
              <SeasonCard home={home} selectedYear={selectedYear} onYear={setYear} />
              <LeagueFileCard
                file={leagueFile}
                onChange={(file) => {
                  setLeagueFile(file);
                  if (file) setYear(file.check.year);
                }}
              />
              <PlayoffCard
                leagueFile={leagueFile}
                playoff={playoff}
                onPlayoff={setPlayoff}
                conferenceCount={conferenceNames.length}
                staffRecruiting={staffRecruiting}
                onStaffRecruiting={setStaffRecruiting}
                coordinator={coordinator}
                onCoordinator={setCoordinator}
              />
              {!coordinator && !leagueFile && <CoachCreationCard choice={coach} onChange={setCoach} />}
            </Col>
            <Col lg={8}>
              <TeamPicker
                preview={preview}
                conferenceNames={conferenceNames}
                leagueFile={leagueFile}
                conferenceFilter={conferenceFilter}
                onConferenceFilter={setConferenceFilter}
                loading={loading}
                starting={starting}
                onSelect={start}
              />
            </Col>
          </Row>
        </Tab>
        {(home?.info || saves.length > 0) && (
          <Tab eventKey="load" title="Load Game">
            <SavesTable saves={saves} onChange={setSaves} />
          </Tab>
        )}
      </Tabs>
    </div>
  );
}
