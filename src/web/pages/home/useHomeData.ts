// Home's data: the saved games, and the season's preview for the year picked (the form resets with each season).
import { useEffect, useState } from 'react';
import type { HomeResponse, SaveEntry } from '../../../shared/api-types';
import { api } from '../../api';
import { playoffFromPreview, type PlayoffChoice } from './playoff';
import { ALL } from './teams';

export function useHomeData(year: number | undefined) {
  const [home, setHome] = useState<HomeResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [conferenceFilter, setConferenceFilter] = useState(ALL);
  const [playoff, setPlayoff] = useState<PlayoffChoice>(playoffFromPreview(null));
  const [tab, setTab] = useState<string>('new');
  const [saves, setSaves] = useState<SaveEntry[]>([]);

  useEffect(() => {
    let current = true;
    api
      .saves()
      .then((response) => current && setSaves(response.saves))
      .catch(() => {
        /* logged by the API client; the table stays empty */
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api
      .home(year)
      .then((response) => {
        if (!current) return;
        setHome(response);
        setConferenceFilter(ALL);
        setPlayoff(playoffFromPreview(response.preview));
        if (year === undefined && response.info) setTab('load');
      })
      .catch(() => {
        /* logged by the API client; the spec shows no message on Home */
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [year]);

  return {
    home,
    loading,
    conferenceFilter,
    setConferenceFilter,
    playoff,
    setPlayoff,
    tab,
    setTab,
    saves,
    setSaves,
  };
}
