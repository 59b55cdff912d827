/**
 * A day on which the fixtures' reviews (last reviewed 2024-01-01 to 2024-04-01, next due
 * 2025-01-01) are current: tests that check a fixture corpus run on it (CONTENT_TODAY), so the
 * problems they expect do not change with the day the tests run.
 */
export const FIXTURE_DAY = '2024-06-01';
