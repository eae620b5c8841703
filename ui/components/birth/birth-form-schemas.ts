/**
 * The birth forms' schemas load when a form is first used (focused or submitted), not with the page:
 * the schema library is the largest thing the home, kundli and matching pages would otherwise fetch
 * before they become interactive (docs/performance.md).
 */
export const loadBirthFormSchemas = () => import('../../../core/shared/birth-forms')
