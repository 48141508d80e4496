import { useEffect, useState, type ComponentType } from 'react';
import { BIG_SCREENS, BIG_SCREEN_CHOOSER_TITLE } from '@aikc/shared/routes';
import type { ScreenTopic } from '@aikc/shared/schemas/big-screen';
import { ScaledStage } from './layout/scaled-stage.tsx';
import { nextIndex } from './routing/playlist.ts';
import { parseRoute } from './routing/route.ts';
import { ScreenS1 } from './screens/s1.tsx';
import { ScreenS2 } from './screens/s2.tsx';
import { ScreenS3 } from './screens/s3.tsx';
import { ScreenS4 } from './screens/s4.tsx';
import './app.css';

const SCREENS: Record<ScreenTopic, ComponentType> = { s1: ScreenS1, s2: ScreenS2, s3: ScreenS3, s4: ScreenS4 };

/** The runtime's router: one screen, the playlist, or an index of the four. */
export function App() {
  const route = parseRoute(window.location.pathname, window.location.search, import.meta.env.BASE_URL);
  return (
    <ScaledStage>
      {route.kind === 'screen' ? <OneScreen topic={route.topic} /> : null}
      {route.kind === 'playlist' ? <Playlist topics={route.topics} intervalSeconds={route.intervalSeconds} /> : null}
      {route.kind === 'index' ? <ScreenIndex /> : null}
    </ScaledStage>
  );
}

function OneScreen({ topic }: { topic: ScreenTopic }) {
  const Screen = SCREENS[topic];
  useEffect(() => {
    document.title = `${BIG_SCREENS.find((s) => s.id === topic)?.title ?? ''} · AI科策云`;
  }, [topic]);
  return <Screen />;
}

/**
 * Cycles through `topics`, one mounted at a time (the leaving screen disposes its charts and its source).
 * A single-entry playlist simply stays.
 */
function Playlist({ topics, intervalSeconds }: { topics: ScreenTopic[]; intervalSeconds: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (topics.length < 2) return undefined;
    const id = setInterval(() => setIndex((i) => nextIndex(i, topics.length)), intervalSeconds * 1000);
    return () => clearInterval(id);
  }, [topics.length, intervalSeconds]);
  const topic = topics[index % topics.length] ?? 's1';
  return (
    <div className="playlist" data-playlist-index={index} data-playlist={topics.join(',')}>
      <OneScreen key={`${topic}-${index}`} topic={topic} />
      {topics.length > 1 ? (
        <div className="playlist-dots" aria-hidden="true">
          {topics.map((t, i) => (
            <i key={`${t}-${i}`} className={i === index % topics.length ? 'on' : ''} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ScreenIndex() {
  const base = import.meta.env.BASE_URL;
  return (
    <div className="screen-index">
      <h1>{BIG_SCREEN_CHOOSER_TITLE}</h1>
      <div className="screen-index-grid">
        {BIG_SCREENS.map((s) => (
          <a key={s.id} href={`${base}${s.id}`} className="screen-card">
            {s.title}
          </a>
        ))}
        <a href={`${base}switch`} className="screen-card screen-card-switch">
          轮播全部大屏
        </a>
      </div>
    </div>
  );
}
