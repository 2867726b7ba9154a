export { ScheduleTab } from './components/ScheduleTab';
