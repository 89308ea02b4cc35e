// Shared test setup. DOM matchers are registered for the tests that run in jsdom
// (files that start with `// @vitest-environment jsdom`).
import '@testing-library/jest-dom/vitest';

// Every language's texts loaded once, as a host may do with preloadLanguages(): kernels then speak
// their language at once. The loading itself (waiting, fallback, switching) is tested on its own
// catalogues in tests/unit/kernel/i18n/languageLoader.test.ts.
import { coreCatalogue, preloadLanguages } from '../kernel';
import { sourcesCatalogue } from '../plugins/sources/shared/locale';
import { announceCatalogue } from '../plugins/views/announcer/texts';
import { pickerCatalogue } from '../plugins/views/locale';
import { hintCatalogue } from '../plugins/views/shared/hints';

await preloadLanguages([
  coreCatalogue,
  pickerCatalogue,
  hintCatalogue,
  announceCatalogue,
  sourcesCatalogue,
]);
