// The pure core of fiscal: no database, no HTTP, no clock of its own.
export { dayOf, daysLeft, forecastBounds, forecastMonths } from './days';
export { capacityUsedPercent, estimateFullBy, type CounterPoint } from './fullBy';
export { reportMonthDue } from './reportDay';
