export { DashboardStat } from './DashboardStat';
export { dashboardStatTones } from './DashboardStat';
export type { DashboardStatProps } from './DashboardStat';
