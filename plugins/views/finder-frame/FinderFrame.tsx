/**
 * The finder's frame: side menu, toolbar, file list and footer, or the error screen; the tips
 * and selected-files dialogs over it.
 */
import { observer } from 'mobx-react-lite';
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
import { CertScreen } from './CertScreen';
import { UnlockScreen } from './UnlockScreen';
import { useStyleElement } from '../components/styles/useStyleElement';

export interface FinderFrameProps {
  onCommit(operation?: CommitOperation): void;
  onCancel(): void;
}

export const FinderFrame = observer(function FinderFrame({ onCommit, onCancel }: FinderFrameProps) {
  useStyleElement(FINDER_SHEET);
  const store = useFinder();
  const route = store.router.current;
  const error = route?.name === 'error';
  return (
    <div className="pk-finder" data-route={route?.name ?? ''}>
      <div className="pk-finder__body">
        {!error && <SideMenu />}
        <div className="pk-finder-main">
          {error ? (
            <ErrorScreen />
          ) : route?.name === 'UnlockSecret' ? (
            <UnlockScreen />
          ) : route?.name === 'cert' ? (
            <CertScreen />
          ) : (
            <>
              <Toolbar />
              <NewFolderRow />
              <FileList onCommit={() => onCommit()} />
            </>
          )}
        </div>
      </div>
      <Footer onCommit={onCommit} onCancel={onCancel} />
      <SelectedDialog />
      <TipsDialog />
    </div>
  );
});
