/**
 * Every catalogue the finder reads, for preloadLanguages(): a host that renders on the server, or
 * knows its language early, loads it ahead so the first render needs no wait:
 * `await preloadLanguages(finderCatalogues, ['en'])`.
 */
import { coreCatalogue, type Catalogue } from '../../kernel';
import { sourcesCatalogue } from '../../plugins/sources/shared/locale';
import { announceCatalogue } from '../../plugins/views/announcer/texts';
import { hintCatalogue } from '../../plugins/views/shared/hints';
import { enterpriseTextsCatalogue } from '../../plugins/drive/enterprise/enterpriseTexts';
import { finderResultCatalogue } from '../../plugins/drive/result-codes/finderResultCodes';
import { actionTextsCatalogue } from '../../plugins/drive/texts/actionLocale';
import { finderLabelsCatalogue } from '../../plugins/drive/texts/locale';
import { finderSpaceCatalogue } from '../../plugins/drive/texts/spaceLocale';

export const finderCatalogues: readonly Catalogue[] = [
  coreCatalogue,
  hintCatalogue,
  announceCatalogue,
  sourcesCatalogue,
  finderLabelsCatalogue,
  actionTextsCatalogue,
  finderSpaceCatalogue,
  finderResultCatalogue,
  enterpriseTextsCatalogue,
];
