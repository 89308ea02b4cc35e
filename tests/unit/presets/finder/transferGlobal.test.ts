import { describe, expect, it } from 'vitest';
import { TRANSFER_WINDOW_PROPERTY } from '../../../../kernel/request';
import { installTransferGlobal } from '../../../../plugins/drive/actions/transferGlobal';

describe('the transfer global', () => {
  it('is set while the finder lives and cleared on teardown', () => {
    const win: Record<string, unknown> = {};
    const clear = installTransferGlobal({ userId: 9, companyId: 0 }, win);
    expect(win[TRANSFER_WINDOW_PROPERTY]).toEqual({ userId: 9, companyId: 0 });
    clear();
    expect(TRANSFER_WINDOW_PROPERTY in win).toBe(false);
  });

  it('gives back what the host had, and leaves a newer setting alone', () => {
    const host = { userId: 1, companyId: 2 };
    const win: Record<string, unknown> = { [TRANSFER_WINDOW_PROPERTY]: host };
    installTransferGlobal({ userId: 9, companyId: 0 }, win)();
    expect(win[TRANSFER_WINDOW_PROPERTY]).toBe(host);
    const clear = installTransferGlobal({ userId: 9, companyId: 0 }, win);
    const newer = { userId: 5, companyId: 5 };
    win[TRANSFER_WINDOW_PROPERTY] = newer;
    clear();
    expect(win[TRANSFER_WINDOW_PROPERTY]).toBe(newer);
  });
});
