/**
 * The finder's frame: side menu, toolbar, file list and footer, or the error screen; the tips
 * and selected-files dialogs over it. A narrow frame (useNarrowFrame) gives the list the width:
 * its side menu is a drawer opened from the toolbar (LocationsDrawer). The private space's gate
 * screens are a chunk (gateScreens.tsx), fetched once the page is idle after opening.
 */
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import type { CommitOperation } from '../../drive/rules/actionFooter';
import { SelectedDialog, TipsDialog } from './Dialogs';
import { ErrorScreen } from './ErrorScreen';
import { FileList } from './FileList';
import { useFinder } from './FinderContext';
import { FINDER_SHEET } from './finderStyles';
import { Footer } from './Footer';
import { NewFolderRow } from './NewFolderRow';
import { SideMenu } from './SideMenu';
import { Toolbar } from './Toolbar';
import { CertScreen, preloadGateScreens, UnlockScreen } from './gateScreens';
import { LocationsButton, LocationsDrawer } from './LocationsDrawer';
import { useNarrowFrame } from './useNarrowFrame';
import { useStyleElement } from '../components/styles/useStyleElement';
import { usePreloadAfterPaint } from '../shared/usePreloadAfterPaint';

export interface FinderFrameProps {
  onCommit(operation?: CommitOperation): void;
  onCancel(): void;
}

export const FinderFrame = observer(function FinderFrame({ onCommit, onCancel }: FinderFrameProps) {
  useStyleElement(FINDER_SHEET);
  usePreloadAfterPaint(preloadGateScreens);
  const store = useFinder();
  const route = store.router.current;
  const error = route?.name === 'error';
  const frameRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowFrame(frameRef);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = narrow && !error;
  const locations = drawer ? (
    <LocationsButton open={drawerOpen} onOpen={() => setDrawerOpen(true)} />
  ) : undefined;
  // The gate screens have no toolbar: the drawer's button gets a bar of its own over them.
  const gateBar = locations && (
    <div className="pk-finder-toolbar">
      <div className="pk-finder-toolbar__row">{locations}</div>
    </div>
  );
  return (
    <div
      ref={frameRef}
      className={`pk-finder${narrow ? ' pk-finder--narrow' : ''}`}
      data-route={route?.name ?? ''}
    >
      <div className="pk-finder__body">
        {!error && !narrow && <SideMenu />}
        <div className="pk-finder-main">
          {error ? (
            <ErrorScreen />
          ) : route?.name === 'UnlockSecret' ? (
            <>
              {gateBar}
              <UnlockScreen />
            </>
          ) : route?.name === 'cert' ? (
            <>
              {gateBar}
              <CertScreen />
            </>
          ) : (
            <>
              <Toolbar leading={locations} />
              <NewFolderRow />
              <FileList onCommit={() => onCommit()} />
            </>
          )}
        </div>
      </div>
      <Footer onCommit={onCommit} onCancel={onCancel} />
      {drawer && drawerOpen && <LocationsDrawer onClose={() => setDrawerOpen(false)} />}
      <SelectedDialog />
      <TipsDialog />
    </div>
  );
});
