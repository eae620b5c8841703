/** The dashboard's query keys; the kundli page refreshes the saved charts through `dashboardKeys.savedCharts` after saving one. */
export const dashboardKeys = {
  savedCharts: ['saved-charts'] as const,
  savedChartsOf: (userId: string) => ['saved-charts', userId] as const,
}
