/**
 * The error screen (finder.md section 2): a picture, the message (a result code's text when
 * errorInfo is a registered code), and a Back button (Refresh when there is no history), hidden
 * when the route's btnShow is false. The footer keeps Cancel under it.
 */
import { observer } from 'mobx-react-lite';
import { ErrorArt } from '../components/icons/stateIcons';
import { errorInfoText } from '../../drive/result-codes/finderResultCodes';
import { useFinder, useFinderT } from './FinderContext';

export const ErrorScreen = observer(function ErrorScreen() {
  const store = useFinder();
  const t = useFinderT();
  const route = store.router.current;
  if (route?.name !== 'error') return null;
  const known = errorInfoText(store.kernel, String(route.params.errorInfo ?? '') || 'pageError');
  const showButton = route.query.btnShow !== 'false';
  const canBack = store.router.canGoBack;
  return (
    <div className="pk-finder-error" role="alert">
      <ErrorArt />
      <p>{known}</p>
      {showButton && (
        <button
          type="button"
          className="pk-button"
          onClick={() =>
            void (canBack
              ? store.router.back()
              : store.router.navigate({ name: 'index' }, { replace: true }))
          }
        >
          {canBack ? t('errorBack') : t('errorRefresh')}
        </button>
      )}
    </div>
  );
});
