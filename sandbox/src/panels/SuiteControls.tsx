/** Who is signed in, the dataset size, and injected faults of the fake suite. */
import { useEffect, useState } from 'react';
import {
  clearFaults,
  currentUser,
  getDatasetSize,
  setDatasetSize,
  setFault,
  setPrivateDeployment,
  signInAs,
  type DatasetSize,
  type SuiteUser,
} from '../suite';

export interface FaultPath {
  label: string;
  path: string;
}

/** Paths worth failing, by the tab they feed. */
const FAULT_PATHS: FaultPath[] = [
  { label: 'Recent contacts (company user)', path: '/directory/api/v2/recent/contacts' },
  { label: 'Recent contacts (personal user)', path: '/account/api/contact/relation/last_list' },
  { label: 'Org tree levels (main company)', path: '/directory/api/8800001/department/curlevel' },
  { label: 'Department staff', path: '/directory/svr/v1/u/companies/*' },
  { label: 'All directory calls', path: '/directory/*' },
  { label: 'Contacts', path: '/account/api/contact/relation/list' },
  { label: 'Groups', path: '/account/api/contact/user/groups' },
  { label: 'Current user', path: '/account/p/auth/check' },
  { label: 'Joined companies', path: '/plus/compose/v1/users/self/workspaces' },
  { label: 'Drive companies', path: '/drive/api/v5/companies' },
  { label: 'My teams', path: '/team/kdteam/api/v1/teams' },
  { label: 'File search', path: '/drive/api/v5/search/files' },
  { label: 'Team files', path: '/drive/api/v5/groups/*' },
];

type FaultKind =
  | 'status'
  | 'latency'
  | 'timeout'
  | 'networkError'
  | 'malformed'
  | 'listNotArray'
  | 'notCompanyAccount'
  | 'resultCode';

/** A personal account asking for companies, as the real service answers (finder.md section 6). */
const NOT_COMPANY_ACCOUNT = {
  status: 403,
  body: {
    result: 'permissionDenied',
    code: 40300002,
    msg: 'This account does not belong to a company.',
  },
};

interface SuiteControlsProps {
  /** Something changed on the suite: a picker that is open should start over. */
  onChanged: () => void;
  /** The signed-in user changed (after the cookie is set). */
  onUserChanged?: (user: SuiteUser) => void;
  /** The paths offered for faults (default: those of the member picker's tabs). */
  faultPaths?: readonly FaultPath[];
}

export function SuiteControls({
  onChanged,
  onUserChanged,
  faultPaths = FAULT_PATHS,
}: SuiteControlsProps) {
  const [user, setUser] = useState<SuiteUser>(currentUser());
  const [size, setSize] = useState<DatasetSize>('default');
  // The suite keeps its dataset across page reloads: show the one it serves.
  useEffect(() => {
    let live = true;
    void getDatasetSize().then((served) => {
      if (live && served) setSize(served);
    });
    return () => {
      live = false;
    };
  }, []);
  const [path, setPath] = useState(faultPaths[0]!.path);
  const [kind, setKind] = useState<FaultKind>('status');
  const [message, setMessage] = useState('');
  const [resultCode, setResultCode] = useState('');
  const [privateDeployment, setPrivate] = useState(false);

  /**
   * Runs a control's action. A new user, dataset or deployment reopens the picker on it
   * (onChanged); a fault changes no data, so the open picker stays and its retry meets the fault.
   */
  const run = async (
    label: string,
    action: () => Promise<void> | void,
    { reopen = true }: { reopen?: boolean } = {},
  ) => {
    try {
      await action();
      setMessage(label);
      if (reopen) onChanged();
    } catch (error) {
      setMessage(`${label} failed: ${(error as Error).message}`);
    }
  };

  return (
    <section aria-labelledby="suite-title" className="sb-panel">
      <h2 id="suite-title">Fake suite</h2>
      <div className="sb-grid">
        <label className="sb-field">
          Signed-in user
          <select
            value={user}
            onChange={(e) => {
              const next = e.target.value as SuiteUser;
              setUser(next);
              void run(`Signed in as ${next}`, () => {
                signInAs(next);
                onUserChanged?.(next);
              });
            }}
          >
            <option value="plus">plus (company account)</option>
            <option value="personal">personal</option>
            <option value="isolated">isolated company account</option>
          </select>
        </label>
        <label className="sb-field">
          Dataset
          <select
            value={size}
            onChange={(e) => {
              const next = e.target.value as DatasetSize;
              setSize(next);
              void run(`Dataset: ${next}`, () => setDatasetSize(next));
            }}
          >
            <option value="default">default (3,000 staff)</option>
            <option value="large">large (100,000 staff)</option>
          </select>
        </label>
      </div>
      <fieldset className="sb-grid">
        <legend>Inject a fault</legend>
        <label className="sb-field">
          Path
          <select value={path} onChange={(e) => setPath(e.target.value)}>
            {faultPaths.map((p) => (
              <option key={p.path} value={p.path}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className="sb-field">
          Fault
          <select value={kind} onChange={(e) => setKind(e.target.value as FaultKind)}>
            <option value="status">status 500</option>
            <option value="latency">latency 2 s</option>
            <option value="timeout">timeout (no answer)</option>
            <option value="networkError">network error</option>
            <option value="malformed">malformed body</option>
            <option value="listNotArray">200 with the list not an array</option>
            <option value="notCompanyAccount">403 code 40300002 (not a company account)</option>
            <option value="resultCode">400 with the result code below</option>
          </select>
        </label>
        {kind === 'resultCode' && (
          <label className="sb-field">
            Result code
            <input
              value={resultCode}
              placeholder="e.g. fileNameConflict"
              onChange={(e) => setResultCode(e.target.value)}
            />
          </label>
        )}
        <button
          type="button"
          onClick={() =>
            void run(
              'Fault injected',
              () =>
                setFault({
                  path,
                  ...(kind === 'status' ? { status: 500 } : {}),
                  ...(kind === 'latency' ? { latency: 2000 } : {}),
                  ...(kind === 'timeout' ? { timeout: true } : {}),
                  ...(kind === 'networkError' ? { networkError: true } : {}),
                  ...(kind === 'malformed' ? { malformed: true } : {}),
                  ...(kind === 'listNotArray' ? { listNotArray: true as const } : {}),
                  ...(kind === 'notCompanyAccount' ? NOT_COMPANY_ACCOUNT : {}),
                  ...(kind === 'resultCode'
                    ? { status: 400, result: resultCode.trim() || 'InvalidArgument' }
                    : {}),
                }),
              { reopen: false },
            )
          }
        >
          Inject fault
        </button>
        <button
          type="button"
          onClick={() => void run('Faults cleared', clearFaults, { reopen: false })}
        >
          Clear faults
        </button>
      </fieldset>
      <label className="sb-field sb-check">
        <input
          type="checkbox"
          checked={privateDeployment}
          onChange={(e) => {
            const on = e.target.checked;
            setPrivate(on);
            void run(on ? 'Private deployment on' : 'Private deployment off', () =>
              setPrivateDeployment(on),
            );
          }}
        />
        Private deployment (x-origin on the page probe, /encryption/wps-private-entry.json)
      </label>
      <p role="status" className="sb-status">
        {message}
      </p>
    </section>
  );
}
