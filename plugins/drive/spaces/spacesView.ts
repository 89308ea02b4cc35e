/** The finder's state view (finder-state) with the spaces store's members: spaces, companies. */
import type { PickerKernel } from '../../../kernel';
import type { CompanyRecord } from '../finder-state/driveCalls';
import { extendView, finderStateView } from '../finder-state/finderView';
import { DRIVE_SPACES } from './spacesKey';
import type { FinderSpaces } from './SpacesStore';

export function spacesView(kernel: PickerKernel) {
  const store = () => kernel.extensions.get(DRIVE_SPACES);
  return extendView(finderStateView(kernel), {
    get spaces() {
      return store().spaces;
    },
    get companies() {
      return store().companies;
    },
    setSpaces: (spaces: FinderSpaces) => store().setSpaces(spaces),
    setCompanies: (companies: CompanyRecord[]) => store().setCompanies(companies),
  });
}

export type SpacesView = ReturnType<typeof spacesView>;
