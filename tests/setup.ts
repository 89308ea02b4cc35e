// Shared test setup. DOM matchers are registered for the tests that run in jsdom
// (files that start with `// @vitest-environment jsdom`).
import '@testing-library/jest-dom/vitest';
