/**
 * The private space's gate screens (unlock, certification) as a chunk of their own, with their
 * forms and style sheet: a finder that never reaches the private space does not load them. The
 * frame fetches the chunk once the page is idle after opening, so a click on the space finds it
 * in; until it is in, the main area is empty. A chunk that cannot be loaded shows the finder's
 * list error (its text and a retry that fetches the chunk again).
 */
import { observer } from 'mobx-react-lite';
import { finderCodeText } from '../../drive/result-codes/finderResultCodes';
import { ErrorPanel } from '../components/ListStates/ErrorPanel';
import { lazyPart } from '../shared/lazyPart';
import { useFinder, useFinderT } from './FinderContext';

const PartFailed = observer(function PartFailed({ onRetry }: { onRetry(): void }) {
  const store = useFinder();
  const t = useFinderT();
  return (
    <div className="pk-finder-list pk-finder-list--state">
      <p className="pk-finder-error-text">{finderCodeText(store.kernel, 'FailDataDefault')}</p>
      <ErrorPanel text={t('retry')} onRetry={onRetry} />
    </div>
  );
});

const load = () => import('./gateScreenViews');

export const { Part: UnlockScreen, preload: preloadGateScreens } = lazyPart(
  () => load().then((module) => module.UnlockScreen),
  'the private space gate',
  { failed: PartFailed },
);

export const { Part: CertScreen } = lazyPart(
  () => load().then((module) => module.CertScreen),
  'the certification screen',
  { failed: PartFailed },
);
