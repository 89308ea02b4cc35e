/** Switches the current company among the joined ones; hidden with fewer than two. */
import { observer } from 'mobx-react-lite';
import { useKernel } from '../shared/KernelContext';
import { useT } from '../shared/useT';

export const CompanySwitcher = observer(function CompanySwitcher() {
  const kernel = useKernel();
  const t = useT();
  const { companies, currentCompanyId } = kernel.context;
  if (companies.length < 2) return null;
  return (
    <select
      className="pk-company-switcher"
      aria-label={t('company')}
      value={currentCompanyId ?? ''}
      onChange={(event) => kernel.context.setCurrentCompany(event.target.value)}
    >
      {companies.map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </select>
  );
});
