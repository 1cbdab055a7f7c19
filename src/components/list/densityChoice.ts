import { useStore } from 'react-admin';
import type { DENSITY_LINES } from './cellStyles';

export type Density = keyof typeof DENSITY_LINES;

/** The rows' density, one choice for every list, kept per account in react-admin's store (as the column choice is). */
export const useDensity = () => useStore<Density>('console.listDensity', 'compact');
