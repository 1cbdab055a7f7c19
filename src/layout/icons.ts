import DashboardIcon from '@mui/icons-material/Dashboard';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import PaidIcon from '@mui/icons-material/Paid';
import type { ComponentType } from 'react';

/** Feature icon choices (spec 001 §3), spelt as the server stores them. */
export const FEATURE_ICONS: Record<string, ComponentType> = {
  'auth-screen': LockPersonIcon,
  dasbhoard: DashboardIcon,
  crypto: PaidIcon,
  'listing-dbrd': ListAltIcon,
};

export const featureIcon = (name: string | undefined): ComponentType => FEATURE_ICONS[name ?? ''] ?? ListAltIcon;
