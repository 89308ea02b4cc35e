// Shared test setup. DOM matchers are registered for the tests that run in jsdom
// (files that start with `// @vitest-environment jsdom`).
import '@testing-library/jest-dom/vitest';

// Every language's texts loaded once, as a host may do with preloadLanguages(): kernels then speak
// their language at once. The loading itself (waiting, fallback, switching) is tested on its own
// catalogues in tests/unit/kernel/i18n/languageLoader.test.ts.
import { preloadLanguages } from '../kernel';
import { unionCatalogue } from '../plugins/views/union-selector/locale';
import { memberPickerCatalogues } from '../presets/member-picker/languages';

await preloadLanguages([...memberPickerCatalogues, unionCatalogue]);
