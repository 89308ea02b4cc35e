/**
 * The finder page's user settings of the fake suite: the signed-in user's vip_level, company
 * account flag, role in the companies and the private space's unlock attempts a day, over the
 * seeded user (an empty field keeps the seeded value). Applying them reopens nothing: the next
 * finder opened sees them.
 */
import { useState, type FormEvent } from 'react';
import { setUserSettings, type SuiteUserSettings } from '../suite';

type Choice = '' | 'yes' | 'no';
type RoleChoice = '' | 'administrator' | 'member';

function wholeOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function UserSettingsPanel({ onChanged }: { onChanged(): void }) {
  const [vipLevel, setVipLevel] = useState('');
  const [companyAccount, setCompanyAccount] = useState<Choice>('');
  const [role, setRole] = useState<RoleChoice>('');
  const [unlockAttempts, setUnlockAttempts] = useState('');
  const [status, setStatus] = useState('');

  const send = async (settings: SuiteUserSettings, done: string) => {
    try {
      await setUserSettings(settings);
      setStatus(done);
      onChanged();
    } catch (error) {
      setStatus(`The suite refused the settings: ${(error as Error).message}`);
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void send(
      {
        vipLevel: wholeOrUndefined(vipLevel),
        companyAccount: companyAccount === '' ? undefined : companyAccount === 'yes',
        role: role === '' ? undefined : role,
        unlockAttempts: wholeOrUndefined(unlockAttempts),
      },
      'User settings applied',
    );
  };

  const reset = () => {
    setVipLevel('');
    setCompanyAccount('');
    setRole('');
    setUnlockAttempts('');
    void send({}, 'Seeded user settings');
  };

  return (
    <section aria-labelledby="user-settings-title" className="sb-panel">
      <h2 id="user-settings-title">User settings</h2>
      <form aria-labelledby="user-settings-title" onSubmit={apply}>
        <label>
          vip_level (private space from 20)
          <input
            type="number"
            min={0}
            max={100}
            placeholder="seeded"
            value={vipLevel}
            onChange={(e) => setVipLevel(e.target.value)}
          />
        </label>
        <label>
          company account
          <select
            value={companyAccount}
            onChange={(e) => setCompanyAccount(e.target.value as Choice)}
          >
            <option value="">seeded</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </label>
        <label>
          role in the companies
          <select value={role} onChange={(e) => setRole(e.target.value as RoleChoice)}>
            <option value="">seeded</option>
            <option value="administrator">administrator</option>
            <option value="member">member</option>
          </select>
        </label>
        <label>
          unlock attempts a day
          <input
            type="number"
            min={0}
            max={99}
            placeholder="seeded (7)"
            value={unlockAttempts}
            onChange={(e) => setUnlockAttempts(e.target.value)}
          />
        </label>
        <button type="submit">Apply user settings</button>{' '}
        <button type="button" onClick={reset}>
          Seeded user
        </button>
      </form>
      <p role="status">{status}</p>
    </section>
  );
}
