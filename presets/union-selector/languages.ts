/**
 * Every catalogue the union selector reads, for preloadLanguages(): a host that renders on the
 * server, or knows its language early, loads it ahead so the first render needs no wait:
 * `await preloadLanguages(unionSelectorCatalogues, ['en'])`.
 */
import { coreCatalogue, type Catalogue } from '../../kernel';
import { sourcesCatalogue } from '../../plugins/sources/shared/locale';
import { announceCatalogue } from '../../plugins/views/announcer/texts';
import { pickerCatalogue } from '../../plugins/views/locale';
import { hintCatalogue } from '../../plugins/views/shared/hints';
import { datesCatalogue } from '../../plugins/views/components/shared/dateLocales';
import { unionCatalogue } from '../../plugins/views/union-selector/locale';

export const unionSelectorCatalogues: readonly Catalogue[] = [
  coreCatalogue,
  pickerCatalogue,
  hintCatalogue,
  announceCatalogue,
  sourcesCatalogue,
  datesCatalogue,
  unionCatalogue,
];
