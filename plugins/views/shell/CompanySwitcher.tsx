/**
 * Switches the current company among the joined ones (at most 10), through the shared Dropdown:
 * a menu button showing the current company, whose menu lists the companies as radio items.
 * Choosing one goes through the company switch (useCompanySwitch: the retried company-switch
 * fetch, then kernel.changeCompany, which drops the lists and reloads the active tab); meanwhile
 * the trigger is busy, and a switch that failed says so beside it. Hidden with fewer than two
 * companies.
 */
import { observer } from 'mobx-react-lite';
import { MAX_JOINED_COMPANIES } from '../../../kernel';
import { Button, CaretDownIcon, Dropdown, DropdownMenu } from '../components';
import { useKernel } from '../shared/KernelContext';
import { useT } from '../shared/useT';
import { useCompanySwitch } from './useCompanySwitch';

export const CompanySwitcher = observer(function CompanySwitcher() {
  const kernel = useKernel();
  const t = useT();
  const { busy, failed, choose } = useCompanySwitch(kernel);
  const companies = kernel.context.companies.slice(0, MAX_JOINED_COMPANIES);
  const currentId = kernel.context.currentCompanyId ?? '';
  if (companies.length < 2) return null;
  const current = companies.find((company) => company.id === currentId);
  const currentName = current?.name || currentId;
  return (
    <span className="pk-company-switch">
      <Dropdown
        placement="bottom-end"
        label={t('company')}
        menu={
          <DropdownMenu
            items={companies.map((company) => ({
              key: company.id,
              title: company.name || company.id,
            }))}
            selectedKey={currentId}
            onSelect={(id) => {
              if (id !== currentId) choose(id);
            }}
          />
        }
      >
        <Button
          size="s"
          className="pk-company-switcher"
          aria-label={t('currentCompany', { name: currentName })}
          aria-busy={busy || undefined}
        >
          <span className="pk-company-switcher__name">{currentName}</span>
          <CaretDownIcon />
        </Button>
      </Dropdown>
      {failed ? (
        <span role="alert" className="pk-company-switch__error">
          {t('companySwitchFailed')}
        </span>
      ) : null}
    </span>
  );
});
