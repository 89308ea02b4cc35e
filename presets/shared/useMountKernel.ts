/**
 * The kernel of a mounted preset component: made once from the latest props, disposed on
 * unmount. Under StrictMode React unmounts and mounts again once: the first kernel is then
 * disposed, so a fresh one replaces it.
 */
import { useEffect, useState } from 'react';
import type { PickerKernel } from '../../kernel';

export function useMountKernel(make: () => PickerKernel): PickerKernel {
  const [kernel, setKernel] = useState<PickerKernel>(make);
  useEffect(() => {
    if (kernel.status === 'disposed') {
      setKernel(make());
      return undefined;
    }
    return () => kernel.dispose();
    // `make` reads the latest props through a ref; the kernel is the only dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kernel]);
  return kernel;
}
