/**
 * Every catalogue the finder reads, for preloadLanguages(): a host that renders on the server, or
 * knows its language early, loads it ahead so the first render needs no wait:
 * `await preloadLanguages(finderCatalogues, ['en'])`. (The finder's own labels and its result
 * codes ship in all five languages and need no loading.)
 */
import { coreCatalogue, type Catalogue } from '../../kernel';
import { sourcesCatalogue } from '../../plugins/sources/shared/locale';
import { announceCatalogue } from '../../plugins/views/announcer/texts';
import { hintCatalogue } from '../../plugins/views/shared/hints';
import { datesCatalogue } from '../../plugins/views/components/shared/dateLocales';

export const finderCatalogues: readonly Catalogue[] = [
  coreCatalogue,
  hintCatalogue,
  announceCatalogue,
  sourcesCatalogue,
  datesCatalogue,
];
