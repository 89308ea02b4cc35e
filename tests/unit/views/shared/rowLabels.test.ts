import { describe, expect, it } from 'vitest';
import { createKernel, LANGUAGES } from '../../../../kernel';
import { modalView } from '../../../../plugins/views/modal';
import { rowLabels } from '../../../../plugins/views/shared/rowLabels';
import type { Translate } from '../../../../plugins/views/shared/useT';

function kernelIn(language: (typeof LANGUAGES)[number]) {
  const kernel = createKernel({ language, storage: null });
  kernel.use(modalView());
  // A new function each time, as every row's useT gives.
  const translate = (): Translate => (key, options) => kernel.t(`picker:${key}`, options);
  return { kernel, translate };
}

describe('row labels translated once per kernel', () => {
  it('equal the direct translations in every language, for names a template could garble', () => {
    for (const language of LANGUAGES) {
      const { kernel, translate } = kernelIn(language);
      for (const name of ['Gao Hua', '张伟', '$& $1 {{name}}', '']) {
        const t = translate();
        expect(rowLabels(translate(), kernel, name)).toEqual({
          external: t('externalStaff'),
          remove: t('remove', { name }),
          businessCard: {
            trigger: t('businessCard', { name }),
            loading: t('loading'),
            department: t('cardDepartment'),
            userId: t('cardUserId'),
            profileLink: t('cardProfile'),
          },
        });
      }
    }
  });

  it('a second kernel in another language gets its own texts', () => {
    const en = kernelIn('en');
    const ja = kernelIn('ja');
    const english = rowLabels(en.translate(), en.kernel, 'A').external;
    expect(rowLabels(ja.translate(), ja.kernel, 'A').external).not.toBe(english);
    expect(rowLabels(en.translate(), en.kernel, 'A').external).toBe(english);
  });

  it('translates again when the kernel changes language at run time', async () => {
    const { kernel, translate } = kernelIn('en');
    const english = rowLabels(translate(), kernel, 'A');
    await kernel.setLanguage('th');
    const thai = rowLabels(translate(), kernel, 'A');
    expect(thai.external).not.toBe(english.external);
    expect(thai.external).toBe(translate()('externalStaff'));
  });
});
